import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'board-game-elements/board';
import './src/index.js';

interface KalahArgs {
  seeds: number;
  mode: 'vs-ai' | 'two-player' | 'ai-vs-ai';
  'ai-side': 'first' | 'second';
  'ai-depth'?: number;
  lang: string;
  theme: 'auto' | 'light' | 'dark';
  lesson?: string;
}

const meta: Meta<KalahArgs> = {
  title: 'Your own game/Kalah',
  argTypes: {
    seeds: { control: { type: 'range', min: 3, max: 6 }, description: 'Seeds in each pit at the start.' },
    mode: {
      control: 'select',
      options: ['vs-ai', 'two-player', 'ai-vs-ai'],
      description: 'Who plays (every mode of the library works).',
    },
    'ai-side': { control: 'inline-radio', options: ['first', 'second'], description: "The computer's side." },
    'ai-depth': {
      control: { type: 'range', min: 1, max: 40 },
      description: 'Plies searched; unset, as deep as `ai-time` allows.',
    },
    lang: {
      control: 'inline-radio',
      options: ['en', 'zh'],
      description: "The board's language: English, or Chinese from the game's own `words-zh.ts`.",
    },
    theme: { control: 'inline-radio', options: ['auto', 'light', 'dark'], description: 'The colours.' },
  },
  args: { seeds: 4, mode: 'vs-ai', 'ai-side': 'second', lang: 'en', theme: 'auto' },
  render: (a) =>
    html`<kalah-board seeds=${a.seeds} mode=${a.mode} ai-side=${a['ai-side']} ai-depth=${a['ai-depth'] ?? nothing} lang=${a.lang} theme=${a.theme} lesson=${a.lesson ?? nothing}></kalah-board>`,
};
export default meta;

type Story = StoryObj<KalahArgs>;

/** Kalah with 4 seeds per pit against the computer, which thinks in the game's own worker. */
export const AgainstTheComputer: Story = {};

/** Two people at one screen, 6 seeds per pit. */
export const TwoPlayers: Story = { args: { mode: 'two-player', seeds: 6 } };

/** In Chinese, on the dark theme. */
export const Chinese: Story = { args: { lang: 'zh', theme: 'dark' } };

/** Kalah's own course, shipped through the public API: sowing, extra turns, captures, the end, and two of play. */
export const Course: Story = { args: { lesson: '1' } };
