/** The course's texts in English, by lesson and step (see `course.ts`). */
import type { CourseTexts } from '../../core/lesson-data.js';

/** English. */
export const en: CourseTexts = {
  take: {
    title: 'Taking pieces',
    steps: {
      first: {
        goal: 'Take one or more pieces from one heap (a row): click or tap pieces to mark them and press Take, or double-click a piece to take it and every piece to its right; with the keys, move with the arrows, mark with Space and take with Enter.',
        hint: 'The heaps are numbered 1, 2 and 3 from the top, at the left of each row.',
        done: 'That is a move: as many pieces as you like, at least one, and all from the same heap. Then your opponent takes from any heap, and you take turns.',
      },
      count: {
        goal: 'Take exactly two pieces from heap 3, the bottom row.',
        hint: 'Mark two pieces of heap 3 and press Take, or double-click its second piece from the right.',
        done: 'You choose how many to take, from one up to the whole heap.',
        wrong: {
          '*': 'That is a move, but this step asks for two pieces, no more and no fewer, from heap 3 (the bottom row).',
        },
      },
      whole: {
        goal: 'Empty heap 2 in one move: take all four of its pieces.',
        hint: 'Double-click the first piece of heap 2, at the left: it goes with every piece after it.',
        done: 'A whole heap may go at once. An empty heap stays empty, and the next moves take from the others.',
        wrong: { '*': 'This step asks for all four pieces of heap 2, the middle row, in one move.' },
      },
    },
  },
  last: {
    title: 'The last piece wins',
    steps: {
      all: {
        goal: 'Your opponent has just emptied heap 1: take every piece that is left, and win.',
        hint: 'Whoever takes the last piece wins, and every piece left is in heap 2.',
        done: 'You took the last piece, so you win. That is the aim of Nim: be the one who takes the last piece.',
        wrong: { '*': 'Pieces are still left after that, and your opponent takes them all and wins.' },
      },
    },
  },
  misere: {
    title: 'Misère: the last piece loses',
    steps: {
      'leave-one': {
        goal: 'In misère Nim whoever takes the last piece loses: leave exactly one piece, so your opponent must take it.',
        hint: 'How many pieces must go for one to stay?',
        done: 'Your opponent must now take the last piece, and loses. Nim is played both ways, so agree on the rule before a game.',
        wrong: {
          '1:4': 'You would take the last piece, and in misère that loses.',
          '*': 'More than one piece is left, so your opponent can take all but one and leave the last one to you.',
        },
      },
      'last-one': {
        goal: 'Misère again: leave your opponent nothing but one last piece.',
        hint: 'Heap 1 holds a single piece already.',
        done: 'One piece is left, and your opponent must take it. In misère, leaving a single piece wins.',
        wrong: {
          '2:2': 'Two single pieces are left: your opponent takes one, and you must take the last.',
          '*': 'After that your opponent can leave you the last piece.',
        },
      },
    },
  },
  mirror: {
    title: 'Two equal heaps',
    steps: {
      ones: {
        goal: 'Leave two heaps of one piece each: your opponent takes one, and you take the last.',
        hint: 'How many pieces must go from heap 2 for it to match heap 1?',
        done: 'Two heaps of one piece: whoever must move from them loses. The same holds for any two equal heaps, as the next step shows.',
        wrong: {
          '2:3': 'One piece is left after that, and your opponent takes it.',
          '1:1': 'Only heap 2 is left after that, and your opponent takes it all.',
          '*': 'The heaps are not equal after that, and your opponent can make them equal.',
        },
      },
      copy: {
        goal: 'From two equal heaps of 3, your opponent took 2 from heap 2: take as many from heap 1, and win.',
        hint: 'Make the two heaps equal again.',
        done: 'Whatever your opponent takes from one heap, take as many from the other: the heaps stay equal, so your opponent never takes the last piece, and you do. This copying is called mirroring.',
        wrong: {
          '1:3': 'Only heap 2 is left after that, and your opponent takes its last piece.',
          '2:1': 'Only heap 1 is left after that, and your opponent takes it all.',
          '*': 'The heaps are not equal after that, so your opponent can make them equal and copy you to the end.',
        },
      },
      equal: {
        goal: 'Make the two heaps equal, then copy each move of your opponent in the other heap until you take the last piece.',
        hint: 'Heap 1 has 2 pieces: make heap 2 the same.',
        done: 'Make the heaps equal, then mirror: with two heaps, that is the whole game. The next lesson does the same with any number of heaps.',
        wrong: {
          '1:2': 'Only heap 2 is left after that, and your opponent takes it all.',
          '2:5': 'Only heap 1 is left after that, and your opponent takes it all.',
          '*': 'The heaps are not equal after that, and your opponent can make them equal and mirror you.',
        },
      },
    },
  },
  balance: {
    title: 'Balance: count in 1, 2, 4 and 8',
    steps: {
      four: {
        goal: 'Write each heap as a sum of 1, 2 and 4 (so 3 is 2 + 1), and take from one heap so that each of 1, 2 and 4 appears an even number of times in all.',
        hint: 'Now 1, 2 and 4 each appear once. The 4 is only in heap 3, so heap 3 must change: into what, to match heaps 1 and 2?',
        done: 'Heaps of 1, 2 and 3 = 2 + 1: the 1 and the 2 each appear twice. Such a position is balanced: any move unbalances it, you can always balance it again, and so you take the last piece. Two equal heaps are the simplest balance.',
        wrong: {
          '*': 'After that one of 1, 2 or 4 appears an odd number of times, so your opponent can balance the heaps instead of you.',
        },
      },
      start: {
        goal: 'This is the board’s usual start, 3 = 2 + 1, 4 and 5 = 4 + 1: balance it.',
        hint: 'The 4 and the 1 appear twice already; find the number that appears once, and the heap that holds it.',
        done: 'Heaps of 1, 4 and 5 = 4 + 1: balanced. So whoever moves first from 3, 4 and 5 wins, with this move.',
        wrong: {
          '*': 'After that one of 1, 2 or 4 appears an odd number of times. Count again: which of them appears just once now?',
        },
      },
      choice: {
        goal: 'Balance these heaps, 3 = 2 + 1, 5 = 4 + 1 and 7 = 4 + 2 + 1; there is more than one way.',
        hint: 'Count how often each of 1, 2 and 4 appears: only one of them appears an odd number of times.',
        done: 'The 1 appeared three times, once in each heap, so one piece from any heap balances them. When several heaps hold the odd number, any of them will do.',
        wrong: { '*': 'After that one of 1, 2 or 4 appears an odd number of times. Count the 1s.' },
      },
      eight: {
        goal: 'Balance heaps of 1, 2 and 8: the 8 appears once, and a heap may become any smaller number.',
        hint: 'Take from the heap that holds the 8, and leave in it what the other two heaps need to be matched.',
        done: 'Heap 3 became 3 = 2 + 1, matching heaps 1 and 2. The method: find the biggest of 8, 4, 2, 1 that appears an odd number of times, take from a heap that holds it, and leave there what makes every count even. What is left odd is called the nim-sum (the binary XOR of the heaps); balanced means a nim-sum of zero.',
        wrong: { '*': 'After that one of 1, 2, 4 or 8 still appears an odd number of times. Which heap holds the 8?' },
      },
    },
  },
  'misere-play': {
    title: 'Misère: play as normal, until the end',
    steps: {
      'odd-ones': {
        goal: 'Misère: every heap but one has at most one piece, so now leave an odd number of single pieces and nothing else.',
        hint: 'Heap 3 can keep one piece or none: count the single pieces in each case.',
        done: 'Three single pieces: you and your opponent take them in turn, and your opponent takes the last. Normal play would empty heap 3 and leave two; that is the one change misère makes, once only one heap has more than one piece.',
        wrong: {
          '3:4':
            'That is the normal move, but it leaves two single pieces: your opponent takes one, and you must take the last.',
          '*': 'Heap 3 keeps more than one piece, and your opponent can use it to leave you an odd number of single pieces.',
        },
      },
      'as-normal': {
        goal: 'Misère with two heaps of two pieces or more: make them equal, as in normal Nim.',
        hint: 'Heap 1 has 2 pieces.',
        done: 'Equal heaps, as in normal play. Your opponent must now leave only one heap of more than one piece, and the ending is yours: the next step shows it.',
        wrong: {
          '*': 'The heaps are not equal after that. While two heaps have two pieces or more, misère is played as normal Nim.',
        },
      },
      switch: {
        goal: 'Your opponent took 1 from heap 1, so only heap 2 has more than one piece: leave an odd number of single pieces.',
        hint: 'Count the single pieces left if heap 2 keeps one piece, and if it keeps none.',
        done: 'One single piece is left, and your opponent must take it. Normal play would leave two heaps of one here; in misère you leave one.',
        wrong: {
          '2:1': 'That leaves two single pieces: your opponent takes one, and you must take the last.',
          '1:1': 'Heap 2 keeps two pieces after that: your opponent takes one, and you must take the last.',
          '*': 'That does not leave an odd number of single pieces.',
        },
      },
      start: {
        goal: 'Misère from the usual start, 3, 4 and 5: make the first move that wins.',
        hint: 'Heaps of two or more pieces are left, so play the normal balancing move.',
        done: 'The same move as in normal Nim leaves 1, 4 and 5 = 4 + 1, balanced. You know the whole game now: play one against the computer, normal or misère.',
        wrong: {
          '*': 'That leaves the heaps unbalanced, and with big heaps left misère is played as normal Nim. Which of 1, 2 and 4 appears once?',
        },
      },
    },
  },
};
