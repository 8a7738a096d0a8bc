import type { StorybookConfig } from '@storybook/web-components-vite';
import { defaultClientConditions } from 'vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.ts', '../examples/*/*.stories.ts'],
  addons: ['@storybook/addon-docs'],
  framework: { name: '@storybook/web-components-vite', options: {} },
  // Builds must work offline: no telemetry, no update checks.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The examples import the package by name: `source` resolves it to src/ (see tsconfig.json).
  viteFinal: (vite) => ({ ...vite, resolve: { ...vite.resolve, conditions: ['source', ...defaultClientConditions] } }),
};

export default config;
