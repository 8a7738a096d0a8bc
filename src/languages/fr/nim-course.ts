/** Nim's course in French, with « vous »; the board's « tas » and « jetons », a heap of one a « jeton isolé ». */
import type { CourseTexts } from '../../core/lesson-data.js';

const texts: CourseTexts = {
  take: {
    title: 'Prendre des jetons',
    steps: {
      first: {
        goal: 'Prenez un ou plusieurs jetons dans un même tas (une rangée) : cliquez ou touchez des jetons pour les marquer puis appuyez sur « Prendre », ou double-cliquez sur un jeton pour le prendre avec tous ceux à sa droite ; au clavier, déplacez-vous avec les flèches, marquez avec Espace et prenez avec Entrée.',
        hint: 'Les tas sont numérotés 1, 2 et 3 depuis le haut, à gauche de chaque rangée.',
        done: 'Voilà un coup : autant de jetons que vous voulez, au moins un, et tous du même tas. Puis votre adversaire prend dans le tas de son choix, et vous jouez chacun à votre tour.',
      },
      count: {
        goal: 'Prenez exactement deux jetons dans le tas 3, la rangée du bas.',
        hint: 'Marquez deux jetons du tas 3 et appuyez sur « Prendre », ou double-cliquez sur son deuxième jeton en partant de la droite.',
        done: 'C’est vous qui choisissez combien en prendre, d’un seul jusqu’au tas entier.',
        wrong: {
          '*': 'C’est bien un coup, mais cette étape demande deux jetons, ni plus ni moins, dans le tas 3 (la rangée du bas).',
        },
      },
      whole: {
        goal: 'Videz le tas 2 en un seul coup : prenez ses quatre jetons.',
        hint: 'Double-cliquez sur le premier jeton du tas 2, à gauche : il part avec tous ceux qui le suivent.',
        done: 'Un tas entier peut partir d’un coup. Un tas vide reste vide, et les coups suivants se jouent dans les autres.',
        wrong: { '*': 'Cette étape demande les quatre jetons du tas 2, la rangée du milieu, en un seul coup.' },
      },
    },
  },
  last: {
    title: 'Le dernier jeton gagne',
    steps: {
      all: {
        goal: 'Votre adversaire vient de vider le tas 1 : prenez tous les jetons qui restent, et gagnez.',
        hint: 'Qui prend le dernier jeton gagne, et tous les jetons restants sont dans le tas 2.',
        done: 'Vous avez pris le dernier jeton, donc vous gagnez. C’est le but du Nim : être celui qui prend le dernier jeton.',
        wrong: { '*': 'Il reste encore des jetons après ce coup, et votre adversaire les prend tous et gagne.' },
      },
    },
  },
  misere: {
    title: 'Misère : le dernier jeton perd',
    steps: {
      'leave-one': {
        goal: 'Au Nim misère, qui prend le dernier jeton perd : laissez exactement un jeton, pour que votre adversaire doive le prendre.',
        hint: 'Combien de jetons faut-il enlever pour qu’il en reste un ?',
        done: 'Votre adversaire doit maintenant prendre le dernier jeton, et il perd. Le Nim se joue des deux façons : convenez de la règle avant une partie.',
        wrong: {
          '1:4': 'Vous prendriez le dernier jeton, et en misère, cela fait perdre.',
          '*': 'Il reste plus d’un jeton, donc votre adversaire peut tous les prendre sauf un et vous laisser le dernier.',
        },
      },
      'last-one': {
        goal: 'Encore en misère : ne laissez à votre adversaire qu’un dernier jeton.',
        hint: 'Le tas 1 ne contient déjà qu’un seul jeton.',
        done: 'Il reste un jeton, et votre adversaire doit le prendre. En misère, laisser un seul jeton fait gagner.',
        wrong: {
          '2:2': 'Il reste deux jetons isolés : votre adversaire en prend un, et vous devez prendre le dernier.',
          '*': 'Après ce coup, votre adversaire peut vous laisser le dernier jeton.',
        },
      },
    },
  },
  mirror: {
    title: 'Deux tas égaux',
    steps: {
      ones: {
        goal: 'Laissez deux tas d’un jeton chacun : votre adversaire en prend un, et vous prenez le dernier.',
        hint: 'Combien de jetons faut-il enlever du tas 2 pour qu’il égale le tas 1 ?',
        done: 'Deux tas d’un jeton : qui doit jouer à partir de là perd. Il en va de même pour deux tas égaux quelconques, comme le montre l’étape suivante.',
        wrong: {
          '2:3': 'Il reste un jeton après ce coup, et votre adversaire le prend.',
          '1:1': 'Seul le tas 2 reste après ce coup, et votre adversaire le prend en entier.',
          '*': 'Les tas ne sont pas égaux après ce coup, et votre adversaire peut les égaliser.',
        },
      },
      copy: {
        goal: 'De deux tas égaux de 3, votre adversaire a pris 2 dans le tas 2 : prenez-en autant dans le tas 1, et gagnez.',
        hint: 'Rendez les deux tas de nouveau égaux.',
        done: 'Quoi que votre adversaire prenne dans un tas, prenez-en autant dans l’autre : les tas restent égaux, donc c’est vous, et jamais votre adversaire, qui prenez le dernier jeton. Cette copie s’appelle le jeu en miroir.',
        wrong: {
          '1:3': 'Seul le tas 2 reste après ce coup, et votre adversaire prend son dernier jeton.',
          '2:1': 'Seul le tas 1 reste après ce coup, et votre adversaire le prend en entier.',
          '*': 'Les tas ne sont pas égaux après ce coup, donc votre adversaire peut les égaliser et vous copier jusqu’au bout.',
        },
      },
      equal: {
        goal: 'Égalisez les deux tas, puis copiez chaque coup de votre adversaire dans l’autre tas jusqu’à prendre le dernier jeton.',
        hint: 'Le tas 1 a 2 jetons : laissez-en autant dans le tas 2.',
        done: 'Égalisez les tas, puis jouez en miroir : avec deux tas, c’est tout le jeu. La leçon suivante fait de même avec n’importe quel nombre de tas.',
        wrong: {
          '1:2': 'Seul le tas 2 reste après ce coup, et votre adversaire le prend en entier.',
          '2:5': 'Seul le tas 1 reste après ce coup, et votre adversaire le prend en entier.',
          '*': 'Les tas ne sont pas égaux après ce coup, et votre adversaire peut les égaliser et jouer en miroir contre vous.',
        },
      },
    },
  },
  balance: {
    title: 'Équilibre : compter en 1, 2, 4 et 8',
    steps: {
      four: {
        goal: 'Écrivez chaque tas comme une somme de 1, 2 et 4 (ainsi 3 vaut 2 + 1), et prenez dans un tas de sorte que 1, 2 et 4 apparaissent chacun un nombre pair de fois en tout.',
        hint: 'Pour l’instant, 1, 2 et 4 apparaissent chacun une fois. Le 4 n’est que dans le tas 3, donc c’est le tas 3 qui doit changer : en quoi, pour répondre aux tas 1 et 2 ?',
        done: 'Des tas de 1, 2 et 3 = 2 + 1 : le 1 et le 2 apparaissent chacun deux fois. Une telle position est équilibrée : tout coup la déséquilibre, vous pouvez toujours la rééquilibrer, et c’est donc vous qui prenez le dernier jeton. Deux tas égaux sont l’équilibre le plus simple.',
        wrong: {
          '*': 'Après ce coup, l’un des nombres 1, 2 ou 4 apparaît un nombre impair de fois, donc votre adversaire peut équilibrer les tas à votre place.',
        },
      },
      start: {
        goal: 'Voici le départ habituel du plateau, 3 = 2 + 1, 4 et 5 = 4 + 1 : équilibrez-le.',
        hint: 'Le 4 et le 1 apparaissent déjà deux fois ; trouvez le nombre qui n’apparaît qu’une fois, et le tas qui le contient.',
        done: 'Des tas de 1, 4 et 5 = 4 + 1 : équilibré. Donc qui joue le premier à partir de 3, 4 et 5 gagne, avec ce coup.',
        wrong: {
          '*': 'Après ce coup, l’un des nombres 1, 2 ou 4 apparaît un nombre impair de fois. Recomptez : lequel n’apparaît maintenant qu’une fois ?',
        },
      },
      choice: {
        goal: 'Équilibrez ces tas, 3 = 2 + 1, 5 = 4 + 1 et 7 = 4 + 2 + 1 ; il y a plus d’une façon de faire.',
        hint: 'Comptez combien de fois apparaissent 1, 2 et 4 : un seul d’entre eux apparaît un nombre impair de fois.',
        done: 'Le 1 apparaissait trois fois, une dans chaque tas, donc un jeton pris dans n’importe quel tas les équilibre. Quand plusieurs tas contiennent le nombre impair, n’importe lequel convient.',
        wrong: { '*': 'Après ce coup, l’un des nombres 1, 2 ou 4 apparaît un nombre impair de fois. Comptez les 1.' },
      },
      eight: {
        goal: 'Équilibrez des tas de 1, 2 et 8 : le 8 apparaît une fois, et un tas peut devenir n’importe quel nombre plus petit.',
        hint: 'Prenez dans le tas qui contient le 8, et laissez-y ce qu’il faut pour répondre aux deux autres tas.',
        done: 'Le tas 3 est devenu 3 = 2 + 1, reprenant le 1 et le 2 des tas 1 et 2. La méthode : trouvez le plus grand de 8, 4, 2, 1 qui apparaît un nombre impair de fois, prenez dans un tas qui le contient, et laissez-y de quoi rendre chaque compte pair. Ce qui reste impair s’appelle la somme de Nim (le XOR binaire des tas) ; équilibré veut dire une somme de Nim nulle.',
        wrong: {
          '*': 'Après ce coup, l’un des nombres 1, 2, 4 ou 8 apparaît encore un nombre impair de fois. Quel tas contient le 8 ?',
        },
      },
    },
  },
  'misere-play': {
    title: 'Misère : jouez comme d’habitude, jusqu’à la fin',
    steps: {
      'odd-ones': {
        goal: 'Misère : tous les tas sauf un ont au plus un jeton, alors laissez maintenant un nombre impair de jetons isolés, et rien d’autre.',
        hint: 'Le tas 3 peut garder un jeton ou aucun : comptez les jetons isolés dans chaque cas.',
        done: 'Trois jetons isolés : votre adversaire et vous les prenez à tour de rôle, et votre adversaire prend le dernier. Le jeu normal viderait le tas 3 et en laisserait deux ; c’est le seul changement qu’apporte la misère, une fois qu’un seul tas a plus d’un jeton.',
        wrong: {
          '3:4':
            'C’est le coup normal, mais il laisse deux jetons isolés : votre adversaire en prend un, et vous devez prendre le dernier.',
          '*': 'Le tas 3 garde plus d’un jeton, et votre adversaire peut s’en servir pour vous laisser un nombre impair de jetons isolés.',
        },
      },
      'as-normal': {
        goal: 'Misère avec deux tas de deux jetons ou plus : égalisez-les, comme au Nim normal.',
        hint: 'Le tas 1 a 2 jetons.',
        done: 'Des tas égaux, comme au jeu normal. Après le coup de votre adversaire, un seul tas aura plus d’un jeton, et la fin est à vous : l’étape suivante le montre.',
        wrong: {
          '*': 'Les tas ne sont pas égaux après ce coup. Tant que deux tas ont deux jetons ou plus, la misère se joue comme le Nim normal.',
        },
      },
      switch: {
        goal: 'Votre adversaire a pris 1 dans le tas 1, donc seul le tas 2 a plus d’un jeton : laissez un nombre impair de jetons isolés.',
        hint: 'Comptez les jetons isolés qui restent si le tas 2 garde un jeton, et s’il n’en garde aucun.',
        done: 'Il reste un jeton isolé, et votre adversaire doit le prendre. Le jeu normal laisserait ici deux tas d’un jeton ; en misère, vous en laissez un.',
        wrong: {
          '2:1': 'Cela laisse deux jetons isolés : votre adversaire en prend un, et vous devez prendre le dernier.',
          '1:1':
            'Le tas 2 garde deux jetons après ce coup : votre adversaire en prend un, et vous devez prendre le dernier.',
          '*': 'Cela ne laisse pas un nombre impair de jetons isolés.',
        },
      },
      start: {
        goal: 'Misère depuis le départ habituel, 3, 4 et 5 : jouez le premier coup gagnant.',
        hint: 'Il reste des tas de deux jetons ou plus, alors jouez le coup d’équilibre normal.',
        done: 'Le même coup qu’au Nim normal laisse 1, 4 et 5 = 4 + 1, équilibré. Vous connaissez maintenant tout le jeu : jouez une partie contre l’ordinateur, normale ou en misère.',
        wrong: {
          '*': 'Cela laisse les tas déséquilibrés, et avec de grands tas, la misère se joue comme le Nim normal. Lequel de 1, 2 et 4 apparaît une fois ?',
        },
      },
    },
  },
};

export default texts;
