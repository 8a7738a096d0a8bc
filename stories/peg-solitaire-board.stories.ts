import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../src/peg-solitaire-board.js';
import type { Language } from '../src/core/language.js';
import { commonArgTypes, renderBoard } from './common.js';

interface PegSolitaireArgs {
  variant: 'english' | 'french' | 'wiegleb' | 'diamond' | 'triangle';
  'start-hole'?: string;
  'show-warnings'?: boolean;
  'show-hint-button'?: boolean;
  'show-moves'?: boolean;
  'ai-delay'?: number;
  lang?: Language;
  style?: string;
  coordinates?: 'edge' | 'none';
  moves?: string;
  puzzle?: string;
  lesson?: string;
}

const meta: Meta<PegSolitaireArgs> = {
  title: 'Games/Peg solitaire',
  component: 'peg-solitaire-board',
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['english', 'french', 'wiegleb', 'diamond', 'triangle'],
      description: 'The board.',
      table: { category: 'attributes' },
    },
    'start-hole': {
      control: 'text',
      description: 'The hole that starts empty, like d4 (default the centre; a1 on the triangle).',
      table: { category: 'attributes' },
    },
    'show-warnings': {
      control: 'boolean',
      description: 'Marks jumps and pegs that lead only to dead ends.',
      table: { category: 'attributes' },
    },
    'show-hint-button': {
      control: 'boolean',
      description: 'Shows a Hint button (the h key works anyway).',
      table: { category: 'attributes' },
    },
    'show-moves': { control: 'boolean', description: 'Shows the list of jumps.', table: { category: 'attributes' } },
    'ai-delay': {
      control: { type: 'number', min: 0, step: 50 },
      description: 'Pause between the jumps of Solve (at least 300 ms).',
      table: { category: 'attributes' },
    },
    lang: commonArgTypes.lang,
    coordinates: {
      control: 'inline-radio',
      options: ['edge', 'none'],
      description: 'The holes’ files and ranks along the edges (none on the triangle).',
      table: { category: 'attributes' },
    },
    moves: {
      control: 'text',
      description: 'Sets up the game from a list of jumps.',
      table: { category: 'attributes' },
    },
  },
  args: { variant: 'english', 'show-warnings': false, 'show-hint-button': false, 'show-moves': false },
  render: renderBoard('peg-solitaire-board'),
};
export default meta;

type Story = StoryObj<PegSolitaireArgs>;

/** The 33-hole English board with the centre empty: end with one peg in the centre. */
export const English: Story = {};

/** For learners: dead ends marked as the solver proves them, a Hint button and the list of jumps. */
export const WithWarnings: Story = { args: { 'show-warnings': true, 'show-hint-button': true, 'show-moves': true } };

/** The puzzle of the day: finish in the centre, with one jump only that keeps it possible at each turn. */
export const DailyPuzzle: Story = { args: { puzzle: 'daily' } };

/** The French board of 37 holes, from e1 (from its centre no single-peg ending exists: position classes prove it). */
export const French: Story = { args: { variant: 'french', 'start-hole': 'e1', 'show-warnings': true } };

/** The 15-hole triangle, jumps in six directions. */
export const Triangle: Story = { args: { variant: 'triangle' } };

/** Wiegleb's 45-hole board. */
export const Wiegleb: Story = { args: { variant: 'wiegleb' } };

/** The 41-hole diamond, with warnings: from its centre no single-peg ending exists, as the status says at once. */
export const Diamond: Story = { args: { variant: 'diamond', 'show-warnings': true } };

/** Every text in Chinese. */
export const InChinese: Story = { args: { lang: 'zh' } };

/** Restyled with the documented custom properties. */
export const Themed: Story = {
  args: { style: '--bge-board-color:#1e3a5f; --bge-peg-color:#f2c14e; --bge-hole-color:rgb(255 255 255 / 0.25)' },
};

/** A posted solution followed on the board: the files and ranks name every hole of the jumps listed. */
export const FollowTheNotation: Story = {
  args: { 'show-moves': true, coordinates: 'edge', moves: 'd2-d4 f3-d3 d4-d2 b4-d4' },
};

/** Learn Peg solitaire on the board: its course: the jump, clearing the board, and finishing with one peg; a wrong move is explained. */
export const Course: Story = { args: { lesson: '1' } };
