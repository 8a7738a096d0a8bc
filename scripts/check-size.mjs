/**
 * `npm run check:size`: what each way of loading the CDN build costs, gzipped, against its budget
 * (deterministic: bytes, not time). Run after `npm run build`.
 * - one element: its file and every file it imports statically (Lit and the shared base included),
 *   then the same with the worker and that game's AI (what a page showing one game loads);
 * - all elements: `board-game-elements.js` and its static imports, plus the worker with every
 *   game's AI (what a page showing all seven games loads);
 * - the autoloader alone, and what a page with one `<reversi-board>` loads through it before its
 *   first move (the autoloader, then that element and its static imports);
 * - lazy files: fetched only when needed (the Connect Four opening book, the AI on the main thread
 *   where workers are blocked, the JavaScript solvers where WebAssembly is refused, online play,
 *   PeerJS, the music), each with its own budget; online play, PeerJS and the music must be in no
 *   page's first load.
 * `--json` prints the rows. The figures the documentation shows are written to docs/figures/size.json
 * by `--write`; without it the check fails when that file differs from what it measured, so no page
 * shows a size the build no longer has.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { checkFigures } from './lib/figures.mjs';
import { gzipSync } from 'node:zlib';
import { cdnImports } from './lib/cdn-imports.mjs';
import { requireBuild } from './lib/checks.mjs';
import { GAMES } from './lib/games.mjs';

const DIR = 'dist/cdn';
const KB = 1024;
/** Budgets in bytes, gzipped. */
// `all` grew from 88 to 89 kB with the exact solvers in WebAssembly (that row went from 86.6 to
// 88.7 kB), less their JavaScript engines, which now load only where WebAssembly is refused.
// `game` 40 -> 42 kB and `all` 89 -> 92 kB: saved games that are never lost (the held save, tabs on
// one key, persist-error and its line, about 1.4 kB) and strict-CSP pages (CSSOM styles, the Trusted
// Types policy, about 0.4 kB); Reversi with its worker went from 39.5 to 40.9 kB, and `element`
// 33 -> 35 kB for the same reasons (Hnefatafl, the largest, is 34.1 kB).
// `element` 35 -> 37 kB, `game` 42 -> 43 kB, `all` 92 -> 94 kB, `allFirst` 66 -> 67 kB: clocks
// (`clock`), about 1.3 kB in every board (the attribute, the placeholder clocks of the first paint,
// the session's laps, the words), and the checks of `ice-servers` (0.3 kB); the running clock is a
// chunk of its own (`clock-play`, 1.6 kB) that only a board with a `clock` loads. Online play
// (`online`, 10 -> 12 kB) gained clocks, rematch and watching.
// `game` 43 -> 44 kB: the search's pace (the `Pacing` rule in the worker's search, about 0.3 kB)
// took Reversi with its worker from 42.7 to 43.0 kB.
// `element` 37 -> 33 kB, `game` 44 -> 42 kB, `allFirst` 67 -> 61 kB, `all` 94 -> 88 kB: what only
// some pages use loads when first wanted (the worker's plumbing, on the first search; Chinese texts,
// saving, tones, music and online play, before the first render of a board that asks for them).
// Tic-tac-toe went from 29.5 to 25.6 kB, Hnefatafl from 36.2 to 32.0, every element from 65.9 to 59.6.
// `element` 33 -> 32 kB, `allFirst` 61 -> 59 kB, `all` 88 -> 87 kB: the CDN build squeezes the text
// of Lit's css/html/svg templates (`scripts/lib/minify-templates.mjs`): Hnefatafl 32.0 -> 31.3 kB,
// every element 59.6 -> 58.2. Reversi with its worker went from 41.2 to 41.3 kB: its endgame engine
// grew by its line tables and table buckets (6.9 -> 8.4 kB of WebAssembly before gzip).
// `element` 32 -> 31 kB, `allFirst` 59 -> 58 kB: the computer's turns (`computer-turns`, with the
// worker's plumbing) load when the computer is first wanted, not before a board's first move
// (Hnefatafl 31.3 -> 30.5 kB, tic-tac-toe 25.1 -> 24.3, every element 58.2 -> 57.4). A page that
// plays the computer loads them on the first move, as it loaded the plumbing before: Reversi with
// its worker went from 41.3 to 41.7 kB (one chunk more).
// `allFirst` 58 -> 45 kB, `all` 87 -> 90 kB: the all-in-one file is built apart, as one file
// (57.4 kB in 27 shared chunks, each gzipped alone, became 43.7 kB). The worker still reads the
// rules from the element files' chunks, so a page that plays all seven computers fetches the rules
// twice: 86.0 -> 89.8 kB in all, for 13.7 kB less before the first move and one request, not 27.
// `element` 31 kB became a budget per board (`ELEMENT_BUDGETS`), so that one board's growth shows
// even when it stays under the largest board's figure.
// `online` 12 -> 13 kB: presence (heartbeats, a friend who left, claims) and the clocks' rules added
// 1.8 kB to online play, which only a board that goes online loads.
// `game` 42 -> 43 kB: the page's pool of workers that its boards share (0.7 kB in the computer's
// lazy part), which saves a page of several boards a worker and its fetches per board.
// `all` 91 -> 92 kB: every game's AI values each move for a review (`analyse`; the shared
// `search-analysis` chunk and Nim's, tic-tac-toe's, Lines of Action's and Hnefatafl's own), 1.4 kB.
// `game` 43 -> 44 kB, `all` 92 -> 93 kB: the review's glue in each board (see ELEMENT_BUDGETS).
// `allFirst` 45 -> 45.5 kB: the puzzle's glue (see ELEMENT_BUDGETS); the puzzle and the sets load on demand.
// `game` 44 -> 44.5 kB, `all` 93 -> 93.5 kB, `allFirst` 45.5 -> 46 kB: `ai-level` (see ELEMENT_BUDGETS).
// `game` 44.5 -> 46 kB, `all` 93.5 -> 96.5 kB, `allFirst` 46 -> 47.5 kB, `online` 13 -> 13.5 kB: the
// trust fixes of one wave (see ELEMENT_BUDGETS); online play's claims judged by the claimed board's own
// absence, refused and taken back (1.1 kB, online only). The composed board is to take these back.
// `game` 46 -> 46.5 kB, `all` 96.5 -> 98 kB: a review's fixed budgets in the AIs (the search's fixed
// analysis, resumed across calls; Reversi's canonical orientation; Connect Four's resumable exact
// analysis and its review book's loader), in the worker's part, loaded when the computer is first wanted.
// `reviewBook` 10 -> 26 kB: Connect Four's review book, the exact value of every 7x6 position up to ply 6 (up to
// mirror symmetry), fetched by a review or an analysis only: 3,237 entries took 7.0 kB, about 2.2 bytes each, and the
// whole book holds about 11,000.
// `game` 46.5 -> 46.3 kB, `all` 98 -> 97.9 kB: the move list loads when asked for (see ELEMENT_BUDGETS).
// `allFirst` 47.5 -> 47.4 kB: the names form and the list of keys load when first wanted.
// `game` 46.3 -> 46.5 kB, `all` 97.9 -> 98.1 kB, `allFirst` 47.4 -> 47.7 kB: the composed board's first parts (see
// ELEMENT_BUDGETS); `online` 13.5 -> 13.6 kB: the online panel's choices as small render helpers, none nested.
// `game` 46.5 -> 46.6 kB, `all` 98.1 -> 98.6 kB, `allFirst` 47.7 -> 48.2 kB: the class chain's collapse into `Board`
// and its core (see ELEMENT_BUDGETS; seven boards' 0.2 to 0.3 kB in `all` and `allFirst`).
// `game` 46.6 -> 46.2 kB, `all` 98.6 -> 98.2 kB, `allFirst` 48.2 -> 47.9 kB: each lazy part's wiring loads with it (see
// ELEMENT_BUDGETS); `online` 13.6 -> 13.8 kB: online play's wiring (0.2 kB), which every board carried, is now in it.
// `game` 46.2 -> 48.2 kB, `all` 98.2 -> 101.4 kB, `allFirst` 47.9 -> 51 kB: sixteen languages (see ELEMENT_BUDGETS);
// the all-in-one file also carries `registerLanguage` and the seven games' loaders of every language. Online play,
// the review and the puzzle lost their Chinese (0.4 to 1.1 kB each), which loads as every language does.
// `game` 48.2 -> 48.4 kB, `all` 101.4 -> 103.6 kB, `allFirst` 51 -> 53.2 kB: every board explains a refused move by
// the rule it breaks (see ELEMENT_BUDGETS).
// `game` 48.4 -> 49 kB, `all` 103.6 -> 104.2 kB, `allFirst` 53.2 -> 53.8 kB: the lessons' glue (see ELEMENT_BUDGETS);
// the lesson, each game's course and what the puzzle and the lesson share load on demand.
// `game` 49 -> 53.5 kB, `all` 104.2 -> 108.5 kB: Reversi's learned evaluation (the shapes, the tables' expansion, the
// weights' decoder: about 1 kB) and its midgame search in WebAssembly (the engine 8.4 -> 12.2 kB before gzip), in the
// worker's Reversi AI (48.9 -> 52.9 kB with its board); the weights themselves are a chunk of their own (`weights`).
const BUDGETS = {
  game: 53.5 * KB,
  all: 108.5 * KB,
  // The all-in-one file's AI chunks, the largest Reversi's (13.8 kB, its engine in WebAssembly with it).
  allAi: 14.5 * KB,
  book: 14 * KB,
  // Reversi's learned evaluation (`npm run train:reversi`): its weights, 221 kB of gzip already, so about as much
  // gzipped again; loaded by the worker with the AI's first search of an 8x8 game, never with a board.
  weights: 224 * KB,
  reviewBook: 26 * KB,
  lazy: 10 * KB,
  // Each language's table of texts: the shared ones, a game's words, the review's, online play's or the puzzle's. About
  // 1.5 kB: the largest, online play's in Ukrainian and Russian, is 1.7 kB (Cyrillic is two bytes a letter, Devanagari
  // three; the same texts in French are 1.5 kB).
  language: 1.75 * KB,
  // A game's course in one language: its lessons' titles and every step's goal, hint, done and wrong words, about 1,500
  // to 2,300 words of English; loaded only by a board given a lesson in that language.
  course: 6 * KB,
  online: 13.8 * KB,
  peer: 28 * KB,
  autoloader: 2 * KB,
  allFirst: 53.8 * KB,
};
/**
 * Each board before its first move, with Lit: about half a kilobyte over its figure. The boards
 * differ by their own code (Hnefatafl's rules and variants, the piece boards' moving pieces); the
 * shared base and Lit are the same 20 kB in each. +0.5 kB on the boards that had less room: each
 * board answers to its attributes' names as properties and reads a text given to a property as its
 * attribute (0.3 kB: Vue and Svelte set a template's plain attributes as properties), and the move
 * list groups the moves by turns (0.1 kB). +0.5 kB more for the review's glue in the base (0.8 kB:
 * the `review` attribute, `openReview()`, the shown position, the Review button, the move list's marks
 * and steps, the analysis of any position); the review itself (3.8 kB) loads when one opens.
 * +0.5 kB for the puzzle's glue (0.3 to 0.4 kB: the `puzzle` attribute, the moves, hints, status
 * and options a puzzle takes over, the review's and the puzzle's host shared); the puzzle (5.6 kB)
 * and each game's set (0.5 to 1.5 kB) load when a board is given a puzzle.
 * +0.5 kB where the room was gone for `ai-level` (0.2 to 0.3 kB: the levels' names and their check,
 * each game's table of depths, the spread for a game without one).
 * +1 to 1.5 kB for one wave of trust fixes, 0.9 (Nim) to 1.5 kB (Hnefatafl) measured: every input's
 * bound checked in the one replay and long work in slices (each game's `maxPlies`, the shared lines
 * of the games that keep a history), the player's own game kept aside and given back when a puzzle
 * ends, the review's property and a part asked for before the element upgrades, a claim taken back
 * (`game-resumed`), and the finished review's summary and reasons. Raised to land them; making the
 * board of composed parts, each loaded by the boards that use it, is to win these back.
 * Lowered to 0.2 kB over each figure as the composed board wins them back: the move list loads for
 * `show-moves` or a review (-0.4 to -0.5 kB), after the attributes moved to one table and became
 * settings that keep what was set (+0.1 to +0.2 kB): every board 0.3 to 0.4 kB lighter. Then each
 * game's attributes from a table and picking up pieces as a controller (+0.1 to +0.3 kB), paid by the
 * names form (`ask-names`) and the list of keys (the first `?`) loading when first wanted (-0.4 kB).
 * Then the first parts of the composed board, each a small class with its port where the chain's layers held the
 * code inline: the game's flow (`GameFlow`, +0.1 kB), the values played with and the list of keys (`AttributeSettings`,
 * `KeysHelp`, +0.1 kB), measured by building before and after each; budgets 0.1 kB over the figures, which the
 * chain's collapse into one base is to take down.
 * The collapse itself (`Board` over `BoardCore`, the parts, the chrome and the commands, each game giving one object)
 * left the base's code the same size minified (19.3 kB before and after, esbuild over tic-tac-toe's element) and added
 * 0.2 to 0.3 kB gzipped per board (the same code in more, smaller functions; the games reaching the helpers through
 * `this.core`), measured by building before and after. Then the wiring of each part that loads on demand (saving,
 * online play, the review, the puzzle: the ports that tell each what to read and do) moved into that part's own code,
 * loaded with it (`persistPart`, `onlinePart`, `reviewPart`, `puzzlePart`): 0.4 to 0.5 kB off every board. Budgets
 * 0.1 kB over the figures. What every board still loads first is what its first paint and its synchronous API need:
 * Lit (5.7 kB), the shared base (about 17 kB: the session, status, plates, keyboard grid, live region, attribute checks,
 * commands and chrome) and the game's own code (4.5 kB for tic-tac-toe to 11.5 kB for Hnefatafl); each part a page may
 * not use (saving, online play, the review, puzzles, names, the move list, keys, sound, Chinese, the computer's turns)
 * loads on demand, the clocks' placeholder (about 0.6 kB) aside.
 * +2.0 kB on every board for sixteen languages, measured by building before and after: choosing a language the way
 * pages expect (the tag's fallback chain, the nearest `lang` and `dir`, one observer following their changes and a
 * page's registered languages: about 1 kB), the `Intl` helpers every language's plurals, lists and clock figures use,
 * right to left (the custom state), and each table's loaders of sixteen languages (the shared texts' and the game's,
 * about 0.3 kB). The languages themselves load on demand (`language` below).
 * +0.1 to +0.8 kB for a refused move explained by the rule it breaks, measured by building before and after: each
 * game's `refusals.ts` (0.1 kB; the boards of one tap read it where they had their own checks), and on the piece
 * boards the English sentences that name the rule and its numbers, and the wiring from a picked-up piece to them
 * (0.5 to 0.7 kB). The other languages' sentences load with their tables.
 * +0.5 to +0.6 kB for lessons, measured by building before and after: the `lesson`, `lessons` and `show-learn-button`
 * attributes and the Learn button, the coaching that chooses between a puzzle and a lesson and ends the lessons, the
 * refused move shown where the player looks (`refuse`), the games won in a set-up position kept out of the players'
 * tally, and the pass a piece board names when there is no move. The lesson itself (6.6 kB), each course (1.4 to
 * 4.5 kB) and their texts in each language load when a board is given a lesson.
 */
