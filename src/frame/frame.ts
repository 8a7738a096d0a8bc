/**
 * The script of `frame.html`, the page for hosts that accept only an iframe: it shows the game
 * the URL names (see `frame-setup.ts`), loading only that game, and tells the parent page what
 * happens with `postMessage`: `{source: 'board-game-elements', type, game, ...}` where `type` is
 * `move`, `game-over`, `lesson-step` or `lesson-complete` (with the event's `detail`), or `resize` (with the
 * content's `height` in CSS pixels, for `frame-resize.js` on the parent page).
 */
import { FRAME_GAMES, type FrameGame, frameSetup } from './frame-setup.js';

/** Marks the frame's messages among any others the parent page receives. */
export const MESSAGE_SOURCE = 'board-game-elements';

const LOADERS: Record<FrameGame, () => Promise<unknown>> = {
  // games: written by `npm run games` from src/games/registry.ts
  nim: () => import('../nim-board.js'),
  tictactoe: () => import('../tictactoe-board.js'),
  'connect-four': () => import('../connect-four-board.js'),
  reversi: () => import('../reversi-board.js'),
  'lines-of-action': () => import('../lines-of-action-board.js'),
  'peg-solitaire': () => import('../peg-solitaire-board.js'),
  hnefatafl: () => import('../hnefatafl-board.js'),
  // games: end
};

/** Tells the embedding page (if any) something; the data is plain and public, so any origin may read it. */
function post(message: Record<string, unknown>): void {
  if (window.parent !== window) window.parent.postMessage({ source: MESSAGE_SOURCE, ...message }, '*');
}

async function start(): Promise<void> {
  const name = new URLSearchParams(location.search).get('game') ?? '';
  if (Object.hasOwn(LOADERS, name)) await LOADERS[name as FrameGame]();
  const setup = frameSetup(
    location.search,
    location.hash,
    (game) => (customElements.get(FRAME_GAMES[game]) as unknown as { observedAttributes: string[] }).observedAttributes,
  );
  for (const problem of setup.problems) console.warn(`frame.html: ${problem}`);
  if (setup.lang && /^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{1,8})*$/.test(setup.lang)) document.documentElement.lang = setup.lang;
  const theme = setup.attributes.theme;
  if (theme === 'light' || theme === 'dark') document.documentElement.style.colorScheme = theme;
  new ResizeObserver(() =>
    post({ type: 'resize', height: Math.ceil(document.documentElement.getBoundingClientRect().height) }),
  ).observe(document.documentElement);
  if (!setup.game) {
    const note = document.createElement('p');
    note.setAttribute('role', 'alert');
    const games = Object.keys(FRAME_GAMES).join(', ');
    note.textContent = `This frame shows one game: add ?game= and one of ${games} to its address.`;
    document.body.append(note);
    return;
  }
  const game = setup.game;
  const board = document.createElement(FRAME_GAMES[game]);
  for (const [attribute, value] of Object.entries(setup.attributes)) board.setAttribute(attribute, value);
  // Details are plain data; a copy keeps anything a later release adds from breaking the message.
  const relay = (type: string) => (event: Event) =>
    post({ type, game, detail: JSON.parse(JSON.stringify((event as CustomEvent).detail ?? null)) });
  board.addEventListener('move', relay('move'));
  board.addEventListener('game-over', relay('game-over'));
  // A class's page follows its readers' progress through a course.
  board.addEventListener('lesson-step', relay('lesson-step'));
  board.addEventListener('lesson-complete', relay('lesson-complete'));
  document.body.append(board);
  // A link to a puzzle followed in the frame, or Back from one: the fragment's puzzle, or none (the
  // game, a saved one with `persist`, comes back).
  addEventListener('hashchange', () => {
    const puzzle = frameSetup(location.search, location.hash, () => ['puzzle']).attributes.puzzle;
    if (puzzle === undefined) board.removeAttribute('puzzle');
    else board.setAttribute('puzzle', puzzle);
  });
}

void start();
