/** Controls shared by every two-player board's stories. */
import type { ArgTypes } from '@storybook/web-components-vite';
import { DEFAULT_TIME_MS } from '../src/core/ai.js';
import { LANGUAGES } from '../src/core/language.js';
import { DEFAULT_DELAY_MS } from '../src/element/base/board-attributes.js';

/** The common attributes, as Storybook controls. */
export const commonArgTypes: Partial<ArgTypes> = {
  mode: {
    control: 'inline-radio',
    options: ['vs-ai', 'two-player', 'ai-vs-ai', 'remote', 'online'],
    description: 'Who plays (online: against a friend on another computer, by invite link).',
    table: { category: 'attributes' },
  },
  'local-side': {
    control: 'inline-radio',
    options: ['first', 'second'],
    description: 'The side played on this board in remote and online mode.',
    table: { category: 'attributes' },
  },
  'ai-side': {
    control: 'inline-radio',
    options: ['first', 'second'],
    description: "The computer's side in vs-ai mode.",
    table: { category: 'attributes' },
  },
  'ai-time': {
    control: { type: 'number', min: 1, step: 100 },
    description: 'Milliseconds the computer may think per move.',
    table: { category: 'attributes' },
  },
  'ai-delay': {
    control: { type: 'number', min: 0, step: 50 },
    description: "Pause before the computer's move appears.",
    table: { category: 'attributes' },
  },
  seed: { control: 'number', description: "Seed of the computer's random choices.", table: { category: 'attributes' } },
  disabled: {
    control: 'boolean',
    description: 'Blocks all input and pauses the computer.',
    table: { category: 'attributes' },
  },
  lang: {
    control: 'select',
    options: LANGUAGES,
    description: 'Language of every text (else the nearest ancestor’s: the toolbar’s Language sets the page’s).',
    table: { category: 'attributes' },
  },
  'first-player': { control: 'text', description: 'Name of the first player.', table: { category: 'attributes' } },
  'second-player': { control: 'text', description: 'Name of the second player.', table: { category: 'attributes' } },
  'ask-names': {
    control: 'boolean',
    description: 'Opens with a form asking the names.',
    table: { category: 'attributes' },
  },
  'show-moves': { control: 'boolean', description: 'Shows the move list.', table: { category: 'attributes' } },
  'show-hint-button': {
    control: 'boolean',
    description: 'Shows a Hint button (the h key works anyway).',
    table: { category: 'attributes' },
  },
  'hide-hints': { control: 'boolean', description: 'Turns off legal-move hints.', table: { category: 'attributes' } },
  sound: { control: 'boolean', description: 'Short tones for moves and results.', table: { category: 'attributes' } },
  moves: { control: 'text', description: 'Sets up the game from a move list.', table: { category: 'attributes' } },
  persist: {
    control: 'text',
    description: 'Saves the game in the browser under this key (online: rejoins after a reload).',
    table: { category: 'attributes' },
  },
  'online-server': {
    control: 'text',
    description: 'The PeerJS server for online mode, as a URL (unset: the public one).',
    table: { category: 'attributes' },
  },
  coordinates: {
    control: 'inline-radio',
    options: ['edge', 'none'],
    description: 'Files and ranks along the edges, on boards whose squares have names.',
    table: { category: 'attributes' },
  },
  'ice-servers': {
    control: 'text',
    description:
      'Online: the STUN and TURN servers as JSON, e.g. [{"urls": "turn:turn.example.org:3478", "username": "u", "credential": "p"}].',
    table: { category: 'attributes' },
  },
  'ice-transport-policy': {
    control: 'inline-radio',
    options: ['all', 'relay'],
    description: 'Online: relay sends everything through a TURN server of ice-servers.',
    table: { category: 'attributes' },
  },
  review: {
    control: 'boolean',
    description:
      'Opens the game in review: each move marked by the computer, an evaluation graph, the positions stepped through.',
    table: { category: 'attributes' },
  },
  'review-time': {
    control: { type: 'number', min: 10, max: 60000 },
    description: 'The time a review gives each position, in milliseconds (default 1000).',
    table: { category: 'attributes' },
  },
  puzzle: {
    control: 'text',
    description: "A puzzle: daily (the day's), random, a puzzle's id of the game's set, or a puzzle as JSON.",
    table: { category: 'attributes' },
  },
  lesson: {
    control: 'text',
    description:
      "A lesson: 1 (the game's course from the start), next (where the reader left it), a lesson's id, or JSON.",
    table: { category: 'attributes' },
  },
  lessons: {
    control: 'text',
    description: "A page's own course instead of the game's, as a JSON list of lessons.",
    table: { category: 'attributes' },
  },
  'show-learn-button': {
    control: 'boolean',
    description: "Shows a Learn button that opens the game's course where the reader left it.",
    table: { category: 'attributes' },
  },
  clock: {
    control: 'text',
    description:
      'A clock for each side, M+S: M minutes each and S seconds added after each move (e.g. 5+3); unset, no clock.',
    table: { category: 'attributes' },
  },
  music: {
    control: 'boolean',
    description: "A quiet looping tune from the player's first click or key, with a mute button.",
    table: { category: 'attributes' },
  },
};

/** Default values of the common attributes. */
export const commonArgs = {
  mode: 'vs-ai',
  'ai-side': 'second',
  'ai-time': DEFAULT_TIME_MS,
  'ai-delay': DEFAULT_DELAY_MS,
  seed: undefined,
  disabled: false,
  'show-moves': false,
  'show-hint-button': false,
  'hide-hints': false,
  sound: false,
  'ask-names': false,
};

/** Story args of the common attributes. */
export interface CommonArgs {
  mode: string;
  'ai-side': string;
  'ai-depth'?: number;
  'ai-time': number;
  'ai-delay': number;
  seed?: number;
  disabled: boolean;
  'local-side'?: string;
  lang?: string;
  'first-player'?: string;
  'second-player'?: string;
  'ask-names'?: boolean;
  'show-moves'?: boolean;
  'show-hint-button'?: boolean;
  'hide-hints'?: boolean;
  sound?: boolean;
  moves?: string;
  persist?: string;
  'online-server'?: string;
  music?: boolean;
  clock?: string;
  review?: boolean;
  'review-time'?: number;
  puzzle?: string;
  lesson?: string;
  lessons?: string;
  'show-learn-button'?: boolean;
  'ice-servers'?: string;
  'ice-transport-policy'?: 'all' | 'relay';
  coordinates?: 'edge' | 'none';
}

/**
 * Renders `<tag>` with one attribute per arg: `true` gives an empty attribute, `false`, `undefined`
 * and `''` leave it out, so every control maps straight to the markup an author would write.
 */
export function renderBoard(tag: string) {
  return (args: object): HTMLElement => {
    const el = document.createElement(tag);
    for (const [name, value] of Object.entries(args)) {
      if (value === true) el.setAttribute(name, '');
      else if (value !== false && value !== undefined && value !== null && value !== '')
        el.setAttribute(name, String(value));
    }
    return el;
  };
}
