/**
 * Lines of Action's course in French, with « vous »; the board's « pion », « case », « coup », « rangée » and
 * « prise », the sides les noirs and les blancs.
 */
import type { CourseTexts } from '../../core/lesson-data.js';

const texts: CourseTexts = {
  'first-move': {
    title: 'Votre premier coup',
    steps: {
      first: {
        goal: 'Vous jouez les noirs, et les noirs jouent en premier : déplacez un de vos pions en cliquant dessus ou en le touchant, puis sur une des cases marquées pour lui (ou faites-le glisser) ; au clavier, allez-y avec les flèches, appuyez sur Entrée pour le prendre, puis de nouveau sur Entrée sur la case d’arrivée.',
        done: 'Voilà un coup. Ensuite les blancs jouent, et chacun joue à son tour. Les noirs commencent sur les rangées du haut et du bas, les blancs sur les colonnes de gauche et de droite ; le premier qui réunit tous ses pions en un seul groupe gagne.',
      },
    },
  },
  goal: {
    title: 'Réunissez tous vos pions',
    steps: {
      join: {
        goal: 'Gagnez : déplacez votre pion isolé pour que tous vos pions se touchent, en un seul groupe.',
        hint: 'Le pion en e7 est seul. Prenez-le et regardez les cases qu’il peut atteindre : l’une d’elles touche votre paire.',
        done: 'Les trois pions se touchent : un seul groupe, et vous gagnez. Peu importe où se trouve le groupe sur le plateau, ou combien de pions il compte.',
        wrong: {
          '*': 'Vos pions forment encore plus d’un groupe. Amenez le pion isolé en e7 à côté des deux pions en d4 et e4.',
        },
      },
      corner: {
        goal: 'Gagnez encore : des pions qui ne se touchent que par un coin sont reliés eux aussi.',
        hint: 'Prenez le pion en g6. Une des cases qu’il peut atteindre touche d5 par un coin.',
        done: 'e6 touche d5 par un coin, et d5 touche c4 de la même façon : un seul groupe, c’est gagné. Les pions se touchent dans les 8 directions : par un côté ou par un coin.',
        wrong: {
          '*': 'Vos pions forment encore plus d’un groupe. Amenez le pion en g6 sur une case qui touche d5, même seulement par un coin.',
        },
      },
    },
  },
  distance: {
    title: 'Jusqu’où va un pion',
    steps: {
      row: {
        goal: 'Déplacez le pion en a3 le long de sa rangée : il avance d’exactement autant de cases qu’il y a de pions sur cette rangée, noirs et blancs.',
        hint: 'Comptez les pions de la rangée 3 : le vôtre en a3 et le pion blanc en f3.',
        done: 'Deux pions sur la rangée, donc exactement deux cases : de a3 en c3. Jamais plus, jamais moins. Un pion se déplace en ligne droite : le long de sa rangée, de sa colonne ou d’une de ses deux diagonales.',
        wrong: { '*': 'Cette étape demande de déplacer le pion en a3 le long de sa rangée, à travers le plateau.' },
      },
      column: {
        goal: 'Déplacez le pion en d4 vers le haut de sa colonne, en comptant tous les pions de la colonne entière, y compris ceux d’en dessous.',
        hint: 'La colonne d contient d2, d4 et d8.',
        done: 'Trois pions sur la colonne d, donc d4 est monté de trois cases, en d7. Le pion d’en dessous, en d2, comptait aussi : une ligne va d’un bord du plateau à l’autre.',
        wrong: { '*': 'Cette étape demande de déplacer le pion en d4 vers le haut de la colonne d.' },
      },
      diagonal: {
        goal: 'Déplacez le pion en c3 en diagonale, vers le haut et la droite, après avoir compté les pions de toute sa diagonale.',
        hint: 'La diagonale de a1 à h8 passe par b2, c3 et g7.',
        done: 'Trois pions sur cette diagonale, donc trois cases : de c3 en f6. Chacune des quatre lignes d’un pion (sa rangée, sa colonne et ses deux diagonales) a son propre compte.',
        wrong: { '*': 'Cette étape demande de déplacer le pion en c3 en diagonale, vers le haut et la droite.' },
      },
    },
  },
  jumps: {
    title: 'Sauter par-dessus des pions',
    steps: {
      own: {
        goal: 'Réunissez vos trois pions : le pion en b4 peut sauter par-dessus votre propre pion en d4.',
        hint: 'Comptez les pions de la rangée 4 : b4, d4 et h4.',
        done: 'Trois pions sur la rangée, donc trois cases, par-dessus votre propre pion d4 jusqu’en e4, qui touche d4 et f5 : un seul groupe. Un pion peut sauter par-dessus ses propres pions.',
        wrong: { '*': 'Vos pions sont encore séparés. Déplacez le pion en b4 le long de sa rangée.' },
      },
      blocked: {
        goal: 'Réunissez vos pions, mais cette fois un pion blanc barre la ligne droite.',
        hint: 'Un pion ne saute jamais par-dessus les pions adverses, donc a4 ne peut pas franchir b4. Essayez une autre de ses lignes.',
        done: 'a4 est allé en c6 le long de sa diagonale (deux pions dessus : a4 et e8), à côté de d5 : un seul groupe. Un pion blanc sur le chemin ferme cette ligne ; une autre ligne peut rester ouverte.',
        wrong: {
          '*': 'Vos pions sont encore séparés. Trouvez un autre chemin pour que le pion en a4 rejoigne les deux pions en d5 et e5.',
        },
      },
    },
  },
  captures: {
    title: 'Prendre',
    steps: {
      capture: {
        goal: 'Prenez le pion blanc en e3 : arrêtez-vous exactement dessus.',
        hint: 'Comptez les pions de la rangée 3.',
        done: 'Un pion qui termine son coup sur un pion adverse le prend, et le pion pris quitte le plateau. Un pion peut s’arrêter sur un pion adverse, jamais sur un des siens.',
        wrong: { '*': 'Ce coup ne prend rien. Déplacez le pion en c3 pour qu’il s’arrête exactement en e3.' },
      },
      'capture-join': {
        goal: 'Gagnez : prenez un pion blanc et réunissez vos pions du même coup.',
        hint: 'La case qui relierait f1 à votre paire est occupée par un pion blanc.',
        done: 'f1 a pris d3, qui touche d4 : un seul groupe, c’est gagné. Une prise est un coup comme un autre, et elle peut réunir vos pions.',
        wrong: { '*': 'Vos pions sont encore séparés. Regardez le long des diagonales du pion en f1.' },
      },
      careful: {
        goal: 'Gagnez en réunissant vos pions, mais réfléchissez avant de prendre.',
        hint: 'S’il ne restait aux blancs que g7 et h6, ces deux pions formeraient déjà un seul groupe.',
        done: 'c6 réunit vos pions. Prendre a4 à la place n’aurait laissé aux blancs que g7 et h6, qui se touchent : les blancs auraient gagné aussitôt. Chaque prise laisse à l’adversaire moins de pions à réunir, et moins de pions peuvent être plus faciles à réunir.',
        wrong: {
          a6xa4:
            'Cette prise ne laisse aux blancs que g7 et h6, qui se touchent : un seul groupe, et les blancs gagneraient aussitôt. Moins de pions peuvent être plus faciles à réunir. Réunissez plutôt vos propres pions.',
          '*': 'Vos pions sont encore séparés. Le pion en a6 peut atteindre une case voisine de d5.',
        },
      },
    },
  },
  'both-joined': {
    title: 'Les deux camps réunis d’un coup',
    steps: {
      'mover-wins': {
        goal: 'Gagnez en un coup, même si le coup qui réunit vos pions réunit aussi ceux des blancs.',
        hint: 'Votre pion isolé en c8 et le pion isolé des blancs en c5 sont sur la même colonne.',
        done: 'c8 a pris c5 : vos trois pions forment un seul groupe, tout comme les pions blancs en c2 et d1. Quand un coup réunit les deux camps, c’est le camp qui l’a joué qui gagne sur ce plateau (la règle des tournois entre ordinateurs) ; certains livres de règles parlent plutôt de partie nulle.',
        wrong: {
          '*': 'Ce coup ne réunit pas vos pions, et les blancs pourraient réunir les leurs avant vous. Cherchez le coup qui réunit les vôtres dès maintenant.',
        },
      },
    },
  },
  pass: {
    title: 'Aucun coup ? Passez',
    steps: {
      'walled-in': {
        goal: 'Vos deux pions sont emmurés et n’ont aucun coup, donc vous devez passer : appuyez sur la touche p, ou sur le bouton « Montrez-moi ».',
        hint: 'Chaque ligne qui part de a1 et de h8 commence par un pion blanc, que vos pions ne peuvent pas sauter.',
        done: 'Un camp sans coup possible passe, et l’autre camp continue de jouer. C’est rare : cela arrive quand les pions adverses enferment les vôtres.',
        wrong: { '*': 'Vous n’avez aucun coup ici : vous pouvez seulement passer.' },
      },
    },
  },
  block: {
    title: 'Arrêter un pion sur le point de rejoindre les siens',
    steps: {
      stop: {
        goal: 'Le pion isolé des blancs en h2 peut rejoindre sa paire au prochain coup : empêchez-le.',
        hint: 'Trouvez où h2 arriverait, et le long de quelle ligne. Un pion blanc ne peut pas sauter les vôtres, et un pion de plus sur une ligne change son compte.',
        done: 'Arrêté. Se mettre en travers du chemin, occuper la case dont il a besoin ou prendre le pion qu’il rejoindrait : tout cela marche. Avant chaque coup, regardez où les pions isolés de l’adversaire peuvent arriver.',
        wrong: {
          '*': 'Alors h2 va en f4, à côté de e5, et les trois pions blancs forment un seul groupe : les blancs gagnent.',
        },
      },
    },
  },
  centre: {
    title: 'Se regrouper au centre',
    steps: {
      gather: {
        goal: 'Gagnez en deux coups : regroupez vos pions au centre du plateau.',
        hint: 'Votre pion en a5, au bord, est loin des autres. Et surveillez les blancs : e1 pourrait réunir leurs pions en b4 tout de suite.',
        done: 'De a5 en c5, vous avez réuni trois pions au centre, et f5 avait deux façons de les rejoindre : les blancs ne pouvaient en bloquer qu’une. Quitter la diagonale de e1 a aussi raccourci son coup, si bien qu’il ne pouvait plus atteindre b4. Au centre, les pions sont proches de tous les autres : regroupez-vous là. Place maintenant à une partie contre l’ordinateur.',
        wrong: {
          '*': 'Alors les blancs réunissent leurs pions avec e1 en b4, ou vos pions restent trop éloignés pour se réunir à temps. Ramenez vers le centre le pion du bord.',
        },
      },
    },
  },
};

export default texts;
