import type { StorybookConfig } from '@storybook/web-components-vite';
import remarkGfm from 'remark-gfm';
import { defaultClientConditions } from 'vite';

/**
 * The documentation site: the guides (MDX) beside the stories. `DOCS_BASE` sets the path the site is
 * served under (`npm run docs`, e.g. `DOCS_BASE=/board-game-elements/`); unset, every address in the
 * build is relative, so it works from any folder.
 */
const base = process.env.DOCS_BASE;

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.ts', '../examples/*/*.mdx', '../examples/*/*.stories.ts'],
  // The guides are GitHub-flavoured Markdown: tables above all, which plain MDX leaves as text.
  addons: [
    {
      name: '@storybook/addon-docs',
      options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } },
    },
  ],
  framework: { name: '@storybook/web-components-vite', options: {} },
  // The guides' pictures, made by `npm run docs:images` from the real boards.
  staticDirs: [{ from: '../docs/images', to: '/images' }],
  // Builds must work offline: no telemetry, no update checks.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The examples import the package by name: `source` resolves it to src/ (see tsconfig.json).
  viteFinal: (vite) => ({
    ...vite,
    ...(base ? { base } : {}),
    resolve: { ...vite.resolve, conditions: ['source', ...defaultClientConditions] },
  }),
};

export default config;
