/**
 * Hnefatafl's course in French; pieces are « prises » and the king « capturé », as on the board, and Copenhagen is
 * « les règles de Copenhague », as the board's label says.
 */
import type { CourseTexts } from '../../core/lesson-data.js';

const texts: CourseTexts = {
  'first-moves': {
    title: 'Deux camps, et vos premiers coups',
    steps: {
      attackers: {
        goal: 'Vous jouez les attaquants, les pièces sombres, qui jouent en premier : cliquez ou touchez l’une d’elles, puis une case vide sur sa rangée ou sa colonne (ou déplacez-vous avec les flèches et appuyez sur Entrée sur la pièce, puis sur la case).',
        hint: 'Toute pièce sombre qui a une case vide juste à côté d’elle, au-dessus, en dessous ou sur le côté, peut se déplacer.',
        done: 'Voilà un coup : une pièce glisse comme la tour aux échecs, d’autant de cases vides qu’elle veut le long de sa rangée ou de sa colonne. Les attaquants gagnent en capturant le roi, la pièce couronnée au centre ; les défenseurs, les pièces claires, gagnent en l’amenant dans un coin.',
      },
      defenders: {
        goal: 'Jouez maintenant les défenseurs, les pièces claires et leur roi : déplacez l’une d’elles.',
        hint: 'Pour l’instant, le roi est enfermé par ses propres hommes, mais les défenseurs qui l’entourent peuvent bouger.',
        done: 'Les deux camps jouent à tour de rôle, un coup chacun. Voici le Brandubh, le petit plateau de 7 sur 7 ; le cours y installe ses petites positions, et présente plus loin les variantes plus grandes.',
      },
    },
  },
  moving: {
    title: 'Se déplacer : en ligne droite, sans sauter',
    steps: {
      slide: {
        goal: 'Montez le défenseur de b2 le long de sa colonne, aussi loin que possible.',
        hint: 'Une pièce glisse sur les cases vides et s’arrête devant la première pièce sur son chemin.',
        done: 'Il s’est arrêté en b5, sous l’attaquant : aucune pièce ne saute jamais par-dessus une autre, amie ou ennemie.',
        wrong: {
          '*': 'Faites glisser le défenseur de b2 vers le haut de la colonne b, aussi loin que l’attaquant en b6 le laisse aller.',
        },
      },
      throne: {
        goal: 'Déplacez le défenseur de b4 en f4, tout droit à travers la case centrale vide, d4.',
        hint: 'La case centrale est le trône. Au Brandubh, toute pièce peut le traverser tant qu’il est vide ; seul l’arrêt y est interdit.',
        done: 'Le trône, d4, appartient au roi : lui seul peut s’y arrêter, mais au Brandubh, comme au Fetlar et dans les règles de Copenhague, les autres pièces peuvent le traverser tant qu’il est vide. Les quatre coins sont à lui aussi : aucune autre pièce ne peut s’y arrêter.',
        wrong: { '*': 'Faites glisser le défenseur de b4 le long de sa rangée jusqu’en f4, par-dessus le trône.' },
      },
      'king-throne': {
        goal: 'Remettez maintenant le roi sur son trône.',
        hint: 'Le trône est la case centrale, d4, juste en dessous du roi.',
        done: 'Seul le roi peut s’arrêter sur le trône et dans les coins. Pour lui, ce sont des cases ordinaires : il peut aussi passer par-dessus le trône.',
        wrong: { '*': 'Descendez le roi le long de sa colonne et arrêtez-le sur le trône, d4.' },
      },
    },
  },
  escape: {
    title: 'La fuite du roi',
    steps: {
      corner: {
        goal: 'Le roi a une voie libre vers un coin, que le plateau signale : amenez-le dans ce coin pour gagner.',
        hint: 'La ligne d’état nomme le coin que le roi peut atteindre en un coup.',
        done: 'Le roi a atteint un coin : les défenseurs gagnent. Au Brandubh, au Fetlar et dans les règles de Copenhague, le roi s’échappe par l’un des quatre coins.',
        wrong: {
          '*': 'Cela donne un coup aux attaquants, et ils capturent aussitôt le roi. Gagnez le coin tout de suite.',
        },
      },
      block: {
        goal: 'Vous jouez les attaquants : le roi a une voie libre vers le coin a7, placez donc une de vos pièces sur cette voie.',
        hint: 'La voie du roi monte le long de la colonne a, par a5 et a6. Laquelle de vos pièces peut l’atteindre ?',
        done: 'Bloqué. Chaque fois que le roi a une voie libre vers une case de sortie, les attaquants doivent la fermer aussitôt : le plateau signale une telle voie et vous en avertit, un peu comme un joueur d’échecs annonce « échec ».',
        wrong: {
          '*': 'La voie du roi vers a7 est encore libre, et il s’échappe au coup suivant. Placez une pièce en a5 ou en a6.',
        },
      },
    },
  },
  capture: {
    title: 'La prise : le sandwich',
    steps: {
      sandwich: {
        goal: 'Prenez le défenseur en c5 : enfermez-le entre deux de vos pièces, le long d’une rangée ou d’une colonne.',
        hint: 'Votre attaquant en b5 est d’un côté. Quelle case lui fait face de l’autre côté, et quel attaquant peut y aller ?',
        done: 'Pris : une pièce est retirée quand un adversaire vient l’enfermer entre deux pièces du camp opposé, le long d’une rangée ou d’une colonne (jamais en diagonale).',
        wrong: {
          '*': 'Cela ne prend rien. Le défenseur en c5 a votre pièce en b5 d’un côté : amenez-en une autre sur la case d’en face.',
        },
      },
      safe: {
        goal: 'Prenez l’attaquant en b3, même s’il faut pour cela vous placer entre deux attaquants.',
        hint: 'Votre défenseur en a3 est d’un côté. Quel défenseur peut atteindre la case de l’autre côté ?',
        done: 'Votre défenseur se tient entre deux attaquants, et il ne risque rien : une pièce n’est prise que lorsque l’adversaire vient refermer le sandwich, jamais quand elle s’y place elle-même.',
        wrong: { '*': 'Cela ne prend pas l’attaquant en b3. Enfermez-le entre a3 et c3.' },
      },
      double: {
        goal: 'Prenez deux défenseurs en un seul coup.',
        hint: 'Cherchez la case vide qui referme un sandwich dans deux directions à la fois.',
        done: 'Un coup peut refermer plusieurs sandwichs, et chaque pièce prise est retirée.',
        wrong: { '*': 'Cela n’en prend pas deux. Cherchez la case voisine des deux défenseurs, b3 et c4.' },
      },
    },
  },
  hostile: {
    title: 'Cases hostiles : les coins et le trône',
    steps: {
      corner: {
        goal: 'Prenez le défenseur en b1, avec le coin comme autre côté du sandwich.',
        hint: 'Un coin vide compte comme un ennemi de la pièce qui le touche.',
        done: 'Les coins sont hostiles à toutes les pièces : à côté d’un coin, un seul ennemi de l’autre côté suffit à prendre une pièce. (C’est le cas là où le roi s’échappe par les coins ; au Tablut, ce sont des cases ordinaires.)',
        wrong: {
          '*': 'Cela ne prend rien. Le coin a1 est d’un côté du défenseur : fermez l’autre côté, c1.',
        },
      },
      throne: {
        goal: 'Prenez l’attaquant en d5 contre le trône.',
        hint: 'Le trône, d4, est sous l’attaquant.',
        done: 'Le trône est hostile aux attaquants, toujours : un seul défenseur prend un attaquant contre lui.',
        wrong: { '*': 'Cela ne prend rien. Le trône est sous l’attaquant : enfermez-le par le haut, en d6.' },
      },
      'empty-throne': {
        goal: 'Maintenant, dans l’autre sens : prenez le défenseur en c4 contre le trône vide.',
        hint: 'Le trône, d4, est d’un côté du défenseur.',
        done: 'Le trône est hostile aux défenseurs aussi, mais seulement quand il est vide. Avec le roi dessus, il n’aide que les défenseurs.',
        wrong: { '*': 'Cela ne prend rien. Enfermez le défenseur en c4 depuis b4, face au trône.' },
      },
    },
  },
  'armed-king': {
    title: 'Le roi combat aussi',
    steps: {
      hammer: {
        goal: 'Prenez l’attaquant en e3 avec le roi.',
        hint: 'Votre défenseur en e2 est sous l’attaquant.',
        done: 'Le roi prend comme n’importe quelle autre pièce, dans toutes les variantes que joue le plateau : il peut refermer lui-même un sandwich.',
        wrong: { '*': 'Cela ne prend rien. Descendez le roi en e4, au-dessus de l’attaquant.' },
      },
      anvil: {
        goal: 'Prenez l’attaquant en c5, avec le roi comme autre côté du sandwich.',
        hint: 'Le roi, en b5, est d’un côté de l’attaquant.',
        done: 'Le roi peut aussi être l’autre côté d’un sandwich : pour toute prise, il compte comme un défenseur.',
        wrong: { '*': 'Cela ne prend rien. Enfermez l’attaquant entre le roi et un défenseur en d5.' },
      },
    },
  },
  'king-capture': {
    title: 'Capturer le roi',
    steps: {
      two: {
        goal: 'Au Brandubh, loin du trône, le roi est capturé par deux attaquants comme n’importe quelle pièce : capturez-le et gagnez.',
        hint: 'Votre attaquant en d1 est d’un côté. Attention à sa voie libre vers g1.',
        done: 'Le roi est capturé : les attaquants gagnent. Au Brandubh et au Tablut, deux attaquants le capturent partout loin du trône, au bord aussi.',
        wrong: {
          '*': 'Alors le roi glisse jusqu’au coin g1 et les défenseurs gagnent. Enfermez-le tout de suite.',
        },
      },
      corner: {
        goal: 'Capturez le roi contre le coin.',
        hint: 'Un coin est hostile au roi aussi.',
        done: 'Un coin aide aussi à capturer le roi : à côté d’un coin, il est à un pas de s’échapper et à un pas d’être pris.',
        wrong: { '*': 'Alors le roi entre dans le coin a1 et gagne.' },
      },
      'throne-side': {
        goal: 'Le roi se tient à côté du trône : capturez-le en fermant son dernier côté libre.',
        hint: 'À côté du trône, deux attaquants alignés ne suffisent pas : il faut des attaquants sur ses trois autres côtés.',
        done: 'Sur le trône, le roi n’est capturé qu’avec des attaquants sur ses quatre côtés, et à côté du trône avec trois, le trône faisant le quatrième.',
        wrong: {
          '*': 'Cela ne le capture pas : à côté du trône, le roi doit avoir des attaquants sur ses trois autres côtés. Son côté libre est d6.',
        },
      },
      four: {
        goal: 'Dans les règles de Copenhague, le roi doit être entouré sur ses quatre côtés : fermez le quatrième.',
        hint: 'Trois de ses côtés sont déjà pris. Quel attaquant peut atteindre le quatrième ?',
        done: 'Au Fetlar et dans les règles de Copenhague, il faut des attaquants sur les quatre côtés du roi (ou trois et le trône), et au bord du plateau il ne peut pas être capturé du tout : il est bien plus fort qu’au Brandubh.',
        wrong: { '*': 'La case sous le roi, d7, est encore libre : fermez-la.' },
      },
    },
  },
  copenhagen: {
    title: 'Copenhague : mur de boucliers, forteresse et encerclement',
    steps: {
      shieldwall: {
        goal: 'Voici les règles de Copenhague, sur un plateau de 11 sur 11 : prenez d’un coup les deux défenseurs du bord en fermant leur rangée à son bout ouvert.',
        hint: 'La rangée d1, e1 est fermée à gauche par votre pièce en c1, et chacune de ses pièces a un attaquant juste au-dessus.',
        done: 'Un mur de boucliers : dans les règles de Copenhague, une rangée de deux pièces ou plus le long du bord, chacune face à un ennemi, et fermée aux deux bouts (un coin peut fermer un bout), est prise d’un coup. Le roi y survivrait. Les défenseurs peuvent s’en servir aussi.',
        wrong: { '*': 'Cela ne ferme pas la rangée. Amenez une pièce à son bout ouvert, f1.' },
      },
      fort: {
        goal: 'Gagnez avec les défenseurs : fermez la forteresse autour du roi au bord, pour qu’aucun attaquant ne puisse jamais y entrer.',
        hint: 'Le roi a besoin d’une case libre dans la forteresse, et chaque pièce du mur doit être à l’abri de la prise. Une case du mur est encore ouverte.',
        done: 'Une forteresse : le roi est au bord, libre de bouger, dans un mur de défenseurs qui ne peuvent jamais être pris. Dans les règles de Copenhague, cela fait gagner les défenseurs, comme une fuite.',
        wrong: { '*': 'La forteresse est encore ouverte au-dessus de f1. Fermez-la avec un défenseur.' },
      },
      encircle: {
        goal: 'Gagnez avec les attaquants : fermez votre cercle, pour qu’aucun défenseur ne puisse jamais atteindre le bord.',
        hint: 'Trouvez la seule brèche de votre cercle autour du roi et de ses hommes.',
        done: 'Tous les défenseurs sont encerclés : au Fetlar et dans les règles de Copenhague, cela fait gagner les attaquants. Le Fetlar, ce sont les règles de Copenhague sans le mur de boucliers ni la forteresse. Dans les règles de Copenhague, une position qui revient pour la troisième fois fait perdre les défenseurs ; ailleurs, la partie est nulle. Et dans toutes les variantes, le camp qui ne peut plus jouer perd.',
        wrong: { '*': 'Le cercle a encore une brèche sous le roi, en f4 : fermez-la.' },
      },
    },
  },
  tablut: {
    title: 'Tablut : fuir par n’importe quel bord',
    steps: {
      edge: {
        goal: 'Au Tablut, sur un plateau de 9 sur 9, le roi s’échappe par n’importe quelle case du bord : faites-le sortir maintenant.',
        hint: 'Un seul de ses chemins est ouvert.',
        done: 'Sorti ! Au Tablut, chaque case du bord est une sortie, si bien que les attaquants doivent garder tout le pourtour ; en échange, deux attaquants capturent le roi, sauf sur le trône ou à côté.',
        wrong: {
          '*': 'Alors un attaquant referme le sandwich sur le roi. Il peut atteindre le bord tout de suite.',
        },
      },
      'no-pass': {
        goal: 'Prenez le défenseur en g6 ; au Tablut, aucune pièce sauf le roi ne peut traverser le trône.',
        hint: 'L’attaquant en b5 ne peut pas passer par-dessus le trône, e5. Un autre peut atteindre la case sous le défenseur.',
        done: 'Au Tablut, le trône arrête toutes les pièces sauf le roi, même quand il est vide. Le Brandubh, le Fetlar et les règles de Copenhague laissent toute pièce le traverser tant qu’il est vide.',
        wrong: { '*': 'Cela ne prend pas le défenseur en g6. Enfermez-le par le bas, en g5.' },
      },
    },
  },
  fork: {
    title: 'Stratégie : deux sorties à la fois',
    steps: {
      'two-corners': {
        goal: 'Gagnez en deux coups : placez le roi là où il voit deux coins à la fois ; les attaquants ne peuvent en bloquer qu’un.',
        hint: 'Depuis une case du bord supérieur, le roi verrait, le long de ce bord, un coin à chaque bout.',
        done: 'Une fourchette : deux voies libres, et un coup n’en ferme qu’une. En défense, gardez ouvertes les routes du roi ; en attaque, surveillez tôt les coins. Place maintenant à une partie entière : affrontez l’ordinateur sur ce plateau, dans les règles de Copenhague ou dans toute autre variante.',
        wrong: {
          '*': 'Cela laisse le roi enfermé, et un attaquant le capture. Trouvez le coup qui ouvre deux voies à la fois.',
        },
      },
    },
  },
};

export default texts;
