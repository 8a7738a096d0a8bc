import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../src/connect-four-board.js';
import { type CommonArgs, commonArgTypes, commonArgs, renderBoard } from './common.js';

interface ConnectFourArgs extends CommonArgs {
  columns: number;
  rows: number;
  'show-analysis'?: boolean;
}

const meta: Meta<ConnectFourArgs> = {
  title: 'Games/Connect Four',
  component: 'connect-four-board',
  argTypes: {
    columns: {
      control: { type: 'range', min: 4, max: 10 },
      description: 'Columns (4 to 10).',
      table: { category: 'attributes' },
    },
    rows: {
      control: { type: 'range', min: 4, max: 10 },
      description: 'Rows (4 to 10).',
      table: { category: 'attributes' },
    },
    'show-analysis': {
      control: 'boolean',
      description: "Shows every column's exact value (win in N, draw, loss in N) above it.",
      table: { category: 'attributes' },
    },
    ...commonArgTypes,
    'ai-depth': {
      control: { type: 'number', min: 1, max: 100 },
      description: '1 to columns x rows; unset or the maximum plays perfectly.',
      table: { category: 'attributes' },
    },
  },
  args: { columns: 7, rows: 6, 'show-analysis': false, ...commonArgs },
  render: renderBoard('connect-four-board'),
};
export default meta;

type Story = StoryObj<ConnectFourArgs>;

/** You drop red discs first against a perfect solver. */
export const AgainstTheSolver: Story = {};

/** The solver opens in the centre, the only winning first move: it cannot lose. */
export const SolverBegins: Story = { args: { 'ai-side': 'first' } };

/**
 * The exact value of every column shown above it: +N wins in N moves, = draws, −N loses after N of the opponent's
 * moves.
 */
export const WithAnalysis: Story = { args: { mode: 'two-player', 'show-analysis': true, moves: '4 4 4 4 3' } };

/**
 * A game opened in review, its values exact: move 25 throws a win away (a blunder, with the winning
 * column named); the early moves, off the opening book and beyond the solver's time, stay unmarked.
 * Checked against Pascal Pons' solver (`npm run bench:review`).
 */
export const Reviewed: Story = {
  args: { mode: 'two-player', moves: [...'6622225763436516427121573443'].join(' '), review: true, 'review-time': 1000 },
};

/**
 * The puzzle of the day: the same for every reader on the same date; one winning move at each of your turns, proven by
 * the solver.
 */
export const DailyPuzzle: Story = { args: { puzzle: 'daily' } };

/** A gentle opponent that looks two moves ahead: a child can beat it. */
export const EasyComputer: Story = { args: { 'ai-depth': 2 } };

/** Two players at one screen. */
export const TwoPlayers: Story = { args: { mode: 'two-player' } };

/** A larger 9x7 board: the solver within the time budget, the threat search when it cannot finish. */
export const LargeBoard: Story = { args: { columns: 9, rows: 7, 'ai-time': 1500 } };

/** The solver against itself: the first player wins with its last disc. */
export const SolverVsSolver: Story = { args: { mode: 'ai-vs-ai', 'ai-delay': 500 } };

/** Every text and cell label in Chinese, chosen by `lang`. */
export const InChinese: Story = { args: { lang: 'zh', 'show-analysis': true } };

/** Restyled from the page with the documented custom properties. */
export const Themed: Story = {
  args: {
    style: '--bge-board-face:#0b6e4f; --bge-first-color:#b4245a; --bge-second-color:#f6f9ff; --bge-cell-color:#dfe9e4',
  } as Partial<ConnectFourArgs>,
};

/** Learn Connect Four on the board: its course: dropping discs, the four lines, blocking, and threats; a wrong move is explained. */
export const Course: Story = { args: { lesson: '1' } };
