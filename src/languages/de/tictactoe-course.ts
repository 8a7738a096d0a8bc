/**
 * Tic-tac-toe's course in German; the board's „Feld“, „Zug“ and „Brett“, a line a „Reihe“, a row a „Zeile“, a column a
 * „Spalte“.
 */
import type { CourseTexts } from '../../core/lesson-data.js';

const texts: CourseTexts = {
  marks: {
    title: 'Dein erstes Zeichen',
    steps: {
      first: {
        goal: 'Du spielst X: Setze ein X auf ein beliebiges leeres Feld, indem du es anklickst oder antippst oder mit den Pfeiltasten hingehst und die Eingabetaste drückst.',
        done: 'Das ist ein Zug. Danach ist O dran, und ihr zieht abwechselnd, bis einer von euch drei in einer Reihe hat oder alle Felder belegt sind.',
      },
    },
  },
  lines: {
    title: 'Drei in einer Reihe',
    steps: {
      row: {
        goal: 'Gewinne: Setze ein drittes X neben deine beiden, damit drei in einer Reihe stehen.',
        hint: 'Deine beiden X stehen in derselben Zeile. Ein Feld dieser Zeile ist noch leer.',
        done: 'Drei waagerecht in einer Reihe: Du gewinnst.',
        wrong: {
          '*': 'Dieses Feld vervollständigt keine Reihe aus drei X. Schau dir die Zeile an, in der deine beiden X stehen.',
        },
      },
      column: {
        goal: 'Gewinne noch einmal: Auch drei senkrecht in einer Spalte gewinnen.',
        hint: 'Deine beiden X stehen übereinander.',
        done: 'Drei senkrecht in einer Spalte: Du gewinnst.',
        wrong: {
          b3: 'Damit hältst du O auf, aber du kannst sofort gewinnen: Vervollständige zuerst deine eigene Reihe.',
          '*': 'Dieses Feld vervollständigt keine Reihe aus drei X.',
        },
      },
      diagonal: {
        goal: 'Gewinne ein weiteres Mal: Auch die beiden Diagonalen, von Ecke zu Ecke, sind Reihen.',
        hint: 'Deine X stehen in einer Ecke und in der Mitte. Welche Ecke liegt deiner gegenüber?',
        done: 'Drei auf einer Diagonale: Du gewinnst. Die Zeilen, die Spalten und die beiden Diagonalen sind die acht Reihen des Bretts.',
        wrong: {
          '*': 'Dieses Feld vervollständigt keine Reihe aus drei X. Schau von Ecke zu Ecke durch die Mitte.',
        },
      },
    },
  },
  block: {
    title: 'Eine Reihe blockieren',
    steps: {
      column: {
        goal: 'O hat zwei in einer Reihe und vervollständigt sie im nächsten Zug: Setze dein X so, dass es O aufhält.',
        hint: 'Such die Reihe mit zwei O und einem leeren Feld.',
        done: 'Blockiert. Wenn du nicht sofort gewinnen kannst, halte zuerst die Reihe auf, die dein Gegner gleich vervollständigt.',
        wrong: { '*': 'Dann setzt O auf das leere Feld seiner Reihe und gewinnt. Such die Reihe mit zwei O.' },
      },
      diagonal: {
        goal: 'O droht schon wieder: Halte es auf.',
        hint: 'Diesmal ist die Reihe eine Diagonale.',
        done: 'Wieder blockiert. Diagonale Reihen übersieht man am leichtesten.',
        wrong: { '*': 'O hat immer noch zwei auf einer Diagonale, deren drittes Feld leer ist.' },
      },
    },
  },
  fork: {
    title: 'Zwei Drohungen auf einmal',
    steps: {
      'two-threats': {
        goal: 'Bilde mit einem Zug zwei Reihen mit je zwei X: O kann nur eine davon aufhalten, und mit der anderen gewinnst du.',
        hint: 'Such ein leeres Feld, das mit deinen X eine zweite Reihe beginnt und die erste behält.',
        done: 'Eine Gabel: zwei Drohungen, und ein einziger Zug kann nicht beide aufhalten. So werden die meisten Tic-Tac-Toe-Partien gewonnen.',
        wrong: { '*': 'Danach kann O deine einzige Drohung aufhalten. Such ein Feld, das zwei schafft.' },
      },
    },
  },
  larger: {
    title: 'Größere Bretter',
    steps: {
      four: {
        goal: 'Auf einem Brett mit vier mal vier Feldern gewinnen vier in einer Reihe: Vervollständige deine Viererreihe.',
        hint: 'Deine drei X stehen in einer Zeile.',
        done: 'Vier in einer Reihe. Auf größeren Brettern sind die Reihen länger, und Blockieren ist noch wichtiger.',
        wrong: { '*': 'Damit hast du nicht vier in einer Reihe, und O vervollständigt dann seine eigene.' },
      },
    },
  },
};

export default texts;
