/**
 * Tic-tac-toe's course in French; the board's « case », « coup » and « grille », a row a « rangée », a line a
 * « ligne ».
 */
import type { CourseTexts } from '../../core/lesson-data.js';

const texts: CourseTexts = {
  marks: {
    title: 'Votre première marque',
    steps: {
      first: {
        goal: 'Vous jouez les X : posez un X sur n’importe quelle case vide, en cliquant dessus ou en la touchant, ou en y allant avec les flèches puis en appuyant sur Entrée.',
        done: 'Voilà un coup. Ensuite O joue, et vous jouez chacun à votre tour jusqu’à ce que l’un de vous en aligne trois ou que la grille soit pleine.',
      },
    },
  },
  lines: {
    title: 'Trois alignés',
    steps: {
      row: {
        goal: 'Gagnez : posez un troisième X à côté de vos deux autres pour en aligner trois.',
        hint: 'Vos deux X sont sur la même rangée. Une case de cette rangée est encore vide.',
        done: 'Trois alignés sur une rangée : vous gagnez.',
        wrong: { '*': 'Cette case ne complète pas une ligne de trois X. Regardez le long de la rangée de vos deux X.' },
      },
      column: {
        goal: 'Gagnez encore : trois alignés dans une colonne gagnent aussi.',
        hint: 'Vos deux X sont l’un au-dessus de l’autre.',
        done: 'Trois dans une colonne : vous gagnez.',
        wrong: {
          b3: 'Cela arrête O, mais vous pouvez gagner tout de suite : complétez d’abord votre propre ligne.',
          '*': 'Cette case ne complète pas une ligne de trois X.',
        },
      },
      diagonal: {
        goal: 'Gagnez une fois de plus : les deux diagonales, d’un coin à l’autre, sont aussi des lignes.',
        hint: 'Vos X sont dans un coin et au centre. Quel coin est en face du vôtre ?',
        done: 'Trois sur une diagonale : vous gagnez. Les rangées, les colonnes et les deux diagonales sont les huit lignes de la grille.',
        wrong: {
          '*': 'Cette case ne complète pas une ligne de trois X. Regardez d’un coin à l’autre en passant par le centre.',
        },
      },
    },
  },
  block: {
    title: 'Bloquer une ligne',
    steps: {
      column: {
        goal: 'O en a deux sur une ligne et la complétera au prochain coup : posez votre X là où il arrête O.',
        hint: 'Cherchez la ligne qui a deux O et une case vide.',
        done: 'Bloqué. Quand vous ne pouvez pas gagner tout de suite, arrêtez d’abord la ligne que votre adversaire va compléter.',
        wrong: { '*': 'O joue alors la case vide de sa ligne et gagne. Cherchez la ligne qui a deux O.' },
      },
      diagonal: {
        goal: 'O menace encore : arrêtez-le.',
        hint: 'Cette fois, la ligne est une diagonale.',
        done: 'Encore bloqué. Les lignes en diagonale sont les plus faciles à manquer.',
        wrong: { '*': 'O en a toujours deux sur une diagonale dont la troisième case est vide.' },
      },
    },
  },
  fork: {
    title: 'Deux menaces à la fois',
    steps: {
      'two-threats': {
        goal: 'Faites d’un seul coup deux lignes de deux X : O ne peut en arrêter qu’une, et vous gagnez avec l’autre.',
        hint: 'Cherchez une case vide qui commence une deuxième ligne avec vos X tout en gardant la première.',
        done: 'Une fourchette : deux menaces, et un seul coup ne peut pas les arrêter toutes les deux. C’est ainsi que se gagnent la plupart des parties de morpion.',
        wrong: { '*': 'Après ce coup, O peut arrêter votre seule menace. Trouvez une case qui en crée deux.' },
      },
    },
  },
  larger: {
    title: 'Des grilles plus grandes',
    steps: {
      four: {
        goal: 'Sur une grille de quatre sur quatre, il faut en aligner quatre pour gagner : complétez votre ligne de quatre.',
        hint: 'Vos trois X sont sur une même rangée.',
        done: 'Quatre alignés. Sur les grilles plus grandes, les lignes sont plus longues, et bloquer compte encore plus.',
        wrong: { '*': 'Ce coup n’en aligne pas quatre, et O complète alors sa propre ligne.' },
      },
    },
  },
};

export default texts;
