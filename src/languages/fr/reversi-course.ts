/**
 * Reversi's course in French, with « vous »; the board's « pion », « case », « coup » and « plateau », the sides Noir
 * and Blanc, a disc « retourné », a row a « rangée ».
 */
import type { CourseTexts } from '../../core/lesson-data.js';

const texts: CourseTexts = {
  place: {
    title: 'Votre premier pion',
    steps: {
      first: {
        goal: 'Vous jouez Noir : posez un pion sur une case marquée d’un point, en cliquant dessus ou en la touchant, ou en y allant avec les flèches puis en appuyant sur Entrée.',
        done: 'Votre nouveau pion et un pion noir déjà en place encadraient un pion blanc, qui est donc devenu noir. Chaque coup doit retourner au moins un pion de cette façon ; les points montrent où vous pouvez jouer.',
      },
      aim: {
        goal: 'Sur ce plateau plus petit, qui se joue avec les mêmes règles, rendez noir le pion blanc en d4.',
        hint: 'Les colonnes portent des lettres à partir de la gauche, et les rangées des numéros à partir du haut. d4 doit se retrouver entre votre nouveau pion et un pion noir, sur une même ligne droite.',
        done: 'd4 est noir maintenant. Seuls les pions que votre nouveau pion encadre en ligne avec un autre pion noir se retournent ; les autres restent tels quels.',
        wrong: {
          '*': 'Ce coup retourne un autre pion blanc. Pour retourner d4, posez votre pion de l’autre côté de d4 par rapport à un pion noir, en ligne droite.',
        },
      },
    },
  },
  line: {
    title: 'Toute une ligne se retourne',
    steps: {
      row: {
        goal: 'Retournez les trois pions blancs de la rangée 3 avec un seul pion.',
        hint: 'Fermez la rangée de pions blancs par son bout libre, à l’opposé du pion noir en a3.',
        done: 'Les trois se sont retournés d’un coup : chaque pion blanc entre votre nouveau pion et votre autre pion se retourne, quel que soit leur nombre, tant que la ligne n’a pas de trou.',
        wrong: { '*': 'Cela ne retourne qu’un pion. Cherchez le bout libre de la rangée blanche qui part de a3.' },
      },
      diagonal: {
        goal: 'Les lignes vont aussi en diagonale : retournez trois pions blancs le long d’une diagonale en un seul coup.',
        hint: 'Partez du pion noir en b2 et suivez les pions blancs vers le bas et vers la droite.',
        done: 'Toute la diagonale depuis b2 s’est retournée. Une ligne peut aller de gauche à droite, de haut en bas ou d’un coin à l’autre.',
        wrong: {
          f5: 'f5 ferme la rangée 5 et retourne deux pions. Cherchez la diagonale de trois.',
          '*': 'Cela ne retourne qu’un pion. Cherchez une ligne plus longue de pions blancs sur une diagonale.',
        },
      },
    },
  },
  directions: {
    title: 'Plusieurs lignes à la fois',
    steps: {
      two: {
        goal: 'Trouvez la case qui retourne des pions blancs sur deux lignes à la fois.',
        hint: 'Chaque pion noir peut fermer sa propre ligne : cherchez une case vide alignée avec deux d’entre eux.',
        done: 'e5 a fermé la colonne jusqu’à e2 et la diagonale jusqu’à b2 : quatre pions en un coup. Un nouveau pion retourne chaque ligne qu’il ferme, dans les huit directions.',
        wrong: {
          d5: 'd5 ne ferme que la rangée 5 et retourne deux pions. Une autre case ferme deux lignes.',
          '*': 'Cela ne ferme qu’une ligne. Une autre case en ferme deux.',
        },
      },
      five: {
        goal: 'Retournez cinq pions blancs en un seul coup.',
        hint: 'Regardez la case vide au milieu des pions blancs : y a-t-il un pion noir derrière chacun de ses voisins blancs ?',
        done: 'Un seul pion a fermé cinq lignes : vers le haut, les deux diagonales montantes, vers la gauche et en bas à gauche. e4 est resté blanc : aucun pion noir ne ferme cette ligne.',
        wrong: {
          '*': 'Cela ne ferme qu’une ligne. Trouvez la case entourée de pions blancs, avec des pions noirs derrière eux.',
        },
      },
    },
  },
  end: {
    title: 'La fin de la partie',
    steps: {
      count: {
        goal: 'Il reste deux cases : jouez celle qui vous laisse le plus de pions à la fin de la partie.',
        hint: 'Quand aucun camp ne peut jouer, la partie est finie et on compte les pions. Comptez-les après chacun de vos coups et la réponse de Blanc.',
        done: 'Après c4, aucun camp ne peut jouer d1, donc la partie se termine avec cette case vide : Noir 10, Blanc 5. La partie se termine quand le plateau est plein ou que personne ne peut jouer, et le camp qui a le plus de pions gagne.',
        wrong: {
          d1: 'Après d1, Blanc joue c4, remplit le plateau et retourne des pions à son tour : 7 noirs contre 9 blancs.',
        },
      },
    },
  },
  pass: {
    title: 'Aucun coup : passer',
    steps: {
      'no-move': {
        goal: 'Noir n’a aucune case qui retourne un pion blanc, alors passez : appuyez sur le bouton « Passer » sous le plateau, ou sur la touche P.',
        hint: 'Essayez une case : le plateau vous dit pourquoi elle ne retourne rien. Quand aucune case ne retourne de pion, vous devez passer.',
        done: 'Vous avez passé, et c’est à Blanc de jouer. Vous ne pouvez passer que si vous n’avez aucun coup ; quand aucun des deux camps n’en a, la partie est finie.',
        wrong: { '*': 'Noir ne peut poser aucun pion ici : passer est le seul coup possible.' },
      },
      again: {
        goal: 'Blanc mène 9 à 4 : gagnez en jouant de sorte que Blanc n’ait plus de coup et doive passer, puis rejouez.',
        hint: 'Après chacun de vos coups, regardez les cases vides du point de vue de Blanc : un pion blanc pourrait-il y fermer une ligne ?',
        done: 'Blanc a dû passer, vous avez donc joué deux fois de suite : à 4 pions contre 9, vous avez gagné 9 à 6, et c1 est restée vide.',
        wrong: {
          '*': 'Après ce coup, Blanc a encore un coup, et vous ne pouvez plus gagner. Trouvez le coup qui n’en laisse aucun à Blanc.',
        },
      },
    },
  },
  corners: {
    title: 'Les coins',
    steps: {
      take: {
        goal: 'Prenez un coin.',
        hint: 'Les coins sont a1, f1, a6 et f6 ; l’un d’eux est un coup permis.',
        done: 'Aucune ligne ne passe au-delà d’un coin, donc rien ne peut jamais y encadrer un pion : il reste noir jusqu’à la fin. Les pions voisins peuvent s’appuyer sur lui et devenir sûrs à leur tour.',
        wrong: {
          c6: 'c6 retourne trois pions, mais ils pourront être retournés plus tard. Un pion de coin, jamais.',
          '*': 'Ce n’est pas un coin. Regardez a1, f1, a6 et f6.',
        },
      },
      'no-gift': {
        goal: 'Jouez un coup après lequel Blanc ne peut pas prendre de coin.',
        hint: 'Le coin a1 est vide. Lequel de vos coups donnerait à Blanc une ligne à fermer depuis a1 ?',
        done: 'Blanc n’a toujours pas de coin. Un pion à côté d’un coin vide permet souvent à l’adversaire de le prendre : ne jouez là que si vous n’avez pas le choix.',
        wrong: {
          a2: 'a2 retourne cinq pions, mais il est à côté du coin vide : Blanc joue alors a1, et ce pion est à Blanc pour de bon.',
          b1: 'b1 est à côté du coin vide : Blanc joue alors a1, et ce pion est à Blanc pour de bon.',
          '*': 'Ce coup permet à Blanc de prendre un coin.',
        },
      },
      'corner-wins': {
        goal: 'De retour sur le plateau habituel de 8 sur 8, gagnez la partie : il reste trois cases sur la rangée 1.',
        hint: 'Un pion en h1 ne peut jamais être retourné ; un pion en g1, à côté du coin vide, si.',
        done: 'Vous avez pris h1, Blanc a répondu g1, et f1 a rempli le plateau : 34 à 30 pour Noir.',
        wrong: {
          g1: 'g1 est à côté du coin vide : après f1 de Blanc et votre h1, le plateau est plein à 32 partout, une partie nulle.',
          f1: 'Après f1, Blanc joue g1, et même avec h1 vous finissez à 28 contre 36.',
        },
      },
    },
  },
  mobility: {
    title: 'Moins de pions, plus de coups',
    steps: {
      fewest: {
        goal: 'Jouez le coup qui laisse à Blanc le moins de réponses possibles.',
        hint: 'Un coup qui retourne beaucoup de pions ouvre souvent des cases à Blanc. Regardez ce que Blanc pourrait jouer après chacun de vos coups.',
        done: 'Après f4, Blanc n’a qu’un seul coup, e3, bien qu’il ait plus de pions. Avoir des coups compte plus qu’avoir des pions : un camp qui a peu de coups doit bientôt en jouer de mauvais.',
        wrong: {
          c2: 'c2 retourne quatre pions, mais Blanc a ensuite huit coups au choix.',
          '*': 'Cela laisse plus d’un coup à Blanc. Un autre coup ne lui laisse qu’une seule réponse.',
        },
      },
      'no-reply': {
        goal: 'Blanc a 23 pions contre vos 10 : gagnez en laissant Blanc sans aucun coup.',
        hint: 'Ne comptez pas les pions que vous retournez ; comptez les réponses de Blanc après votre coup.',
        done: 'Après c1, Blanc n’avait aucun coup et a passé, puis a5 a terminé la partie : 21 à 14 pour Noir. Vous pouvez maintenant jouer une vraie partie contre l’ordinateur.',
        wrong: {
          a5: 'a5 retourne sept pions, mais Blanc a encore un coup ensuite et finit devant.',
          '*': 'Après cela, Blanc a encore un coup et finit devant.',
        },
      },
    },
  },
};

export default texts;
