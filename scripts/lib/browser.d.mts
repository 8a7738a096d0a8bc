// Types of browser.mjs, for the TypeScript benchmarks that use it.
import type { Browser } from 'puppeteer-core';

export function serveStatic(
  root: string,
  options?: { cors?: boolean; rewrite?: (path: string, text: string) => string },
): Promise<{ url: string; close: () => void }>;
export function launchChromium(args?: string[], options?: { protocolTimeout?: number }): Promise<Browser>;
