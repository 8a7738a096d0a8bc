import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../src/hnefatafl-board.js';
import { type CommonArgs, commonArgTypes, commonArgs, renderBoard } from './common.js';

interface HnefataflArgs extends CommonArgs {
  variant: 'copenhagen' | 'fetlar' | 'tablut' | 'brandubh';
  'king-armed'?: string;
  'king-capture'?: number;
  escape?: string;
  'king-range'?: number;
  'pass-throne'?: string;
  position?: string;
}

const meta: Meta<HnefataflArgs> = {
  title: 'Games/Hnefatafl',
  component: 'hnefatafl-board',
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['copenhagen', 'fetlar', 'tablut', 'brandubh'],
      description: 'The rule set: Copenhagen (11x11, default), Fetlar (11x11), Tablut (9x9) or Brandubh (7x7).',
      table: { category: 'attributes' },
    },
    'king-armed': {
      control: 'inline-radio',
      options: [undefined, 'true', 'false'],
      description: 'Whether the king captures; unset, as the variant says.',
      table: { category: 'attributes' },
    },
    'king-capture': {
      control: 'inline-radio',
      options: [undefined, 2, 3, 4],
      description: 'Attackers needed around the king; unset, as the variant says.',
      table: { category: 'attributes' },
    },
    escape: {
      control: 'inline-radio',
      options: [undefined, 'corner', 'edge'],
      description: 'Where the king escapes; unset, as the variant says.',
      table: { category: 'attributes' },
    },
    'king-range': {
      control: { type: 'number', min: 0, max: 20 },
      description: 'The farthest the king moves (0: any distance; 3 for a short-range king).',
      table: { category: 'attributes' },
    },
    'pass-throne': {
      control: 'inline-radio',
      options: [undefined, 'true', 'false'],
      description: 'Whether pieces may pass over the empty throne.',
      table: { category: 'attributes' },
    },
    position: {
      control: 'text',
      description: 'A starting position: rows from the top of a, d, k or -, then a or d to move.',
      table: { category: 'attributes' },
    },
    ...commonArgTypes,
    'ai-depth': {
      control: { type: 'number', min: 1, max: 30 },
      description: '1 to 30; unset or 30 searches as deep as ai-time allows.',
      table: { category: 'attributes' },
    },
  },
  args: { variant: 'copenhagen', ...commonArgs },
  render: renderBoard('hnefatafl-board'),
};
export default meta;

type Story = StoryObj<HnefataflArgs>;

/** Copenhagen rules: you command the attackers and move first; the computer defends the king. */
export const AgainstTheComputer: Story = {};

/** You defend the king; the computer attacks. */
export const PlayTheKing: Story = { args: { 'ai-side': 'first' } };

/** Brandubh, the 7x7 game: short, and a good first game, with hints. */
export const Brandubh: Story = { args: { variant: 'brandubh', 'show-hint-button': true } };

/** Tablut on 9x9: the king escapes to any edge square and is captured by two away from the throne. */
export const Tablut: Story = { args: { variant: 'tablut' } };

/** A short-range king: he moves at most three squares. */
export const ShortRangeKing: Story = { args: { 'king-range': 3 } };

/** The king two steps from freedom: his open lines are marked like check in chess. */
export const OpenLines: Story = {
  args: {
    variant: 'brandubh',
    mode: 'two-player',
    position: '......./......./...a.../......./......./..k..../....... d',
  },
};

/**
 * A Brandubh puzzle of the game's set: the king escapes in two, by the only move that forces it (proven by exhaustive
 * search).
 */
export const KingEscapePuzzle: Story = { args: { puzzle: 'tafl-001' } };

/** Two players at one screen, with the move list. */
export const TwoPlayers: Story = {
  args: { mode: 'two-player', 'show-moves': true, 'first-player': 'Astrid', 'second-player': 'Bjorn' },
};

/** The computer against itself. */
export const ComputerVsComputer: Story = {
  args: { variant: 'brandubh', mode: 'ai-vs-ai', 'ai-time': 500, 'ai-delay': 300 },
};

/** Every text and square label in Chinese, chosen by `lang`. */
export const InChinese: Story = { args: { lang: 'zh' } };

/** Restyled from the page with the documented custom properties. */
export const Themed: Story = {
  args: {
    style:
      '--bge-light-square:#e6ecef; --bge-dark-square:#6b8794; --bge-first-color:#3a1c1c; --bge-second-color:#fffbe8; --bge-danger-color:#d97706',
  } as Partial<HnefataflArgs>,
};

/** A posted game followed on the board: a1 is at the bottom left, as in the move list. */
export const FollowTheNotation: Story = {
  args: { variant: 'brandubh', mode: 'two-player', 'show-moves': true, coordinates: 'edge', moves: 'd7-b7' },
};

/** Learn Hnefatafl on the board: its course: moving, capturing, the king's escape and his capture; a wrong move is explained. */
export const Course: Story = { args: { lesson: '1' } };
