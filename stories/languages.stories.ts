import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { unsafeStatic, html as staticHtml } from 'lit/static-html.js';
import '../src/index.js';
import { GAMES } from '../src/games/registry.js';

/**
 * The stories the Languages page shows: every board in the language and direction the toolbar chooses, and the two
 * languages written right to left. Kept out of the sidebar: the page is where they are read.
 */
const meta: Meta = {
  title: 'Examples/Languages',
  tags: ['!dev', '!autodocs'],
};
export default meta;

type Story = StoryObj;

/** A board of each game, for two players, as the page's language (the toolbar's Language) has it. */
const boards = () =>
  GAMES.map(
    (g) =>
      staticHtml`<${unsafeStatic(g.tag)} mode="two-player" show-moves style="max-width: 420px"></${unsafeStatic(g.tag)}>`,
  );

/** Every board in the language the toolbar chooses (Language, and Direction for the page's `dir`). */
export const EveryBoard: Story = {
  render:
    () => html`<div style="display: grid; grid-template-columns: repeat(auto-fill, minmax(300px, 1fr)); gap: 24px">
    ${boards()}
  </div>`,
};

/** Arabic and Hebrew: the panels, the move list and the buttons mirror; each board keeps its own orientation. */
export const RightToLeft: Story = {
  render:
    () => html`<div style="display: grid; grid-template-columns: repeat(auto-fill, minmax(300px, 1fr)); gap: 24px">
    <reversi-board lang="ar" mode="two-player" show-moves moves="d3 c5 e6"></reversi-board>
    <connect-four-board lang="he" mode="two-player" show-moves moves="4 4 3"></connect-four-board>
  </div>`,
};