const ELEMENT_BUDGETS = {
  'nim-board': 30.1,
  'tictactoe-board': 29.9,
  'connect-four-board': 31.5,
  'reversi-board': 32,
  'lines-of-action-board': 34.6,
  'peg-solitaire-board': 34.4,
  'hnefatafl-board': 37.7,
};
for (const g of GAMES)
  if (!(g.tag in ELEMENT_BUDGETS)) throw new Error(`check-size: <${g.tag}> has no budget in ELEMENT_BUDGETS.`);
for (const tag of Object.keys(ELEMENT_BUDGETS))
  if (!GAMES.some((g) => g.tag === tag))
    throw new Error(`check-size: ELEMENT_BUDGETS has <${tag}>, which the registry has not.`);
/**
 * Chunks only a board playing online, inviting or joining (PeerJS), with `music` after a gesture, with a `clock`,
 * opening a review, given a puzzle (the puzzle and each game's set) or a lesson (the lesson, each game's course, and
 * what the puzzle and the lesson share) loads.
 */
const ON_DEMAND = [
  'online-controller',
  'peer-transport',
  'music',
  'clock-play',
  'review-controller',
  'puzzle-controller',
  'puzzles',
  'lesson-part',
  'course',
  'coaching',
  'help',
];
/**
 * The prefix of the all-in-one file's own late parts (it is built apart from the element files: see rollup.config.mjs).
 */
