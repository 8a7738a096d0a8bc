/** The course's texts in English, by lesson and step (see `course.ts`). */
import type { CourseTexts } from '../../core/lesson-data.js';

/** English. */
export const en: CourseTexts = {
  place: {
    title: 'Your first disc',
    steps: {
      first: {
        goal: 'You play Black: put a disc on a square marked with a dot by clicking or tapping it, or by moving there with the arrow keys and pressing Enter.',
        done: 'Your new disc and a black disc already there held a white disc between them, so it turned black. Every move must turn at least one disc like this; the dots show where you can play.',
      },
      aim: {
        goal: 'On this smaller board, played by the same rules, turn the white disc on d4 black.',
        hint: 'Columns are lettered from the left and rows numbered from the top. d4 must end up between your new disc and a black disc, in one straight line.',
        done: 'd4 is black now. Only the discs your new disc closes in a line with another black disc turn; the others stay as they are.',
        wrong: {
          '*': 'That move turns a different white disc. For d4 to turn, put your disc on the far side of d4 from a black disc, in a straight line.',
        },
      },
    },
  },
  line: {
    title: 'A whole line turns',
    steps: {
      row: {
        goal: 'Turn all three white discs of row 3 with one disc.',
        hint: 'Close the row of white discs at its open end, across from the black disc on a3.',
        done: 'All three turned at once: every white disc between your new disc and your other disc turns, however many there are, as long as the line has no gap.',
        wrong: { '*': 'That turns only one disc. Look for the open end of the white row that starts at a3.' },
      },
      diagonal: {
        goal: 'Lines run diagonally too: turn three white discs along a diagonal with one move.',
        hint: 'Start from the black disc on b2 and follow the white discs down and to the right.',
        done: 'The whole diagonal from b2 turned. A line can run across, up and down, or corner to corner.',
        wrong: {
          f5: 'f5 closes row 5 and turns two discs. Look for the diagonal of three.',
          '*': 'That turns only one disc. Look for a longer line of white discs on a diagonal.',
        },
      },
    },
  },
  directions: {
    title: 'Several lines at once',
    steps: {
      two: {
        goal: 'Find the square that turns white discs along two lines at once.',
        hint: 'Each black disc can close its own line: look for an empty square that lines up with two of them.',
        done: 'e5 closed the column up to e2 and the diagonal up to b2: four discs in one move. A new disc turns every line it closes, in all eight directions.',
        wrong: {
          d5: 'd5 closes only row 5 and turns two discs. Another square closes two lines.',
          '*': 'That closes only one line. Another square closes two.',
        },
      },
      five: {
        goal: 'Turn five white discs with one move.',
        hint: 'Look at the empty square among the white discs: is there a black disc beyond each of its white neighbours?',
        done: 'One disc closed five lines: up, both upward diagonals, left, and down to the left. e4 stayed white: no black disc closes that line.',
        wrong: {
          '*': 'That closes only one line. Find the square with white discs all around and black ones beyond them.',
        },
      },
    },
  },
  end: {
    title: 'The end of the game',
    steps: {
      count: {
        goal: 'Two squares are left: play the one that leaves you with more discs when the game ends.',
        hint: 'When neither side can move, the game is over and the discs are counted. Count them after each of your moves and White’s answer.',
        done: 'After c4 neither side can play d1, so the game ends with it empty: Black 10, White 5. The game ends when the board is full or nobody can move, and the side with more discs wins.',
        wrong: { d1: 'After d1, White plays c4, fills the board and turns discs back: 7 black against 9 white.' },
      },
    },
  },
  pass: {
    title: 'No move: pass',
    steps: {
      'no-move': {
        goal: 'Black has no square that turns a white disc, so pass: press the Pass button under the board, or the P key.',
        hint: 'Try a square: the board says why it turns nothing. When no square at all turns a disc, you must pass.',
        done: 'You passed, and White plays next. You may pass only when you have no move; when neither side has one, the game is over.',
        wrong: { '*': 'Black cannot place a disc here: passing is the only move.' },
      },
      again: {
        goal: 'White leads 9 to 4: win by playing so that White has no move and must pass, then play again.',
        hint: 'After each of your moves, look at the empty squares as White: could a white disc close a line there?',
        done: 'White had to pass, so you played twice in a row: from 4 discs against 9 you won 9 to 6, with c1 left empty.',
        wrong: {
          '*': 'After that White still has a move, and you can no longer win. Find the move that leaves White none.',
        },
      },
    },
  },
  corners: {
    title: 'Corners',
    steps: {
      take: {
        goal: 'Take a corner.',
        hint: 'The corners are a1, f1, a6 and f6; one of them is a legal move.',
        done: 'No line runs past a corner, so nothing can ever close a disc there: it stays black to the end. Discs beside it can lean on it and become safe too.',
        wrong: {
          c6: 'c6 turns three discs, but they can be turned back later. A corner disc never can.',
          '*': 'That is not a corner. Look at a1, f1, a6 and f6.',
        },
      },
      'no-gift': {
        goal: 'Play a move after which White cannot take a corner.',
        hint: 'The corner a1 is empty. Which of your moves would give White a line to close from a1?',
        done: 'White still has no corner. A disc next to an empty corner often lets the other side take it, so play there only when you must.',
        wrong: {
          a2: 'a2 turns five discs, but it sits next to the empty corner: White then plays a1, and that disc is White’s for good.',
          b1: 'b1 sits next to the empty corner: White then plays a1, and that disc is White’s for good.',
          '*': 'That move lets White take a corner.',
        },
      },
      'corner-wins': {
        goal: 'Back on the usual board of 8 by 8, win the game: three squares are left on row 1.',
        hint: 'A disc on h1 can never be turned; a disc on g1, next to the empty corner, can.',
        done: 'You took h1, White answered g1, and f1 filled the board: 34 to 30 for Black.',
        wrong: {
          g1: 'g1 sits next to the empty corner: after White’s f1 and your h1 the board is full at 32 each, a draw.',
          f1: 'After f1, White plays g1, and even with h1 you end 28 to 36.',
        },
      },
    },
  },
  mobility: {
    title: 'Fewer discs, more moves',
    steps: {
      fewest: {
        goal: 'Play the move that leaves White the fewest moves in reply.',
        hint: 'A move that turns many discs often opens squares for White. Look at what White could play after each of your moves.',
        done: 'After f4 White has one move only, e3, though White has more discs. Having moves matters more than having discs: a side with few moves must soon play bad ones.',
        wrong: {
          c2: 'c2 turns four discs, but White then has eight moves to choose from.',
          '*': 'That leaves White more than one move. One move leaves White a single reply.',
        },
      },
      'no-reply': {
        goal: 'White has 23 discs to your 10: win by leaving White without a move.',
        hint: 'Do not count the discs you turn; count White’s replies after your move.',
        done: 'After c1 White had no move and passed, and a5 then closed the game: 21 to 14 for Black. You are ready for a real game against the computer.',
        wrong: {
          a5: 'a5 turns seven discs, but White still has a move after it and ends ahead.',
          '*': 'After that White still has a move and ends ahead.',
        },
      },
    },
  },
};
