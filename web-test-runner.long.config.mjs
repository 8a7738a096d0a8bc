// `npm run test:long`: the browser's long session at full length (1000 boards), fifty boards playing at once, every
// board in every language and a whole game of every board through a screen reader, which the everyday suite runs
// shorter, the review of a whole Connect Four game against Pons' values, which it leaves to Node from the
// thirteenth move, and every step of every game's course, right and wrong. The page tells the tests through
// `window.BGE_LONG`.
import base from './web-test-runner.config.mjs';

export default {
  ...base,
  files: [
    'test/element/long-session.browser.test.ts',
    'test/element/many-boards.browser.test.ts',
    'test/element/every-language.browser.test.ts',
    'test/element/screen-reader-games.browser.test.ts',
    'test/element/review-solvers.browser.test.ts',
    'test/element/courses.browser.test.ts',
  ],
  testRunnerHtml: (testFramework) =>
    `<!doctype html><html><body><script>window.BGE_LONG = true;</script><script type="module" src="${testFramework}"></script></body></html>`,
  testFramework: { config: { timeout: 600000 } },
  testsFinishTimeout: 900000,
};
