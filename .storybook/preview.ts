import { setCustomElementsManifest } from '@storybook/web-components-vite';
import type { Preview } from '@storybook/web-components-vite';
import manifest from '../custom-elements.json';

// Docs pages list each element's attributes, events, parts and CSS properties from the manifest.
setCustomElementsManifest(manifest);

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    controls: { expanded: true, sort: 'requiredFirst' },
    docs: { toc: true },
  },
};

export default preview;
