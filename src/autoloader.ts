/**
 * One script tag that loads only the boards a page uses. It imports the module of every board tag
 * in the document, in the open shadow roots of the page's custom elements, and in anything added
 * later (a `MutationObserver` on each of those), each module once. A page with one board loads that
 * board and nothing of the other six.
 */

/** The module of each board, by tag. */
const boards: Readonly<Record<string, () => Promise<unknown>>> = {
  // games: written by `npm run games` from src/games/registry.ts
  'nim-board': () => import('./nim-board.js'),
  'tictactoe-board': () => import('./tictactoe-board.js'),
  'connect-four-board': () => import('./connect-four-board.js'),
  'reversi-board': () => import('./reversi-board.js'),
  'lines-of-action-board': () => import('./lines-of-action-board.js'),
  'peg-solitaire-board': () => import('./peg-solitaire-board.js'),
  'hnefatafl-board': () => import('./hnefatafl-board.js'),
  // games: end
};

const requested = new Set<string>();
const watched = new WeakSet<Node>();
const observer =
  typeof MutationObserver === 'undefined'
    ? undefined
    : new MutationObserver((records) => {
        for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) visit(node);
      });

/** Loads the module of `tag` if it is a board's, once. */
function load(tag: string): void {
  const module = boards[tag];
  if (!module || requested.has(tag)) return;
  requested.add(tag);
  module().catch((e: unknown) => {
    requested.delete(tag);
    console.error(`board-game-elements autoloader: could not load <${tag}>`, e);
  });
}

/** Watches `root` for added elements, and looks at what it holds now. */
function watch(root: Document | ShadowRoot): void {
  if (watched.has(root)) return;
  watched.add(root);
  observer?.observe(root, { childList: true, subtree: true });
  for (const el of root.querySelectorAll('*')) visit(el, false);
}

/**
 * Loads `el`'s board; for another custom element, watches its open shadow root once it has one
 * (after its definition, which may come later). `deep` also visits the elements inside `el`.
 */
function visit(el: Element, deep = true): void {
  const tag = el.localName;
  load(tag);
  if (tag.includes('-') && !(tag in boards)) {
    if (el.shadowRoot) watch(el.shadowRoot);
    // Defined later, the element renders into its shadow root after its update: watch it then.
    else void customElements.whenDefined(tag).then(() => el.shadowRoot && watch(el.shadowRoot));
  }
  if (deep) for (const child of el.querySelectorAll('*')) visit(child, false);
}

/**
 * Loads the boards under `root` (a document or shadow root the autoloader cannot see, such as a closed one) and those
 * added to it later.
 */
export function discover(root: Document | ShadowRoot): void {
  watch(root);
}

if (typeof document !== 'undefined') discover(document);
