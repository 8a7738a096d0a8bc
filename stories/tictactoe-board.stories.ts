import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../src/tictactoe-board.js';
import { type CommonArgs, commonArgTypes, commonArgs, renderBoard } from './common.js';

interface TicTacToeArgs extends CommonArgs {
  size: number;
  'win-length'?: number;
}

const meta: Meta<TicTacToeArgs> = {
  title: 'Games/Tic-tac-toe',
  component: 'tictactoe-board',
  argTypes: {
    size: {
      control: { type: 'range', min: 3, max: 7 },
      description: 'Cells per side.',
      table: { category: 'attributes' },
    },
    'win-length': {
      control: { type: 'range', min: 3, max: 7 },
      description: 'Marks in a row that win (3 to size; default: size, at most 4).',
      table: { category: 'attributes' },
    },
    ...commonArgTypes,
    'ai-depth': {
      control: { type: 'number', min: 1, max: 49 },
      description: '1 to size x size (the strongest, and the default).',
      table: { category: 'attributes' },
    },
  },
  args: { size: 3, ...commonArgs },
  render: renderBoard('tictactoe-board'),
};
export default meta;

type Story = StoryObj<TicTacToeArgs>;

/** The classic game: you play X first against a computer that never loses. */
export const AgainstTheComputer: Story = {};

/** The computer plays X and opens. */
export const ComputerBegins: Story = { args: { 'ai-side': 'first' } };

/** A forgiving computer that looks only one move ahead (it still takes wins and blocks). */
export const EasyComputer: Story = { args: { 'ai-depth': 1 } };

/** Two players at one screen. */
export const TwoPlayers: Story = { args: { mode: 'two-player' } };

/** A fast game on the clock: 30 seconds each and 2 more after every move; whoever runs out loses. */
export const OnTheClock: Story = { args: { mode: 'two-player', clock: '0.5+2' } };

/** 4x4, four in a row: still solved perfectly by the computer. */
export const FourByFour: Story = { args: { size: 4 } };

/** 7x7 with four in a row: the computer searches as deep as its time allows. */
export const SevenBySeven: Story = { args: { size: 7, 'win-length': 4, 'ai-time': 1500 } };

/** The computer against itself: a perfect game is a draw. */
export const ComputerVsComputer: Story = { args: { mode: 'ai-vs-ai', 'ai-delay': 600 } };

/** In Chinese: every text and cell label, chosen by `lang`. */
export const InChinese: Story = { args: { lang: 'zh' } };

/** Names asked first, the move list shown, a hint button: a friendly two-player table. */
export const NamesMovesAndHints: Story = {
  args: { mode: 'two-player', 'ask-names': true, 'show-moves': true, 'show-hint-button': true },
};

/** Saved in the browser (`persist`): play a move, reload the page, and the game is where you left it. */
export const SavedGame: Story = { args: { mode: 'two-player', persist: 'docs-saved-game', 'show-moves': true } };

/**
 * A finished game between two people opened in review, their names on the plates: Ada's fifth move let Grace complete
 * the a-file, a blunder; the better move is named.
 */
export const Reviewed: Story = {
  args: {
    mode: 'two-player',
    'first-player': 'Ada',
    'second-player': 'Grace',
    moves: 'b2 a1 c3 a3 c1 a2',
    review: true,
    'review-time': 300,
  },
};

/**
 * A page's own puzzle, given as JSON: X to play and win. It has no solution written in: any move that keeps the win is
 * right, judged by the computer in its worker.
 */
export const OwnPuzzle: Story = { args: { puzzle: JSON.stringify({ moves: ['b2', 'a2', 'a1', 'c3'], goal: 'win' }) } };

/** A position shared as text: `moves="b2 a1 c3"` sets it up. */
export const SharedPosition: Story = { args: { mode: 'two-player', moves: 'b2 a1 c3', 'show-moves': true } };

/** Restyled from the page with the documented custom properties; `::part` reaches inside too. */
export const Themed: Story = {
  args: {
    'first-player': 'Ada',
    style:
      '--bge-line-color:#234; --bge-cell-color:#f6f9ff; --bge-first-color:#b4245a; --bge-second-color:#0b6e4f; --bge-highlight-color:#e0a100',
  } as Partial<TicTacToeArgs>,
};

/** Learn Tic-tac-toe on the board: its course: the lines that win, blocking, and the fork; a wrong move is explained. */
export const Course: Story = { args: { lesson: '1' } };
