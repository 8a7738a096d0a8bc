/** The course's texts in English, by lesson and step (see `course.ts`). */
import type { CourseTexts } from '../../core/lesson-data.js';

/** English. */
export const en: CourseTexts = {
  'first-jump': {
    title: 'Your first jump',
    steps: {
      first: {
        goal: 'Jump a peg into the empty hole in the middle: click or tap a peg two holes away from it in a straight line, then the hole (or move with the arrow keys and press Enter on the peg, then on the hole).',
        hint: 'The empty hole is d4. A peg on d2, d6, b4 or f4 can jump into it over the peg between.',
        done: 'That is a jump: your peg passed over its neighbour, and the neighbour was taken off the board. Every move is a jump, and every jump takes one peg off.',
      },
    },
  },
  jumps: {
    title: 'Jumping takes a peg off',
    steps: {
      take: {
        goal: 'Take the peg on c4 off the board: jump another peg over it.',
        hint: 'A jump lands in the empty hole just beyond the peg it passes. Which empty hole touches c4?',
        done: 'c5 jumped over c4 into c3, and c4 came off. A jump always needs three holes in a line: your peg, the peg it passes, and an empty hole.',
        wrong: { '*': 'That jump takes another peg off. Find the peg that can pass over c4 into an empty hole.' },
      },
      straight: {
        goal: 'Fill the empty hole on d2 with a jump; pegs jump along rows and columns, never diagonally.',
        hint: 'Look straight down column d from d2: two pegs in a row.',
        done: 'd4 jumped up over d3. On this board a peg jumps up, down, left or right, over exactly one peg, never on a slant.',
        wrong: {
          '*': 'That jump does not land on d2. Find a peg two holes from d2 along its column or row, with a peg between.',
        },
      },
    },
  },
  chains: {
    title: 'One peg, several jumps',
    steps: {
      again: {
        goal: 'The peg that just landed on c4 can jump again: make that second jump.',
        hint: 'From c4, look for a neighbouring peg with an empty hole beyond it.',
        done: 'Each jump is a move of its own, even when the same peg jumps again. A peg may go on jumping, one move at a time, as long as it finds a peg to pass and an empty hole beyond.',
        wrong: { '*': 'That is a jump by another peg. Jump again with the peg on c4.' },
      },
      twice: {
        goal: 'Leave one peg, in d4, in four jumps: one of your pegs has to jump twice in a row.',
        hint: 'Look for a peg that, after one jump, lands where it can jump again.',
        done: 'c5 jumped to e5, then on to e3, turning a corner: two moves by one peg. Then e2 and f4 finished in d4.',
        wrong: {
          'f4-d4': 'd4 fills too early: the four pegs left can no longer end as one.',
          '*': 'After that jump, the pegs can no longer end as one peg in d4. Look for a peg that can jump twice in a row.',
        },
      },
    },
  },
  goal: {
    title: 'The goal: one peg left',
    steps: {
      last: {
        goal: 'Finish with a single peg in d4, the hole that was empty at the start (ringed by a dashed line).',
        hint: 'Two pegs are left, one above the other. Which of them can land on d4?',
        done: 'One peg left, in the hole that started empty: a perfect game. One peg anywhere wins; one peg in the starting hole is the best finish of all.',
        wrong: {
          'd5-d7':
            'That leaves one peg too, and wins, but on d7. A perfect game ends in the hole that was empty at the start: d4.',
          '*': 'A perfect game ends in d4, the hole that was empty at the start.',
        },
      },
      finish: {
        goal: 'Leave a single peg in d4: two jumps are left to do it.',
        hint: 'First jump so that two pegs stand side by side, with d4 empty just beyond them.',
        done: 'The game ends when no jump is left, so every jump must leave pegs that can still meet. Here they met in d4.',
        wrong: {
          'd4-b4': 'Then b4 and f4 stand apart and neither can jump: the game ends with two pegs.',
          '*': 'That cannot end with one peg in d4. Look for the order in which the pegs can still meet there.',
        },
      },
    },
  },
  boards: {
    title: 'Other boards',
    steps: {
      french: {
        goal: 'The French board has 37 holes, four more than the English one: make any jump to try it.',
        hint: 'The empty hole is d3. A peg two holes from it, with a peg between, can jump in.',
        done: 'The rules are the same on the French, Wiegleb and diamond boards. From its centre the French board can never end with one peg, so here d3 started empty.',
      },
      triangle: {
        goal: 'On the triangle a peg also jumps along the slanting lines; make a jump straight across a row instead.',
        hint: 'Look at the third row from the top: its left hole is empty, and the other two hold pegs.',
        done: 'On the triangle a peg jumps along a row or along either slant: six directions in all. The rows have no letters or numbers here; the goal is the same, one peg left.',
        wrong: {
          '*': 'That jump runs along a slant. Find the jump that goes straight across, from one end of a row to the other.',
        },
      },
    },
  },
  together: {
    title: 'Keep your pegs together',
    steps: {
      scatter: {
        goal: 'Leave a single peg in d4, in three jumps.',
        hint: 'A jump into d4 at once looks good, but look at the pegs it leaves behind: keep every peg next to another.',
        done: 'Each jump left a peg beside the one that had to jump next, so there was always a jump. A peg with no neighbour can never be taken off.',
        wrong: {
          'b4-d4': 'd4 is filled, but c2 and c5 are left alone with no peg beside them: no jump is left.',
          '*': 'That sends a peg away from the others, and no jump is left: the game ends with three pegs.',
        },
      },
      strand: {
        goal: 'Leave one peg in d4, in four jumps, without stranding any peg.',
        hint: 'The pegs on d2 and d3 are far from the row on b5, c5 and d5: bring them closer first.',
        done: 'A peg alone at the edge, or far from the others, can never be jumped again. Bring far pegs towards the rest first, then clear the group: its last three jumps were a package, the next lesson.',
        wrong: {
          'd3-d1': 'That sends a peg to d1, at the top edge, where no other peg can ever reach it.',
          'c5-a5': 'That leaves a peg on a5, at the edge, far from the others.',
          'c5-e5': 'That leaves b5 alone, with no peg beside it.',
          '*': 'After that jump, the pegs can no longer end as one in d4.',
        },
      },
    },
  },
  packages: {
    title: 'Clear pegs in packages',
    steps: {
      'l-shape': {
        goal: 'Clear this L of four pegs down to one peg in d4, in three jumps.',
        hint: 'The peg on d4 can jump out over the corner of the L, and come back later.',
        done: 'Three pegs in a line with a fourth beside one end clear in three jumps: the fourth jumps out over the end peg, the far peg jumps along the line into the gap, and the fourth jumps back over it, home again.',
        wrong: { '*': 'That breaks the L apart: the pegs left can no longer end as one in d4.' },
      },
      line: {
        goal: 'Find the same package here, clear it, and finish with one peg in d4.',
        hint: 'Column e holds three pegs in a line, and d5 sits beside the end of it.',
        done: 'The package cleared e3, e4 and e5 and brought the helper back to d5; then d6 finished in d4. Good players split the board into such packages. Now play a whole game: press h whenever you want a hint.',
        wrong: {
          'd6-d4': 'd4 fills too early: the three pegs of column e can no longer be cleared.',
          '*': 'That does not lead to one peg in d4. Look for three pegs in a line with a fourth beside one end.',
        },
      },
    },
  },
};
