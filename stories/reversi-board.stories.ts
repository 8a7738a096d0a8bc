import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../src/reversi-board.js';
import { type CommonArgs, commonArgTypes, commonArgs, renderBoard } from './common.js';

interface ReversiArgs extends CommonArgs {
  size: number;
  position?: string;
  'show-analysis'?: boolean;
}

const meta: Meta<ReversiArgs> = {
  title: 'Games/Reversi',
  component: 'reversi-board',
  argTypes: {
    size: {
      control: { type: 'range', min: 4, max: 16, step: 2 },
      description: 'The board side: an even number from 4 to 16.',
      table: { category: 'attributes' },
    },
    position: {
      control: 'text',
      description: 'A starting position: size x size squares of X, O or - (a1 first), then X or O to move.',
      table: { category: 'attributes' },
    },
    'show-analysis': {
      control: 'boolean',
      description: "Shows the computer's value of each legal move on its square (exact near the end).",
      table: { category: 'attributes' },
    },
    ...commonArgTypes,
    'ai-depth': {
      control: { type: 'number', min: 1, max: 252 },
      description:
        '1 to the squares minus 4; unset or the maximum searches as deep as ai-time allows and solves the endgame.',
      table: { category: 'attributes' },
    },
  },
  args: { size: 8, 'show-analysis': false, ...commonArgs },
  render: renderBoard('reversi-board'),
};
export default meta;

type Story = StoryObj<ReversiArgs>;

/**
 * You play black and move first; the computer searches as deep as its time allows and solves the last moves exactly.
 */
export const AgainstTheComputer: Story = {};

/** A family game: two players with their names on a 10x10 board. */
export const FamilyBoard10x10: Story = {
  args: { size: 10, mode: 'two-player', 'first-player': 'Mei', 'second-player': 'Tom' },
};

/** The names asked on a start form, before the first move. */
export const AskNames: Story = { args: { size: 10, mode: 'two-player', 'ask-names': true } };

/** A gentle opponent that looks one move ahead (it grabs the most discs). */
export const EasyComputer: Story = { args: { 'ai-depth': 1 } };

/** A quick game on 6x6. */
export const SmallBoard: Story = { args: { size: 6 } };

/** FFO endgame #1 set up from its position text, with the exact value of every move (black wins by 18 with g8). */
export const EndgamePuzzle: Story = {
  args: {
    mode: 'two-player',
    'show-analysis': true,
    position: '--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X',
  },
};

/**
 * The last 21 moves of a game opened in review: every move marked by the exact final margin it kept or gave away, as
 * Edax values it.
 */
export const ReviewedEndgame: Story = {
  args: {
    mode: 'two-player',
    position: 'OOOOOOO-OOXXOX--OOXXOX---OOOOX--XXOOOX----XOOO----XXOO---OOOOOO- X',
    moves: 'a4 a6 b6 a7 g6 h6 h7 h8 g7 h5 b7 g5 g4 a8 pass h3 h4 g3 h2 h1 g2',
    review: true,
    'review-time': 3000,
  },
};

/**
 * An endgame puzzle of the game's set: the best final margin, with one best move at each of your turns (proven by the
 * exact solver).
 */
export const BestMovePuzzle: Story = { args: { puzzle: 'rv-001' } };

/** A forced pass: white has no move and must press Pass (or p). */
export const ForcedPass: Story = { args: { size: 4, mode: 'two-player', position: 'XO-------------- O' } };

/** The computer against itself on 8x8. */
export const ComputerVsComputer: Story = { args: { mode: 'ai-vs-ai', 'ai-time': 500, 'ai-delay': 300 } };

/**
 * Play a friend on another computer: Invite a friend shows a link and a code; the friend's board joins from the link
 * and plays white. Once both play, a watch link lets others follow the game; after it, Rematch swaps the sides. With
 * background music.
 */
export const PlayAFriendOnline: Story = { args: { mode: 'online', 'show-moves': true, music: true } };

/**
 * Online blitz through a relay of the site's own: 3 minutes each, and every byte through its TURN server (the address
 * here is an example: put your own).
 */
export const OnlineThroughYourRelay: Story = {
  args: {
    mode: 'online',
    clock: '3+2',
    'ice-servers': '[{"urls": "turn:turn.example.org:3478", "username": "games", "credential": "a-long-secret"}]',
    'ice-transport-policy': 'relay',
  },
};

/** Blitz against the computer: 3 minutes each and 2 seconds per move; the computer thinks within its own clock. */
export const BlitzAgainstTheComputer: Story = { args: { clock: '3+2' } };

/** Every text and square label in Chinese, chosen by `lang`. */
export const InChinese: Story = { args: { lang: 'zh' } };

/** Restyled from the page with the documented custom properties. */
export const Themed: Story = {
  args: {
    style:
      '--bge-board-face:#1b4f72; --bge-first-color:#3b1f0b; --bge-second-color:#fdf2e9; --bge-legal-color:rgb(255 255 255 / 0.35)',
  } as Partial<ReversiArgs>,
};

/**
 * A posted game followed on the board: the files along the top and the ranks down the left name every square of the
 * moves listed.
 */
export const FollowTheNotation: Story = {
  args: { mode: 'two-player', 'show-moves': true, coordinates: 'edge', moves: 'f5 d6 c3 d3 c4 f4' },
};

/** Learn Reversi on the board: its course: flips along one line and many, passing, and the corners; a wrong move is explained. */
export const Course: Story = { args: { lesson: '1' } };
