import { setCustomElementsManifest } from '@storybook/web-components-vite';
import type { Preview } from '@storybook/web-components-vite';
import manifest from '../custom-elements.json';

// Docs pages list each element's attributes, events, parts and CSS properties from the manifest.
setCustomElementsManifest(manifest);

const preview: Preview = {
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
          ['Architecture', 'Tests', 'Benches', 'Reliability', 'Threat model'],
        ],
      },
    },
  },
};

export default preview;
