import type { StorybookConfig } from '@storybook/web-components-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.ts'],
  addons: ['@storybook/addon-docs'],
  framework: { name: '@storybook/web-components-vite', options: {} },
  // Builds must work offline: no telemetry, no update checks.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