const ALL = 'board-game-elements-all-';
// Chunks of the same name are numbered by the bundler (`puzzles2.js`: each game's set).
const onDemand = (f) => ON_DEMAND.some((name) => new RegExp(`^(board-game-elements-|${ALL})${name}\\d*\\.js$`).test(f));
/**
 * Parts that an attribute asks for, loaded before that board's first render: the texts of a
 * language other than English (`lang-<tag>-<table>`: the shared texts, each game's words, the review's, online play's
 * and the puzzle's), saving (`persist`), the tones (`sound`), the music's button (`music`), the move list
 * (`show-moves`) and the names form (`ask-names`). No page's first load has them unless it asks.
 */
const ATTRIBUTE_PARTS = /-(lang-[\w-]+|persist-controller|sound|music-controller|move-list|names-form)\.js$/;
/** A language's table: each is at most `BUDGETS.language`, what one language adds to a board being a few of them. */
const LANGUAGE = /^board-game-elements-(all-)?lang-[\w-]+\.js$/;
/** A game's course in a language (`lang-<tag>-<game>-course`): each at most `BUDGETS.course`. */
const COURSE = /-course\.js$/;

requireBuild(`${DIR}/board-game-elements.js`);
const files = readdirSync(DIR).filter((f) => f.endsWith('.js'));
const code = Object.fromEntries(files.map((f) => [f, readFileSync(`${DIR}/${f}`, 'utf8')]));
const gz = Object.fromEntries(files.map((f) => [f, gzipSync(code[f], { level: 9 }).length]));
const { dynamicImports, closure } = cdnImports(DIR);
const bytes = (set) => [...set].reduce((n, f) => n + gz[f], 0);

