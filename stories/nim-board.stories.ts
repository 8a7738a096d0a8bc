import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../src/nim-board.js';
import { type CommonArgs, commonArgTypes, commonArgs, renderBoard } from './common.js';

interface NimArgs extends CommonArgs {
  heaps: string;
  misere: boolean;
  /** Inline style, for the theming story. */
  style?: string;
}

const meta: Meta<NimArgs> = {
  title: 'Games/Nim',
  component: 'nim-board',
  argTypes: {
    heaps: {
      control: 'text',
      description: 'Pieces per heap, e.g. "3 4 5" (up to 8 heaps of up to 15).',
      table: { category: 'attributes' },
    },
    misere: {
      control: 'boolean',
      description: 'Whoever takes the last piece loses.',
      table: { category: 'attributes' },
    },
    ...commonArgTypes,
    style: {
      control: 'text',
      description: 'Inline style: set the --bge-* custom properties here to theme the board.',
      table: { category: 'styling' },
    },
    'ai-depth': {
      control: { type: 'range', min: 1, max: 6 },
      description: '1 (weakest) to 6 (perfect play).',
      table: { category: 'attributes' },
    },
  },
  args: { heaps: '3 4 5', misere: false, ...commonArgs, 'ai-depth': 6 },
  render: renderBoard('nim-board'),
};
export default meta;

type Story = StoryObj<NimArgs>;

/** The classic game: heaps of 3, 4 and 5 against a perfect computer; the last piece wins. */
export const AgainstTheComputer: Story = {};

/** "Comp. begins": the computer opens, and tells you when it has seen a forced win. */
export const ComputerBegins: Story = { args: { 'ai-side': 'first' } };

/** A beginner's opponent that only looks two moves ahead. */
export const EasyComputer: Story = { args: { 'ai-depth': 2 } };

/** Two people at one screen. */
export const TwoPlayers: Story = { args: { mode: 'two-player' } };

/** Misère Nim on bigger heaps: whoever takes the last piece loses. */
export const Misere: Story = { args: { heaps: '1 3 5 7', misere: true } };

/** The computer against itself. */
export const ComputerVsComputer: Story = { args: { mode: 'ai-vs-ai', 'ai-depth': 3, 'ai-delay': 700 } };

/** A random puzzle of the game's set, one not solved yet on this site where there is one: take the pieces that win. */
export const RandomPuzzle: Story = { args: { puzzle: 'random' } };

/** Themed with the documented CSS custom properties. */
export const Themed: Story = {
  args: {
    style:
      '--bge-board-color:#10302a; --bge-piece-color:#e8b04a; --bge-mark-color:#ff5c8a; --bge-board-text-color:#f4e9d0; --bge-text-color:#10302a; --bge-surface-color:#f4ecd8',
  },
};

/** Every text and piece label in Chinese (`lang="zh"`, or any ancestor's). */
export const InChinese: Story = { args: { lang: 'zh' } };

/** The move list and a hint button: `h` or the button shows the winning take. */
export const MovesAndHints: Story = { args: { 'show-moves': true, 'show-hint-button': true } };

/** Learn Nim on the board: its course from a first take to the winning sums, each step checked by the rules; a wrong move is explained. */
export const Course: Story = { args: { lesson: '1' } };
