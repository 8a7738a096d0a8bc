/**
 * Peg solitaire's course in French, with « vous »; the board's « pion », « trou », « saut », « coup » and « plateau »
 * (the French board is the « plateau européen »), a row a « rangée », a package of pegs cleared together a « paquet ».
 */
import type { CourseTexts } from '../../core/lesson-data.js';

const texts: CourseTexts = {
  'first-jump': {
    title: 'Votre premier saut',
    steps: {
      first: {
        goal: 'Faites sauter un pion dans le trou vide du milieu : cliquez ou touchez un pion situé à deux trous de lui en ligne droite, puis le trou (ou déplacez-vous avec les flèches et appuyez sur Entrée sur le pion, puis sur le trou).',
        hint: 'Le trou vide est d4. Un pion en d2, d6, b4 ou f4 peut y sauter par-dessus le pion situé entre les deux.',
        done: 'C’est un saut : votre pion est passé par-dessus son voisin, et le voisin a été retiré du plateau. Chaque coup est un saut, et chaque saut retire un pion.',
      },
    },
  },
  jumps: {
    title: 'Sauter retire un pion',
    steps: {
      take: {
        goal: 'Retirez du plateau le pion en c4 : faites sauter un autre pion par-dessus.',
        hint: 'Un saut arrive dans le trou vide juste derrière le pion qu’il franchit. Quel trou vide touche c4 ?',
        done: 'c5 a sauté par-dessus c4 jusqu’en c3, et c4 a été retiré. Un saut demande toujours trois trous alignés : votre pion, le pion qu’il franchit et un trou vide.',
        wrong: {
          '*': 'Ce saut retire un autre pion. Trouvez le pion qui peut passer par-dessus c4 jusqu’à un trou vide.',
        },
      },
      straight: {
        goal: 'Remplissez le trou vide en d2 par un saut ; les pions sautent le long des rangées et des colonnes, jamais en diagonale.',
        hint: 'Depuis d2, regardez tout droit vers le bas dans la colonne d : deux pions à la suite.',
        done: 'd4 a sauté vers le haut par-dessus d3. Sur ce plateau, un pion saute vers le haut, le bas, la gauche ou la droite, par-dessus un seul pion, jamais en biais.',
        wrong: {
          '*': 'Ce saut n’arrive pas en d2. Trouvez un pion à deux trous de d2 sur sa colonne ou sa rangée, avec un pion entre les deux.',
        },
      },
    },
  },
  chains: {
    title: 'Un pion, plusieurs sauts',
    steps: {
      again: {
        goal: 'Le pion qui vient d’arriver en c4 peut sauter encore : faites ce deuxième saut.',
        hint: 'Depuis c4, cherchez un pion voisin avec un trou vide juste derrière.',
        done: 'Chaque saut est un coup à part entière, même quand le même pion saute encore. Un pion peut continuer à sauter, un coup à la fois, tant qu’il trouve un pion à franchir et un trou vide derrière.',
        wrong: { '*': 'C’est le saut d’un autre pion. Sautez encore avec le pion en c4.' },
      },
      twice: {
        goal: 'Ne laissez qu’un pion, en d4, en quatre sauts : l’un de vos pions doit sauter deux fois de suite.',
        hint: 'Cherchez un pion qui, après un saut, arrive là où il peut sauter encore.',
        done: 'c5 a sauté en e5, puis plus loin en e3, en tournant à angle droit : deux coups d’un même pion. Ensuite e2 et f4 ont fini en d4.',
        wrong: {
          'f4-d4': 'd4 se remplit trop tôt : les quatre pions restants ne peuvent plus finir en un seul.',
          '*': 'Après ce saut, les pions ne peuvent plus finir en un seul pion en d4. Cherchez un pion qui peut sauter deux fois de suite.',
        },
      },
    },
  },
  goal: {
    title: 'Le but : un seul pion restant',
    steps: {
      last: {
        goal: 'Finissez avec un seul pion en d4, le trou qui était vide au départ (entouré d’un cercle en pointillés).',
        hint: 'Il reste deux pions, l’un au-dessus de l’autre. Lequel peut arriver en d4 ?',
        done: 'Un seul pion restant, dans le trou vide au départ : une partie parfaite. Un seul pion n’importe où, c’est gagné ; un seul pion dans le trou de départ, c’est la plus belle des fins.',
        wrong: {
          'd5-d7':
            'Cela laisse aussi un seul pion, et c’est gagné, mais en d7. Une partie parfaite finit dans le trou qui était vide au départ : d4.',
          '*': 'Une partie parfaite finit en d4, le trou qui était vide au départ.',
        },
      },
      finish: {
        goal: 'Ne laissez qu’un pion en d4 : il vous reste deux sauts pour y arriver.',
        hint: 'Sautez d’abord de façon que deux pions soient côte à côte, avec d4 vide juste après eux.',
        done: 'La partie s’arrête quand plus aucun saut n’est possible : chaque saut doit donc laisser des pions qui peuvent encore se rejoindre. Ici, ils se sont rejoints en d4.',
        wrong: {
          'd4-b4': 'Alors b4 et f4 sont séparés et aucun ne peut sauter : la partie finit avec deux pions.',
          '*': 'Cela ne peut pas finir avec un seul pion en d4. Cherchez dans quel ordre les pions peuvent encore s’y rejoindre.',
        },
      },
    },
  },
  boards: {
    title: 'D’autres plateaux',
    steps: {
      french: {
        goal: 'Le plateau européen a 37 trous, quatre de plus que le plateau anglais : faites n’importe quel saut pour l’essayer.',
        hint: 'Le trou vide est d3. Un pion à deux trous de lui, avec un pion entre les deux, peut y sauter.',
        done: 'Les règles sont les mêmes sur les plateaux européen, de Wiegleb et en losange. Avec le centre vide au départ, le plateau européen ne peut jamais finir avec un seul pion : c’est pourquoi ici, d3 était vide au départ.',
      },
      triangle: {
        goal: 'Sur le triangle, un pion saute aussi le long des lignes obliques ; faites plutôt un saut tout droit le long d’une rangée.',
        hint: 'Regardez la troisième rangée en partant du haut : son trou de gauche est vide, et les deux autres ont des pions.',
        done: 'Sur le triangle, un pion saute le long d’une rangée ou de l’une des deux obliques : six sens en tout. Ici, les rangées n’ont ni lettres ni numéros ; le but est le même : un seul pion restant.',
        wrong: {
          '*': 'Ce saut suit une oblique. Trouvez le saut qui traverse une rangée tout droit, d’un bout à l’autre.',
        },
      },
    },
  },
  together: {
    title: 'Gardez vos pions groupés',
    steps: {
      scatter: {
        goal: 'Ne laissez qu’un pion en d4, en trois sauts.',
        hint: 'Sauter tout de suite en d4 semble bien, mais regardez les pions laissés derrière : gardez chaque pion à côté d’un autre.',
        done: 'Chaque saut a laissé un pion à côté de celui qui devait sauter ensuite : il y avait donc toujours un saut. Un pion sans voisin ne peut jamais être retiré.',
        wrong: {
          'b4-d4': 'd4 est rempli, mais c2 et c5 restent seuls, sans pion à côté : plus aucun saut n’est possible.',
          '*': 'Ce saut éloigne un pion des autres, et plus aucun saut n’est possible : la partie finit avec trois pions.',
        },
      },
      strand: {
        goal: 'Ne laissez qu’un pion en d4, en quatre sauts, sans isoler aucun pion.',
        hint: 'Les pions en d2 et d3 sont loin de la rangée b5, c5, d5 : rapprochez-les d’abord.',
        done: 'Un pion seul au bord, ou loin des autres, ne peut plus jamais être franchi. Rapprochez d’abord les pions éloignés du reste, puis videz le groupe : ses trois derniers sauts formaient un paquet, le sujet de la prochaine leçon.',
        wrong: {
          'd3-d1': 'Cela envoie un pion en d1, au bord du haut, où aucun autre pion ne pourra jamais l’atteindre.',
          'c5-a5': 'Cela laisse un pion en a5, au bord, loin des autres.',
          'c5-e5': 'Cela laisse b5 seul, sans pion à côté.',
          '*': 'Après ce saut, les pions ne peuvent plus finir en un seul en d4.',
        },
      },
    },
  },
  packages: {
    title: 'Videz les pions par paquets',
    steps: {
      'l-shape': {
        goal: 'Réduisez ce L de quatre pions à un seul pion en d4, en trois sauts.',
        hint: 'Le pion en d4 peut sortir en sautant par-dessus le coin du L, et revenir plus tard.',
        done: 'Trois pions alignés, avec un quatrième à côté d’un bout, se vident en trois sauts : le quatrième sort en sautant par-dessus le pion du bout, le pion le plus éloigné saute le long de la ligne dans le trou ainsi libéré, et le quatrième revient en sautant par-dessus lui, à sa place de départ.',
        wrong: { '*': 'Cela casse le L : les pions restants ne peuvent plus finir en un seul en d4.' },
      },
      line: {
        goal: 'Trouvez ici le même paquet, videz-le, et finissez avec un seul pion en d4.',
        hint: 'La colonne e a trois pions alignés, et d5 se trouve à côté de son bout.',
        done: 'Le paquet a vidé e3, e4 et e5 et ramené le pion auxiliaire en d5 ; puis d6 a fini en d4. Les bons joueurs découpent le plateau en paquets de ce genre. Jouez maintenant une partie entière : appuyez sur h chaque fois que vous voulez un indice.',
        wrong: {
          'd6-d4': 'd4 se remplit trop tôt : les trois pions de la colonne e ne peuvent plus être retirés.',
          '*': 'Cela ne mène pas à un seul pion en d4. Cherchez trois pions alignés avec un quatrième à côté d’un bout.',
        },
      },
    },
  },
};

export default texts;