const elements = files.filter((f) => f.endsWith('-board.js') && !f.startsWith('board-game-elements'));
const autoloader = closure(['autoloader.js']);
const worker = closure(['board-game-elements-worker.js']);
/**
 * The AI chunks the files in `set` may load: each game's link points at its AI (the book, the main-thread slicer and
 * online play aside).
 */
const aiOf = (set) =>
  closure(
    [...set]
      .flatMap(dynamicImports)
      .filter(
        (f) =>
          !f.includes('opening-book') &&
          !f.includes('evaluation-weights') &&
          !f.includes('sliced') &&
          !onDemand(f) &&
          !ATTRIBUTE_PARTS.test(f),
      ),
  );
const rows = [];
for (const f of elements) {
  const element = closure([f]);
  const tag = f.replace('.js', '');
  rows.push({
    id: `element:${tag}`,
    what: `<${tag}> with Lit`,
    files: element,
    budget: (ELEMENT_BUDGETS[tag] ?? 0) * KB,
  }); // a new board fails until it has its figure
  rows.push({
    id: `game:${tag}`,
    what: `  the same with the worker and its AI`,
    files: new Set([...element, ...worker, ...aiOf(element)]),
    budget: BUDGETS.game,
  });
}
rows.push({ id: 'autoloader', what: 'the autoloader', files: autoloader, budget: BUDGETS.autoloader });
rows.push({
  id: 'autoloader+reversi-board',
  what: '  with one <reversi-board>, before its first move',
  files: new Set([...autoloader, ...closure(['reversi-board.js'])]),
  budget: ELEMENT_BUDGETS['reversi-board'] * KB + BUDGETS.autoloader,
});
const main = closure(['board-game-elements.js']);
// The worker loads each game's AI on that game's first request; a page with all seven loads them all.
const ais = aiOf(worker);
rows.push({ id: 'all-first', what: 'all elements, before a move', files: main, budget: BUDGETS.allFirst });
// The worker reads the rules from the element files' chunks, the page from the all-in-one file: both count.
rows.push({
  id: 'all',
  what: 'all elements, the worker and every AI',
  files: new Set([...main, ...closure([`${ALL}computer-turns.js`]), ...worker, ...ais]),
  budget: BUDGETS.all,
});
const counted = new Set(rows.flatMap((r) => [...r.files]));
const lazyBudget = (f) =>
  f.includes('opening-book')
    ? BUDGETS.book
    : f.includes('evaluation-weights')
      ? BUDGETS.weights
      : /^board-game-elements-all-ai\d*\.js$/.test(f)
        ? BUDGETS.allAi
        : f.includes('review-book-data')
          ? BUDGETS.reviewBook
          : f.includes('peer-transport')
            ? BUDGETS.peer
            : f.includes('online-controller')
              ? BUDGETS.online
              : BUDGETS.lazy;
