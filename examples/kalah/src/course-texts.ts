/** The course's texts in English, by lesson and step (see `course.ts`); the Chinese ones are `course-texts-zh.ts`. */
import type { CourseTexts } from 'board-game-elements/core';

/** English. */
export const en: CourseTexts = {
  sowing: {
    title: 'Sowing seeds',
    steps: {
      first: {
        goal: 'You play South, the lower row: sow one of your pits by clicking or tapping it, or press its number, 1 to 6 from the left (or move to it with the arrow keys and press Enter).',
        done: 'You picked up every seed of that pit and dropped them one by one into the next pits to the right, and into your store on the right if they got that far. Then North sows, and you take turns.',
      },
      store: {
        goal: 'Sow a pit whose seeds reach your store, the long pit at the right end of your row.',
        hint: 'Each seed goes one pit further to the right. Compare the seeds of a pit with the pits between it and your store.',
        done: 'A seed dropped into your store. Seeds in a store stay there for good, and the fuller store wins at the end.',
        wrong: { '*': 'Its 3 seeds stay in your row and stop before your store. Try a pit nearer the store.' },
      },
      skip: {
        goal: "Sow the pit whose seeds go all the way round the board, past North's store.",
        hint: "After your store, the seeds go on along North's row, from right to left. The pit must be near your store and hold many seeds.",
        done: "Your seeds went along North's row, jumped over North's store on the left and came back into your row. Seeds go counterclockwise, and never into your opponent's store.",
        wrong: {
          '*': "Those seeds stop before they reach North's store. Find the pit near your store with enough seeds to get round.",
        },
      },
    },
  },
  again: {
    title: 'Another turn',
    steps: {
      store: {
        goal: 'Sow the pit whose last seed falls into your store: that earns you another turn.',
        hint: 'Pit 6 is one step from your store, pit 5 two steps, and so on. Each pit holds 4 seeds.',
        done: 'Your last seed fell into your store, so you sow again at once, before North moves.',
        wrong: {
          '*': 'The last seed of that pit does not fall into your store: it stops before it, or goes on past it.',
        },
      },
      count: {
        goal: 'Once more: find the pit whose last seed lands in your store.',
        hint: 'A pit needs exactly as many seeds as its steps to your store.',
        done: 'Pit 2 held 5 seeds and was 5 steps from your store: another turn. Look for such a pit every time it is your move.',
        wrong: {
          '*': 'That pit does not hold as many seeds as its steps to your store, so its last seed misses the store.',
        },
      },
    },
  },
  capture: {
    title: 'Capturing',
    steps: {
      capture: {
        goal: "Capture: make your last seed land in your empty pit 4, and take the seeds in North's pit across from it.",
        hint: 'Which of your pits holds exactly as many seeds as its steps to pit 4?',
        done: 'Your last seed landed in your empty pit, so that seed and the 3 across from it went into your store: 4 seeds captured.',
        wrong: { '*': 'That sowing does not end in your empty pit 4, so it captures nothing.' },
      },
      across: {
        goal: 'Capture again: two of your pits are empty, but only one of them is across from seeds.',
        hint: "Look at North's pits across from your two empty pits.",
        done: 'Your last seed landed in your empty pit 5, across from 4 seeds: 5 seeds captured.',
        wrong: {
          '1': "Your last seed lands in your empty pit 4, but North's pit across from it is empty too: there is nothing to capture.",
          '*': 'That sowing does not end in an empty pit of yours, so it captures nothing.',
        },
      },
    },
  },
  end: {
    title: 'The end of the game',
    steps: {
      'last-seed': {
        goal: 'Sow your last seed: as soon as all the pits of one side are empty, the game ends.',
        done: 'Your row is empty, so the game is over, even though your seed fell into your store. North put the 10 seeds left in its pits into its own store, and the stores count 20 to 16: you win.',
      },
      'capture-last': {
        goal: "Win now: capture North's last seeds, so that North's row is empty and the game ends.",
        hint: 'North has seeds in one pit only. Which of your pits is across from it, and which sowing ends there?',
        done: 'North has no seeds left in its pits, so the game is over, and the seeds left in your row went into your store. 22 to 14: you win.',
        wrong: {
          '1': "The game goes on, with North's 4 seeds still to play: with the best moves on both sides, it ends in a draw.",
          '2': 'The game goes on, and with the best moves on both sides North then wins.',
        },
      },
    },
  },
  chain: {
    title: 'Many turns in a row',
    steps: {
      'nearer-first': {
        goal: 'Two of your pits end in your store: sow first the one that leaves the other still ending there.',
        hint: 'Sowing a pit drops a seed into each pit to its right, and a pit with one seed more goes past your store.',
        done: 'Pit 3 first, and pit 2 still ends in your store for your next turn. Sow the pit nearer your store first: sowing it does not change the pits farther away.',
        wrong: {
          '2': 'Pit 2 ends in your store, but it also drops a seed into pit 3, which then has 5 seeds for 4 steps and goes past the store. Sow pit 3 first.',
          '*': 'That pit does not end in your store, so North moves next.',
        },
      },
      'three-turns': {
        goal: 'Win with three turns in a row: sow your last seeds into your store and empty your row.',
        hint: 'Begin with the pit nearest your store, so that the next one still ends there.',
        done: 'Three turns, and your row is empty: the game ends, North puts the 6 seeds left in its pits into its store, and you win 19 to 17.',
        wrong: {
          '5': "Pit 5 first puts a second seed into pit 6, which then goes past your store into North's row: the game ends in a draw, 18 to 18.",
        },
      },
    },
  },
  guard: {
    title: 'Guard your seeds',
    steps: {
      defend: {
        goal: 'North threatens to capture the 5 seeds of your pit 4: save them.',
        hint: "North's pit 2 holds one seed, and the next pit, across from your pit 4, is empty. Move your seeds away, or drop a seed into that empty pit.",
        done: "Safe. A full pit across from an empty pit of your opponent's is in danger: sow it, or fill the empty pit. Your own empty pits are captures ready to make. You know the rules now: play a game against the computer.",
        wrong: {
          '1': 'That drops one more seed into pit 4: North would then capture 7 seeds.',
          '3': 'That drops one more seed into pit 4: North would then capture 7 seeds.',
          '*': "North's pit 2 would still drop its seed into its empty pit 3 and take your pit 4.",
        },
      },
    },
  },
};
