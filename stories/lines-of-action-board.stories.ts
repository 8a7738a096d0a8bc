import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../src/lines-of-action-board.js';
import { type CommonArgs, commonArgTypes, commonArgs, renderBoard } from './common.js';

interface LinesOfActionArgs extends CommonArgs {
  size: number;
  simultaneous: 'mover' | 'draw';
  position?: string;
  'show-groups'?: boolean;
}

const meta: Meta<LinesOfActionArgs> = {
  title: 'Games/Lines of Action',
  component: 'lines-of-action-board',
  argTypes: {
    size: {
      control: 'inline-radio',
      options: [8, 6],
      description: 'The board side: 8 (standard) or 6.',
      table: { category: 'attributes' },
    },
    simultaneous: {
      control: 'inline-radio',
      options: ['mover', 'draw'],
      description: 'When one move joins both sides: the mover wins, or a draw.',
      table: { category: 'attributes' },
    },
    position: {
      control: 'text',
      description: 'A starting position: size x size squares of x, o or - from the top row, then x or o to move.',
      table: { category: 'attributes' },
    },
    'show-groups': {
      control: 'boolean',
      description: 'Rings each group in its own colour and counts the groups by the names.',
      table: { category: 'attributes' },
    },
    ...commonArgTypes,
    'ai-depth': {
      control: { type: 'number', min: 1, max: 30 },
      description: '1 to 30; unset or 30 searches as deep as ai-time allows.',
      table: { category: 'attributes' },
    },
  },
  args: { size: 8, simultaneous: 'mover', 'show-groups': false, ...commonArgs },
  render: renderBoard('lines-of-action-board'),
};
export default meta;

type Story = StoryObj<LinesOfActionArgs>;

/** You play black and move first; the computer searches with alpha-beta as deep as its time allows. */
export const AgainstTheComputer: Story = {};

/** For beginners: groups ringed and counted, and a one-move-deep opponent. */
export const Beginner: Story = { args: { 'show-groups': true, 'ai-depth': 1, 'show-hint-button': true } };

/** Two players at one screen, with the move list. */
export const TwoPlayers: Story = {
  args: { mode: 'two-player', 'show-moves': true, 'first-player': 'Ann', 'second-player': 'Bo' },
};

/** The 6x6 board: a shorter game, studied and reportedly solved. */
export const SixBySix: Story = { args: { size: 6 } };

/**
 * A position where black's capture on b2 joins both sides: with simultaneous="draw" it is a draw, by default black
 * wins.
 */
export const SimultaneousConnection: Story = {
  args: {
    mode: 'two-player',
    simultaneous: 'draw',
    'show-groups': true,
    position: '-------o/------o-/--------/--------/--------/--------/-o-x----/x------- x',
  },
};

/**
 * A puzzle of the game's set: join your pieces in two moves, by the only move that forces it (proven by exhaustive
 * search).
 */
export const ConnectionPuzzle: Story = { args: { puzzle: 'loa-001' } };

/** The computer against itself. */
export const ComputerVsComputer: Story = { args: { mode: 'ai-vs-ai', 'ai-time': 500, 'ai-delay': 300 } };

/** Every text and square label in Chinese, chosen by `lang`. */
export const InChinese: Story = { args: { lang: 'zh' } };

/** Restyled from the page with the documented custom properties. */
export const Themed: Story = {
  args: {
    style:
      '--bge-light-square:#dfe8f0; --bge-dark-square:#7895b2; --bge-first-color:#7a1f1f; --bge-second-color:#fff8e1',
  } as Partial<LinesOfActionArgs>,
};

/** A posted game followed on the board: a1 is at the bottom left, as in the move list. */
export const FollowTheNotation: Story = {
  args: { mode: 'two-player', 'show-moves': true, coordinates: 'edge', moves: 'b1-d3 a2-c4' },
};

/** Learn Lines of Action on the board: its course: how far a piece moves, jumps, captures, and joining into one group; a wrong move is explained. */
export const Course: Story = { args: { lesson: '1' } };