// Every language's tables, in both builds, as one row: the largest of them against the budget of each; the courses
// apart.
for (const [id, course] of [
  ['language', false],
  ['course-language', true],
]) {
  const tables = files.filter((f) => LANGUAGE.test(f) && COURSE.test(f) === course);
  const largest = tables.reduce((a, b) => (gz[b] > gz[a] ? b : a));
  rows.push({
    id,
    what: `lazy: the largest of ${tables.length} ${course ? "courses' texts" : 'language tables'} (${largest.replace(/^board-game-elements-(all-)?|\.js$/g, '')})`,
    files: new Set([largest]),
    budget: course ? BUDGETS.course : BUDGETS.language,
  });
}
for (const f of files.filter((x) => !counted.has(x) && !x.startsWith(ALL) && !LANGUAGE.test(x)))
  rows.push({
    id: f.replace(/^board-game-elements-|\.js$/g, ''),
    what: `lazy: ${f}`,
    files: new Set([f]),
    budget: lazyBudget(f),
  });
// The all-in-one file's late parts are the same parts built with it: each has its element twin's budget; the row shows
// the one nearest its budget.
const allParts = files.filter((x) => !counted.has(x) && x.startsWith(ALL) && !LANGUAGE.test(x));
const tightest = allParts.reduce((a, b) => (gz[b] / lazyBudget(b) > gz[a] / lazyBudget(a) ? b : a));
rows.push({
  id: 'all-parts',
  what: `lazy: ${allParts.length} parts of the all-in-one file`,
  files: new Set([tightest]),
  budget: lazyBudget(tightest),
});

