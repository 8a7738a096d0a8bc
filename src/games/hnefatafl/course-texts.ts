/** The course's texts in English, by lesson and step (see `course.ts`). */
import type { CourseTexts } from '../../core/lesson-data.js';

/** English. */
export const en: CourseTexts = {
  'first-moves': {
    title: 'Two sides, and your first moves',
    steps: {
      attackers: {
        goal: 'You play the attackers, the dark pieces, who move first: click or tap one of them, then an empty square along its row or column (or move with the arrow keys and press Enter on the piece, then on the square).',
        hint: 'Any dark piece with an empty square next to it, above, below or beside it, can move.',
        done: 'That is a move: a piece slides like a rook in chess, any number of empty squares along its row or column. The attackers win by capturing the king, the crowned piece in the middle; the defenders, the light pieces, win by bringing him to a corner.',
      },
      defenders: {
        goal: 'Now play the defenders, the light pieces and their king: move any one of them.',
        hint: 'The king is boxed in by his own men for now, but the defenders around him can move.',
        done: 'The two sides take turns, one move each. This is Brandubh, the small 7 by 7 board; the course sets up its small positions on it, and shows the larger rule sets later.',
      },
    },
  },
  moving: {
    title: 'Moving: straight lines, no jumping',
    steps: {
      slide: {
        goal: 'Move the defender on b2 up its column as far as it can go.',
        hint: 'A piece slides over empty squares and stops before the first piece in its way.',
        done: 'It stopped on b5, below the attacker: no piece ever jumps over another, friend or foe.',
        wrong: { '*': 'Slide the defender on b2 up the b column, as far as the attacker on b6 lets it go.' },
      },
      throne: {
        goal: 'Move the defender from b4 to f4, straight across the empty centre square, d4.',
        hint: 'The centre square is the throne. In Brandubh any piece may pass over it while it is empty; only stopping there is forbidden.',
        done: 'The throne, d4, belongs to the king: only he may stop on it, but in Brandubh, as in Copenhagen and Fetlar, the other pieces may cross it while it is empty. The four corners are his too: no other piece may stop on them.',
        wrong: { '*': 'Slide the defender on b4 along its row to f4, over the throne.' },
      },
      'king-throne': {
        goal: 'Now put the king back on his throne.',
        hint: 'The throne is the centre square, d4, straight below the king.',
        done: 'Only the king may stop on the throne and on the corners. For him they are ordinary squares: he may also pass over the throne.',
        wrong: { '*': 'Move the king down his column and stop on the throne, d4.' },
      },
    },
  },
  escape: {
    title: "The king's escape",
    steps: {
      corner: {
        goal: 'The king has an open line to a corner, which the board marks: move him into that corner to win.',
        hint: 'The status line names the corner the king can reach in one move.',
        done: 'The king reached a corner: the defenders win. In Brandubh, Copenhagen and Fetlar the king escapes to one of the four corners.',
        wrong: { '*': 'That gives the attackers a move, and they capture the king at once. Take the corner now.' },
      },
      block: {
        goal: 'You play the attackers: the king has an open line to the corner a7, so put one of your pieces on that line.',
        hint: 'The king’s line runs up the a column, over a5 and a6. Which of your pieces can reach it?',
        done: 'Blocked. Whenever the king has an open line to an escape square, the attackers must close it at once: the board marks such a line and warns of it, much as a chess player says check.',
        wrong: {
          '*': 'The line from the king to a7 is still open, and he escapes next move. Put a piece on a5 or a6.',
        },
      },
    },
  },
  capture: {
    title: 'Capturing: the sandwich',
    steps: {
      sandwich: {
        goal: 'Capture the defender on c5: close it between two of your pieces along a row or a column.',
        hint: 'Your attacker on b5 is on one side of it. Which square is across from it, and which attacker can get there?',
        done: 'Captured: a piece is taken off when an enemy moves to close it between two pieces of the other side, along a row or a column (never on a diagonal).',
        wrong: {
          '*': 'That captures nothing. The defender on c5 has your piece on b5 on one side: bring another to the square across from it.',
        },
      },
      safe: {
        goal: 'Capture the attacker on b3, even though it means stepping in between two attackers.',
        hint: 'Your defender on a3 is on one side of it. Which defender can reach the square on its other side?',
        done: 'Your defender stands between two attackers and is safe: a piece is captured only when the enemy moves to close the sandwich, never when it steps into one.',
        wrong: { '*': 'That does not capture the attacker on b3. Close it between a3 and c3.' },
      },
      double: {
        goal: 'Capture two defenders with one move.',
        hint: 'Find the empty square that closes a sandwich in two directions at once.',
        done: 'One move may close several sandwiches, and every piece caught is taken off.',
        wrong: { '*': 'That does not capture two. Look for the square beside both defenders, b3 and c4.' },
      },
    },
  },
  hostile: {
    title: 'Hostile squares: the corners and the throne',
    steps: {
      corner: {
        goal: 'Capture the defender on b1, with the corner as the other side of the sandwich.',
        hint: 'An empty corner counts as an enemy of the piece beside it.',
        done: 'The corners are hostile to every piece: beside one, a single enemy on the other side captures it. (That holds where the king escapes to the corners; in Tablut they are ordinary squares.)',
        wrong: {
          '*': 'That captures nothing. The corner a1 is on one side of the defender: close the other side, c1.',
        },
      },
      throne: {
        goal: 'Capture the attacker on d5 against the throne.',
        hint: 'The throne, d4, is below the attacker.',
        done: 'The throne is hostile to the attackers, always: a single defender captures an attacker against it.',
        wrong: { '*': 'That captures nothing. The throne is below the attacker: close it from above, on d6.' },
      },
      'empty-throne': {
        goal: 'Now the other way round: capture the defender on c4 against the empty throne.',
        hint: 'The throne, d4, is on one side of the defender.',
        done: 'The throne is hostile to the defenders too, but only while it is empty. With the king on it, it helps the defenders alone.',
        wrong: { '*': 'That captures nothing. Close the defender on c4 from b4, across from the throne.' },
      },
    },
  },
  'armed-king': {
    title: 'The king fights too',
    steps: {
      hammer: {
        goal: 'Capture the attacker on e3 with the king.',
        hint: 'Your defender on e2 is below the attacker.',
        done: 'The king captures like any other piece, in every rule set the board plays: he may close a sandwich himself.',
        wrong: { '*': 'That captures nothing. Bring the king down to e4, above the attacker.' },
      },
      anvil: {
        goal: 'Capture the attacker on c5, with the king as the other side of the sandwich.',
        hint: 'The king on b5 is on one side of the attacker.',
        done: 'The king may also be the far side of a sandwich: for every capture he counts as a defender.',
        wrong: { '*': 'That captures nothing. Close the attacker between the king and a defender on d5.' },
      },
    },
  },
  'king-capture': {
    title: 'Capturing the king',
    steps: {
      two: {
        goal: 'In Brandubh the king, away from the throne, is captured by two attackers like any piece: capture him and win.',
        hint: 'Your attacker on d1 is on one side of him. Mind his open line to g1.',
        done: 'The king is taken: the attackers win. In Brandubh and Tablut two attackers capture him anywhere away from the throne, on the edge too.',
        wrong: { '*': 'Then the king slides to the corner g1 and the defenders win. Close him in at once.' },
      },
      corner: {
        goal: 'Capture the king against the corner.',
        hint: 'A corner is hostile to the king as well.',
        done: 'A corner helps to capture the king too: beside one, he is a step from escaping and a step from being taken.',
        wrong: { '*': 'Then the king steps into the corner a1 and wins.' },
      },
      'throne-side': {
        goal: 'The king stands beside the throne: capture him by closing his last free side.',
        hint: 'Beside the throne two attackers in a line are not enough: he needs attackers on his three other sides.',
        done: 'On the throne the king is captured only with attackers on all four sides, and beside it on three, the throne making the fourth.',
        wrong: {
          '*': 'That does not capture him: beside the throne the king must have attackers on his three other sides. His free side is d6.',
        },
      },
      four: {
        goal: 'In Copenhagen the king must be surrounded on all four sides: close the fourth.',
        hint: 'Three of his sides are taken already. Which attacker can reach the fourth?',
        done: 'In Copenhagen and Fetlar the king needs attackers on all four sides (or three and the throne), and on the edge of the board he cannot be captured at all: he is far stronger than in Brandubh.',
        wrong: { '*': 'The square below the king, d7, is still free: close it.' },
      },
    },
  },
  copenhagen: {
    title: 'Copenhagen: shieldwall, exit fort and encirclement',
    steps: {
      shieldwall: {
        goal: 'This is Copenhagen, on 11 by 11: capture both defenders on the edge at once by closing their row at its open end.',
        hint: 'The row d1, e1 is closed on the left by your piece on c1, and each of its pieces has an attacker right above it.',
        done: 'A shieldwall: in Copenhagen a row of two or more pieces along the edge, each faced by an enemy and the row closed at both ends (a corner may close one end), is captured at once. The king would survive it. The defenders may use it too.',
        wrong: { '*': 'That does not close the row. Bring a piece to its open end, f1.' },
      },
      fort: {
        goal: 'Win for the defenders: close the fort around the king on the edge, so that no attacker can ever break in.',
        hint: 'The king needs a free square inside the fort, and every wall piece must be safe from capture. One wall square is still open.',
        done: 'An exit fort: the king is on the edge, free to move, inside a wall of defenders that can never be captured. In Copenhagen that wins for the defenders, as an escape does.',
        wrong: { '*': 'The fort is still open above f1. Close it with one defender.' },
      },
      encircle: {
        goal: 'Win for the attackers: close your ring, so that no defender can ever reach the edge.',
        hint: 'Find the one gap in your ring around the king and his men.',
        done: 'Every defender is enclosed: in Copenhagen and Fetlar that wins for the attackers. Fetlar is Copenhagen without the shieldwall and the exit fort. In Copenhagen a position met for the third time loses for the defenders; elsewhere it is a draw. And in every rule set a side that cannot move loses.',
        wrong: { '*': 'The ring still has a gap below the king, on f4: close it.' },
      },
    },
  },
  tablut: {
    title: 'Tablut: escape to any edge',
    steps: {
      edge: {
        goal: 'In Tablut, on 9 by 9, the king escapes to any square of the edge: get him out now.',
        hint: 'Only one of his ways is open.',
        done: 'Out! In Tablut every edge square is an escape, so the attackers must guard the whole rim; in return the king is captured by two attackers, except on or beside the throne.',
        wrong: { '*': 'Then an attacker closes the sandwich on the king. He can reach the edge at once.' },
      },
      'no-pass': {
        goal: 'Capture the defender on g6; in Tablut no piece but the king may cross the throne.',
        hint: 'The attacker on b5 cannot pass over the throne, e5. Another one can reach the square below the defender.',
        done: 'In Tablut the throne stops every piece but the king, even when it is empty. Brandubh, Copenhagen and Fetlar let every piece cross it while it is empty.',
        wrong: { '*': 'That does not capture the defender on g6. Close it from below, on g5.' },
      },
    },
  },
  fork: {
    title: 'Strategy: two ways out at once',
    steps: {
      'two-corners': {
        goal: 'Win in two moves: put the king where he sees two corners at once; the attackers can block only one.',
        hint: 'From a square on the top edge the king would look along it to a corner at each end.',
        done: 'A fork: two open lines, and one move closes only one. Defenders, keep the king’s roads open; attackers, guard the corners early. You are ready for a whole game: play the computer on this board, in Copenhagen or any rule set.',
        wrong: {
          '*': 'That leaves the king hemmed in, and an attacker captures him. Find the move that opens two lines at once.',
        },
      },
    },
  },
};
