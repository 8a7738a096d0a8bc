/** The course's texts in English, by lesson and step (see `course.ts`). */
import type { CourseTexts } from '../../core/lesson-data.js';

/** English. */
export const en: CourseTexts = {
  drop: {
    title: 'Dropping a disc',
    steps: {
      first: {
        goal: 'You play red. Drop a disc into any column: click or tap the column, press its number (1 to 7), or move to it with the arrow keys and press Enter.',
        done: 'Your disc fell to the bottom: a disc always falls to the lowest empty cell of its column. Then yellow drops one, and you take turns.',
      },
      full: {
        goal: 'Column 4 is full. Drop a disc into any other column.',
        hint: 'A column holds six discs, one above the other; a seventh has nowhere to go.',
        done: 'A full column takes no more discs. If every column fills up and no one has four in a row, the game is a draw.',
      },
    },
  },
  lines: {
    title: 'Four in a row',
    steps: {
      across: {
        goal: 'Win: drop a fourth red disc in the bottom row, next to your three.',
        hint: 'Yellow has closed one end of your three, in column 6. Look at the other end.',
        done: 'Four in a row across: you win.',
        wrong: {
          '6': 'Column 6 already holds a yellow disc, so yours lands on top of it, not in the bottom row.',
          '*': 'That does not make four in a row. Your three red discs lie in the bottom row, in columns 3 to 5.',
        },
      },
      down: {
        goal: 'Win again: four discs one above the other count too.',
        hint: 'Your three discs are stacked in one column.',
        done: 'Four in a row up and down: you win.',
        wrong: { '*': 'That does not make four. Put your disc on top of your three.' },
      },
      'diagonal-up': {
        goal: 'Win once more: a line may also climb slantwise, one cell up for each column to the right.',
        hint: 'Start at your disc in column 1 and go up one cell with each column to the right.',
        done: 'Four on a diagonal: you win. The discs below the winning cell had to be there first, or your disc would have fallen lower.',
        wrong: {
          '*': 'That does not finish your slanting line. Follow it from column 1 at the bottom, one cell up for each column.',
        },
      },
      'diagonal-down': {
        goal: 'Win: the other diagonal, falling from left to right, counts too, and this time the empty cell is inside the line.',
        hint: 'Your line runs from column 4, high up, down to column 7 at the bottom. One of its four cells is still empty.',
        done: 'Four on the other diagonal. A line can be finished at either end or in the middle: across, up and down, and on both diagonals.',
        wrong: {
          '*': 'That does not finish your line. Follow it from column 4 down to column 7 and find its empty cell.',
        },
      },
    },
  },
  block: {
    title: 'Stop a threat',
    steps: {
      across: {
        goal: 'Yellow has three in the bottom row and will drop its fourth next move. Put your disc where it stops yellow.',
        hint: 'Three discs in a line with the fourth cell empty are a threat. Find the empty cell at the end of yellow’s three.',
        done: 'Blocked. Before anything else, look whether your opponent can make four next move, and stop it.',
        wrong: { '*': 'Then yellow drops into column 5 and has four in a row. Stop the threat first.' },
      },
      diagonal: {
        goal: 'Yellow threatens again. Stop it.',
        hint: 'Yellow’s line is a diagonal this time: start at its disc in column 2 and go up to the right.',
        done: 'Blocked. Threats on a diagonal are the easiest to miss: look for them before every move.',
        wrong: {
          '*': 'Then yellow drops into column 5, on top of the three discs there, and makes four on a diagonal.',
        },
      },
    },
  },
  centre: {
    title: 'Start in the middle',
    steps: {
      middle: {
        goal: 'A new game: drop your first disc in the column that joins the most lines of four.',
        hint: 'A line across needs four columns side by side. Which column lies inside the most of them?',
        done: 'The middle column: a disc there can belong to four different lines across, one at the edge to only one. Keep your discs near the middle early on.',
        wrong: {
          '3': 'Close, but the middle of the seven columns is column 4, which joins even more lines.',
          '5': 'Close, but the middle of the seven columns is column 4, which joins even more lines.',
          '*': 'A disc there can belong to fewer lines of four. The middle column joins the most.',
        },
      },
    },
  },
  double: {
    title: 'Two threats at once',
    steps: {
      'open-three': {
        goal: 'Make two threats at once: yellow can block only one of them, and you win with the other.',
        hint: 'Your two discs lie side by side in the bottom row. Make three there with an empty cell at each end.',
        done: 'Three in a row with both ends empty are two threats. One disc cannot block both, so you win next move.',
        wrong: {
          '*': 'After that, yellow can block your row. Make three in the bottom row with an empty cell at each end.',
        },
      },
      'two-lines': {
        goal: 'Win: find the disc that makes threats in two different lines at once.',
        hint: 'Column 3 holds two of your discs, and a slanting line runs from your disc in column 1 up to yours in column 4. One cell belongs to both.',
        done: 'Three up column 3 and three on the diagonal: yellow blocks one, and you finish the other.',
        wrong: {
          '*': 'That makes one threat at most, and yellow blocks it. Look for a cell that two of your lines share.',
        },
      },
    },
  },
  above: {
    title: 'The cell above a threat',
    steps: {
      under: {
        goal: 'Drop a disc anywhere that does not give yellow a win.',
        hint: 'Yellow has three on a diagonal, from column 6 at the bottom up to column 4. Its fourth cell floats in column 3, one above the lowest empty cell there.',
        done: 'A threat can wait above an empty cell. Whoever drops a disc under it lets the other side take it, so leave that column alone.',
        wrong: {
          '3': 'Your disc fills the cell under yellow’s threat, and yellow drops on top of it to make four on the diagonal.',
          '*': 'That disc lands right under a yellow threat: yellow would take the cell above it and win.',
        },
      },
      climb: {
        goal: 'Win: make a threat yellow must block, so that yellow’s disc lifts you up to your own winning cell.',
        hint: 'Your diagonal from column 2 down to column 5 lacks only its cell in column 3, the third from the bottom. What if yellow had to play in column 3 now?',
        done: 'Yellow had to block in column 3, and its disc put your winning cell within reach. Two threats, one right above the other, win as soon as the lower one is filled.',
        wrong: {
          '3': 'Your own disc fills the cell under your threat: yellow drops on top of it and blocks.',
          '*': 'That leaves yellow free to answer calmly. Make a threat in the cell right below your waiting one.',
        },
      },
    },
  },
  sizes: {
    title: 'Other board sizes',
    steps: {
      small: {
        goal: 'This board has 5 columns and 4 rows, and four in a row still wins. Finish your row.',
        hint: 'Your three discs lie in the bottom row, with an empty cell at each end.',
        done: 'Four in a row. A board may have from 4 to 10 columns and rows; the rules stay the same. Now play a whole game against the computer.',
        wrong: {
          '*': 'That does not make four in a row. Your three discs lie in the bottom row, with an empty cell at each end.',
        },
      },
    },
  },
};