let failed = false;
// The computer's turns load on a board's first search, hint or analysis: in no page's first load.
const COMPUTER = ['board-game-elements-computer-turns.js', `${ALL}computer-turns.js`];
const firstLoads = [...elements.map((f) => closure([f])), main, closure(['autoloader.js'])];
const computerMissing = COMPUTER.filter((f) => !files.includes(f));
if (computerMissing.length > 0 || firstLoads.some((set) => COMPUTER.some((f) => set.has(f)))) {
  failed = true;
  console.error(
    `The computer's turns must be a chunk of their own that no page loads first: ${computerMissing.length ? `no ${computerMissing.join(', ')}` : 'loaded first'}.`,
  );
} else if (!process.argv.includes('--json')) console.log("ok   the computer's turns are in no page's first load");
const missing = ON_DEMAND.flatMap((name) => [`board-game-elements-${name}.js`, `${ALL}${name}.js`]).filter(
  (f) => !files.includes(f),
);
const eager = [...counted].filter((f) => onDemand(f) || ATTRIBUTE_PARTS.test(f));
if (missing.length > 0 || eager.length > 0) {
  failed = true;
  console.error(
    `Online play, PeerJS, the music, the clocks and the parts attributes ask for must be chunks of their own that no page loads first: ${missing.length ? `missing ${missing.join(', ')}` : `loaded first: ${eager.join(', ')}`}.`,
  );
} else if (!process.argv.includes('--json'))
  console.log(
    `ok   online play, PeerJS, the music, the clocks, other languages, saving and the tones are in no page's first load (${ON_DEMAND.length + files.filter((f) => ATTRIBUTE_PARTS.test(f)).length} chunks)`,
  );
const out = rows.map((r) => {
  const size = bytes(r.files);
  const ok = size <= r.budget;
  failed ||= !ok;
  return { id: r.id, what: r.what, gzip: size, budget: r.budget, files: r.files.size, ok };
});
const kB = (n) => Math.round((n / KB) * 10) / 10;
const figures = {
  command: 'npm run check:size',
  note: 'Gzipped kilobytes (level 9) of the CDN build, as `npm run check:size` measures them.',
  what: Object.fromEntries(out.map((r) => [r.id, r.what.trim()])),
  kB: Object.fromEntries(out.map((r) => [r.id, kB(r.gzip)])),
  budgetKB: Object.fromEntries(out.map((r) => [r.id, kB(r.budget)])),
  files: Object.fromEntries(out.map((r) => [r.id, r.files])),
};
failed = !checkFigures('docs/figures/size.json', figures, 'npm run check:size -- --write') || failed;
if (process.argv.includes('--json')) console.log(JSON.stringify(out, null, 2));
else
  for (const r of out)
    console.log(
      `${r.ok ? 'ok  ' : 'OVER'} ${r.what.padEnd(48)} ${(r.gzip / KB).toFixed(1).padStart(6)} kB of ${(r.budget / KB).toFixed(0)} kB (${r.files} files)`,
    );
if (failed) {
  console.error('Over budget: see above.');
  process.exit(1);
}
