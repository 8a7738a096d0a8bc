import { setCustomElementsManifest } from '@storybook/web-components-vite';
import type { Preview } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';
import manifest from '../custom-elements.json';
import { LANGUAGES } from '../src/core/language.js';

// Docs pages list each element's attributes, events, parts and CSS properties from the manifest.
setCustomElementsManifest(manifest);

/** Each built-in language by its own name ("Deutsch", "العربية"), as a reader looks for it. */
const languageItems = LANGUAGES.map((tag) => ({
  value: tag,
  title: new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? tag,
  right: tag,
}));

const preview: Preview = {
  // The toolbar's language and direction apply to every story: its boards take them from the wrapper, as from a page.
  globalTypes: {
    locale: {
      description: 'The language of every board (the page’s lang)',
      toolbar: { title: 'Language', icon: 'globe', items: languageItems, dynamicTitle: true },
    },
    direction: {
      description: 'The direction of the page (dir); by default, the language’s own',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'auto', title: 'The language’s own direction' },
          { value: 'ltr', title: 'Left to right (dir="ltr")' },
          { value: 'rtl', title: 'Right to left (dir="rtl")' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en', direction: 'auto' },
  decorators: [
    (story, { globals }) =>
      html`<div lang=${globals.locale ?? 'en'} dir=${globals.direction === 'ltr' || globals.direction === 'rtl' ? globals.direction : nothing}>
        ${story()}
      </div>`,
  ],
  parameters: {
    controls: { expanded: true, sort: 'requiredFirst' },
    docs: { toc: true },
    options: {
      // The sidebar reads as the guide: from the first tag on a page to the engine's internals. The
      // README's list of pages follows it (`npm run docs:lists`; `npm test` checks it).
      storySort: {
        order: [
          'Start',
          ['Introduction', 'Install and load', 'What it costs'],
          'Embed',
          ['A page', 'The frame', 'WordPress', 'Strict Content-Security-Policy'],
          'Frameworks',
          ['React and Next.js', 'Vue', 'Svelte', 'Preact', 'Plain TypeScript'],
          'Play',
          [
            'Modes',
            'Online play',
            'Clocks',
            'Reviewing a game',
            'Puzzles',
            'Teaching with the boards',
            'Keyboard and screen readers',
            'Themes',
            'CSS parts and properties',
            'Languages',
            'Saved games',
          ],
          'Games',
          ['Nim', 'Tic-tac-toe', 'Connect Four', 'Reversi', 'Lines of Action', 'Peg solitaire', 'Hnefatafl'],
          'Your own game',
          ['The public API', 'Kalah'],
          'Reference',
          ['Overview'],
          'Development',
          ['Architecture', 'Tests', 'Benches', 'Reliability', 'Threat model', 'Translating'],
        ],
      },
    },
  },
};

export default preview;
