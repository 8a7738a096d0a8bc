/** The course's texts in English, by lesson and step (see `course.ts`). */
import type { CourseTexts } from '../../core/lesson-data.js';

/** English. */
export const en: CourseTexts = {
  marks: {
    title: 'Your first mark',
    steps: {
      first: {
        goal: 'You play X. Put an X on any empty square: click or tap it, or move there with the arrow keys and press Enter.',
        done: 'That is a move. Then O plays, and you take turns until one of you has three in a row or the board is full.',
      },
    },
  },
  lines: {
    title: 'Three in a row',
    steps: {
      row: {
        goal: 'Win: put a third X beside your two, to make three in a row.',
        hint: 'Your two X share a row. One square of that row is still empty.',
        done: 'Three in a row across: you win.',
        wrong: { '*': 'That square does not finish a line of three X. Look along the row your two X share.' },
      },
      column: {
        goal: 'Win again: three in a line down a column wins too.',
        hint: 'Your two X are one above the other.',
        done: 'Three down a column: you win.',
        wrong: {
          b3: 'That stops O, but you can win at once: finish your own line first.',
          '*': 'That square does not finish a line of three X.',
        },
      },
      diagonal: {
        goal: 'Win once more: the two diagonals, corner to corner, are lines too.',
        hint: 'Your X are in a corner and in the middle. Which corner is across from yours?',
        done: 'Three on a diagonal: you win. Rows, columns and the two diagonals are the eight lines of the board.',
        wrong: { '*': 'That square does not finish a line of three X. Look from corner to corner through the middle.' },
      },
    },
  },
  block: {
    title: 'Stop a line',
    steps: {
      column: {
        goal: 'O has two in a line and will finish it next move. Put your X where it stops O.',
        hint: 'Find the line with two O and an empty square.',
        done: 'Blocked. When you cannot win at once, first stop the line your opponent is about to finish.',
        wrong: { '*': 'Then O plays the empty square of its line and wins. Find the line with two O.' },
      },
      diagonal: {
        goal: 'O threatens again. Stop it.',
        hint: 'The line is a diagonal this time.',
        done: 'Blocked again. Lines on a diagonal are the easiest to miss.',
        wrong: { '*': 'O still has two on a diagonal with its third square empty.' },
      },
    },
  },
  fork: {
    title: 'Two threats at once',
    steps: {
      'two-threats': {
        goal: 'Make two lines of two X at once. O can stop only one of them, and you win with the other.',
        hint: 'Look for an empty square that starts a second line with your X while keeping the first.',
        done: 'A fork: two threats, and one move cannot stop both. This is how most games of tic-tac-toe are won.',
        wrong: { '*': 'After that, O can stop your only threat. Find a square that makes two.' },
      },
    },
  },
  larger: {
    title: 'Larger boards',
    steps: {
      four: {
        goal: 'On a board of four by four, four in a row win. Finish your line of four.',
        hint: 'Your three X are in one row.',
        done: 'Four in a row. On larger boards the lines are longer, and blocking matters even more.',
        wrong: { '*': 'That does not make four in a row, and O then finishes its own.' },
      },
    },
  },
};
