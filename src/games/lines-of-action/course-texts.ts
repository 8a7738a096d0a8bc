/** The course's texts in English, by lesson and step (see `course.ts`). */
import type { CourseTexts } from '../../core/lesson-data.js';

/** English. */
export const en: CourseTexts = {
  'first-move': {
    title: 'Your first move',
    steps: {
      first: {
        goal: 'You play black, and black moves first. Move any of your pieces: click or tap it, then one of the squares marked for it (or drag it there); with the keyboard, reach it with the arrow keys, press Enter to pick it up, then Enter again on the square to go to.',
        done: 'That is a move. Then white plays, and you take turns. Black starts on the top and bottom rows, white on the left and right columns; whoever first joins all of their pieces into one group wins.',
      },
    },
  },
  goal: {
    title: 'Join all your pieces',
    steps: {
      join: {
        goal: 'Win: move your lone piece so that all your pieces touch, in one group.',
        hint: 'The piece on e7 is alone. Pick it up and look at the squares it may reach: one of them is next to your pair.',
        done: 'All three pieces touch: one group, and you win. It does not matter where on the board the group is, nor how many pieces it has.',
        wrong: {
          '*': 'Your pieces are still in more than one group. Bring the lone piece on e7 next to the two on d4 and e4.',
        },
      },
      corner: {
        goal: 'Win again: pieces that touch only at a corner are joined too.',
        hint: 'Pick up the piece on g6. One of the squares it may reach touches d5 at a corner.',
        done: 'e6 touches d5 at a corner, and d5 touches c4 the same way: one group, a win. Pieces touch in any of the 8 directions: across a side or across a corner.',
        wrong: {
          '*': 'Your pieces are still in more than one group. Bring the piece on g6 to a square that touches d5, even only at a corner.',
        },
      },
    },
  },
  distance: {
    title: 'How far a piece moves',
    steps: {
      row: {
        goal: 'Move the piece on a3 along its row: it goes exactly as many squares as there are pieces on that row, black and white.',
        hint: 'Count the pieces on row 3: yours on a3 and the white one on f3.',
        done: 'Two pieces on the row, so exactly two squares: a3 to c3. Never more, never fewer. A piece moves in a straight line: along its row, its column or one of its two diagonals.',
        wrong: { '*': 'This step asks for the piece on a3, moved along its row, across the board.' },
      },
      column: {
        goal: 'Move the piece on d4 up its column. Count every piece on the whole column, the ones below it too.',
        hint: 'Column d holds d2, d4 and d8.',
        done: 'Three pieces on column d, so d4 went up three squares, to d7. The piece below it on d2 counted too: a line runs from one edge of the board to the other.',
        wrong: { '*': 'This step asks for the piece on d4, moved up column d.' },
      },
      diagonal: {
        goal: 'Move the piece on c3 diagonally, up and to the right. Count the pieces on its whole diagonal first.',
        hint: 'The diagonal from a1 to h8 passes through b2, c3 and g7.',
        done: 'Three pieces on that diagonal, so three squares: c3 to f6. Each of a piece’s four lines (its row, its column and its two diagonals) has its own count.',
        wrong: { '*': 'This step asks for the piece on c3, moved diagonally up and to the right.' },
      },
    },
  },
  jumps: {
    title: 'Jumping over pieces',
    steps: {
      own: {
        goal: 'Join your three pieces: the piece on b4 may jump over your own piece on d4.',
        hint: 'Count the pieces on row 4: b4, d4 and h4.',
        done: 'Three pieces on the row, so three squares, over your own d4 to e4, which touches d4 and f5: one group. A piece may jump over its own pieces.',
        wrong: { '*': 'Your pieces are still apart. Move the piece on b4 along its row.' },
      },
      blocked: {
        goal: 'Join your pieces. This time a white piece stands in the straight way.',
        hint: 'A piece never jumps over the other side’s pieces, so a4 cannot cross b4. Try another of its lines.',
        done: 'a4 went to c6 along its diagonal (two pieces on it: a4 and e8), next to d5: one group. A white piece in the way closes that line; another line may be open.',
        wrong: {
          '*': 'Your pieces are still apart. Find another way for the piece on a4 to reach the two on d5 and e5.',
        },
      },
    },
  },
  captures: {
    title: 'Capturing',
    steps: {
      capture: {
        goal: 'Capture the white piece on e3: land exactly on it.',
        hint: 'Count the pieces on row 3.',
        done: 'A piece that ends its move on an opponent’s piece captures it, and the captured piece leaves the board. A piece may land on an opponent’s piece, never on its own.',
        wrong: { '*': 'That does not capture. Move the piece on c3 so that it lands exactly on e3.' },
      },
      'capture-join': {
        goal: 'Win: capture a white piece and join your pieces with the same move.',
        hint: 'The square that would join f1 to your pair holds a white piece.',
        done: 'f1 took d3, which touches d4: one group, a win. A capture is a move like any other, and it can join your pieces.',
        wrong: { '*': 'Your pieces are still apart. Look along the diagonals of the piece on f1.' },
      },
      careful: {
        goal: 'Win by joining your pieces, but think before you capture.',
        hint: 'If white had only g7 and h6 left, those two would already be one group.',
        done: 'c6 joins your pieces. Capturing a4 instead would have left white only g7 and h6, which touch: white would have won at once. Every capture leaves your opponent fewer pieces to join, and fewer pieces can be easier to join.',
        wrong: {
          a6xa4:
            'That capture leaves white only g7 and h6, which touch: one group, and white would win at once. Fewer pieces can be easier to join. Join your own pieces instead.',
          '*': 'Your pieces are still apart. The piece on a6 can reach a square next to d5.',
        },
      },
    },
  },
  'both-joined': {
    title: 'Both sides joined at once',
    steps: {
      'mover-wins': {
        goal: 'Win in one move, even though the move that joins your pieces also joins white’s.',
        hint: 'Your lone piece on c8 and white’s lone piece on c5 share a column.',
        done: 'c8 took c5: your three pieces are one group, and so are white’s c2 and d1. When one move joins both sides, the side that made it wins on this board (the rule of computer tournaments); some rule books call it a draw instead.',
        wrong: {
          '*': 'That does not join your pieces, and white may join its own first. Look for the move that joins yours now.',
        },
      },
    },
  },
  pass: {
    title: 'No move? Pass',
    steps: {
      'walled-in': {
        goal: 'Both of your pieces are walled in and have no move, so you must pass: press the p key, or the Show me button.',
        hint: 'Every line out of a1 and h8 starts with a white piece, which your pieces may not jump.',
        done: 'A side with no move passes, and the other side plays on. It is rare: it happens when the opponent’s pieces shut yours in.',
        wrong: { '*': 'You have no move here: you can only pass.' },
      },
    },
  },
  block: {
    title: 'Stop a piece that is about to join',
    steps: {
      stop: {
        goal: 'White’s lone piece on h2 can join its pair next move: stop it.',
        hint: 'Find where h2 would land, along which line. A white piece may not jump yours, and one more piece on a line changes its count.',
        done: 'Stopped. Standing in the way, standing on the square it needs, or capturing the piece it would join all work. Before each move, look at where your opponent’s loose pieces can land.',
        wrong: {
          '*': 'Then h2 goes to f4, next to e5, and white’s three pieces are one group: white wins.',
        },
      },
    },
  },
  centre: {
    title: 'Gather in the middle',
    steps: {
      gather: {
        goal: 'Win in two moves: gather your pieces in the middle of the board.',
        hint: 'Your piece on a5, on the edge, is far from the others. And watch white: e1 could join its pieces at b4 right now.',
        done: 'a5 to c5 joined three pieces in the middle, and f5 had two ways in: white could stop only one. Leaving the diagonal of e1 also shortened its move, so it could no longer reach b4. Pieces in the middle are close to all the others: gather there. You are ready for a game against the computer.',
        wrong: {
          '*': 'Then white joins its pieces with e1 to b4, or your pieces stay too far apart to join in time. Bring the piece on the edge in.',
        },
      },
    },
  },
};
