/**
 * `npx tsx bench/review-proof.ts`: the board's review, in headless Chromium on the CDN build,
 * checked against the native solvers, position by position.
 *
 * - Connect Four (with `C4_SOLVER`, Pascal Pons' own program `c4solver` built from his `main.cpp`,
 *   run with `-a`): a game that Pons' solver itself plays, from the first won position of his set
 *   Test_L2_R1, where the winning side throws its win away and both sides then play his best
 *   moves to the end. Every move the review marks exactly must have Pons' value, its best move a
 *   move of Pons' best value, and its mark the one those values give.
 * - Reversi (with `EDAX_BIN` and `EDAX_DIR`, as for `npm run bench`): a game of the computer at a
 *   low depth against itself; each of its last 20 moves must be marked exactly, with Edax's values.
 *
 * In the page: the longest task while the review runs (none over 50 ms is the aim: the analysis is
 * in the worker), and the graph stepped by the keyboard from the start to the end. Exits non-zero on
 * any difference. `--write` keeps the games with the native values in test/data/review/, where a
 * browser test checks the review against them without the native programs.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { launchChromium, serveStatic } from '../scripts/lib/browser.mjs';
import { rules as connectFour } from '../src/games/connect-four/rules.js';
import { ai as reversiAi } from '../src/games/reversi/ai.js';
import { type ReversiState, positionText, rules as reversi } from '../src/games/reversi/rules.js';
import { edaxValue, ponsValues } from './native.js';
import { edaxPosition } from './reversi-position.js';

const c4Solver = process.env.C4_SOLVER;
const edax =
  process.env.EDAX_BIN && process.env.EDAX_DIR ? { bin: process.env.EDAX_BIN, dir: process.env.EDAX_DIR } : null;
const write = process.argv.includes('--write');
/** The time each position gets in the review (the `review-time` attribute). */
const REVIEW_MS = Number(process.env.REVIEW_MS ?? 3000);
/**
 * Positions with fewer moves played are not checked natively: Pons' solver without its opening book takes minutes on
 * them.
 */
const C4_FROM = Number(process.env.C4_FROM ?? 4);

if (!c4Solver && !edax) {
  console.error("Set C4_SOLVER (Pons' c4solver) and/or EDAX_BIN with EDAX_DIR: see bench/README.md.");
  process.exit(1);
}

/** What a board's `review-ready` gave, with what the page measured meanwhile. */
interface PageReview {
  moves: ({
    move: string;
    mark: string;
    value: number;
    exact: boolean;
    best: string;
    bestValue: number;
    bestExact: boolean;
  } | null)[];
  ms: number;
  longest: number;
  over50: number;
  steps: number[];
}

const server = await serveStatic('.', {
  rewrite: (url, text) =>
    url.includes('review-proof')
      ? '<!doctype html><html lang="en"><meta charset="utf-8"><title>review</title><body></body></html>'
      : text,
});
const browser = await launchChromium([], { protocolTimeout: 60 * 60 * 1000 });
let failures = 0;
const fail = (text: string) => {
  failures++;
  console.log(`  DIFFERENT: ${text}`);
};

/** Reviews `moves` on a `tag` board in the page, then steps the graph from Home to End by keys. */
async function reviewInPage(tag: string, moves: string[]): Promise<PageReview> {
  const page = await browser.newPage();
  await page.goto(`${server.url}/demo/embed.html?review-proof`);
  await page.addScriptTag({ type: 'module', url: '/dist/cdn/board-game-elements.js' });
  const review = await page.evaluate(
    async (tag: string, moves: string, ms: number) => {
      await customElements.whenDefined(tag);
      // Only the tasks of the review itself: the board's first render of a long game, before it, is not the review's.
      let start = Infinity;
      const tasks: number[] = [];
      new PerformanceObserver((list) =>
        list.getEntries().forEach((e) => e.startTime >= start && tasks.push(e.duration)),
      ).observe({ type: 'longtask' });
      const el = document.createElement(tag) as HTMLElement & { updateComplete: Promise<unknown> };
      el.setAttribute('mode', 'two-player');
      el.setAttribute('moves', moves);
      el.setAttribute('review-time', String(ms));
      document.body.append(el);
      await el.updateComplete;
      start = performance.now();
      const detail = await new Promise<PageReview>((resolve) => {
        el.addEventListener('review-ready', (e) => resolve((e as CustomEvent).detail), { once: true });
        el.setAttribute('review', '');
      });
      const took = performance.now() - start;
      // Long tasks are reported after they end.
      await new Promise((r) => setTimeout(r, 200));
      return {
        moves: detail.moves,
        ms: took,
        longest: Math.max(0, ...tasks),
        over50: tasks.filter((t) => t > 50).length,
        steps: [] as number[],
      };
    },
    tag,
    moves.join(' '),
    REVIEW_MS,
  );
  // Home, then the right arrow to the end: each press must show the next position.
  await page.evaluate(
    (tag: string) =>
      (document.querySelector(tag)!.shadowRoot!.querySelector('[part~="review-graph"]') as HTMLElement).focus(),
    tag,
  );
  const plyOf = () =>
    page.evaluate(
      (tag: string) => (document.querySelector(tag) as unknown as { gameState: { ply: number } }).gameState.ply,
      tag,
    );
  await page.keyboard.press('Home');
  review.steps.push(await plyOf());
  for (let i = 0; i < moves.length; i++) {
    await page.keyboard.press('ArrowRight');
    review.steps.push(await plyOf());
  }
  await page.close();
  return review;
}

/** The page's review against the native values, in words; counts the differences. */
function report(name: string, r: PageReview, total: number, checked: number, stepsWanted: number[]) {
  const marked = r.moves.filter((m) => m !== null).length;
  const exact = r.moves.filter((m) => m?.exact && m.bestExact).length;
  console.log(
    `${name}: ${total} moves reviewed at ${REVIEW_MS} ms a position in ${(r.ms / 1000).toFixed(1)} s; ${marked} marked, ${exact} exactly; ${checked} checked natively`,
  );
  console.log(`  longest task on the page while it reviewed: ${r.longest.toFixed(0)} ms (${r.over50} over 50 ms)`);
  const stepsOk = JSON.stringify(r.steps) === JSON.stringify(stepsWanted);
  console.log(
    `  keyboard: Home then ${total} right arrows showed ${stepsOk ? 'every position in turn' : `positions ${r.steps.join(',')}`}`,
  );
  if (!stepsOk) fail(`${name}: the keyboard steps`);
  if (r.over50 > 0) fail(`${name}: ${r.over50} long task(s) over 50 ms`);
}

/** The mark the exact values give: an outcome given away is a blunder, a slower or smaller result good. */
function markOf(played: number, best: number): string {
  if (played >= best) return 'best';
  const outcome = (v: number) => Math.sign(v);
  return outcome(played) < outcome(best) ? 'blunder' : 'good';
}

if (c4Solver) {
  const analyse = (line: string) => ponsValues(c4Solver, line);
  mkdirSync('test/data/review', { recursive: true });
  const set = readFileSync('test/data/connect-four/Test_L2_R1', 'utf8').trim().split('\n');
  const play = (line: string[]) =>
    line.reduce((s, m) => connectFour.play(s, connectFour.moveFromString(s, m)), connectFour.newGame());
  /** Whether the side to move after `line` can win at once. */
  const winsAtOnce = (line: string[]) => {
    const s = play(line);
    return connectFour.legalMoves(s).some((m) => connectFour.result(connectFour.play(s, m))?.winner === s.turn);
  };
  // The first won position of the set where the winning side can throw its win away quietly: a
  // move that draws or loses, though the opponent cannot win at once; the highest valued such move.
  let opening: string[] = [];
  let first: (number | null)[] = [];
  let blunder = -1;
  for (const line of set) {
    const [seq, score] = line.split(' ');
    if (Number(score) <= 0) continue;
    const values = analyse(seq!);
    const quiet = values
      .map((v, c) => (v !== null && v <= 0 && !winsAtOnce([...seq!, String(c + 1)]) ? c : -1))
      .filter((c) => c >= 0);
    if (quiet.length === 0) continue;
    [opening, first, blunder] = [[...seq!], values, quiet.reduce((b, c) => (values[c]! > values[b]! ? c : b))];
    break;
  }
  const moves = [...opening, String(blunder + 1)];
  let state = connectFour.newGame();
  for (const m of moves) state = connectFour.play(state, connectFour.moveFromString(state, m));
  while (!connectFour.result(state)) {
    const values = analyse(moves.join(''));
    const best = Math.max(...values.filter((v): v is number => v !== null));
    // Centre first among equals, as the solver orders its moves.
    const col = [3, 2, 4, 1, 5, 0, 6].find((c) => values[c] === best)!;
    moves.push(String(col + 1));
    state = connectFour.play(state, connectFour.moveFromString(state, String(col + 1)));
  }
  console.log(
    `Connect Four: ${moves.join('')} (${moves.length} moves; move ${opening.length + 1}, ${blunder + 1}, throws a win away)`,
  );
  const natives: { line: string; values: (number | null)[] }[] = [];
  for (let i = C4_FROM; i < moves.length; i++)
    natives.push({ line: moves.slice(0, i).join(''), values: analyse(moves.slice(0, i).join('')) });
  const r = await reviewInPage('connect-four-board', moves);
  let checked = 0;
  for (const { line, values } of natives) {
    const i = line.length;
    const got = r.moves[i];
    if (!got) continue;
    checked++;
    const played = values[Number(moves[i]) - 1]!;
    const best = Math.max(...values.filter((v): v is number => v !== null));
    if (!got.exact || !got.bestExact) fail(`move ${i + 1}: not exact`);
    if (got.value !== played || got.bestValue !== best)
      fail(`move ${i + 1} (${moves[i]}): ours ${got.value}/${got.bestValue}, Pons ${played}/${best}`);
    if (values[Number(got.best) - 1] !== best)
      fail(`move ${i + 1}: our better move ${got.best} is worth ${values[Number(got.best) - 1]} to Pons, not ${best}`);
    if (got.mark !== markOf(played, best))
      fail(`move ${i + 1} (${moves[i]}): marked ${got.mark}, Pons' values make it ${markOf(played, best)}`);
  }
  const thrown = r.moves[opening.length];
  console.log(
    `  move ${opening.length + 1}: ${thrown ? `${thrown.mark}, ${thrown.value} where ${thrown.best} gives ${thrown.bestValue}` : 'not marked'} (Pons: ${first[blunder]} where the best gives ${Math.max(...first.filter((v): v is number => v !== null))})`,
  );
  if (thrown?.mark !== 'blunder') fail('the thrown win is not marked a blunder');
  const unmarked = r.moves.map((m, i) => (m ? -1 : i + 1)).filter((i) => i > 0);
  console.log(`  unmarked: ${unmarked.length ? `moves ${unmarked.join(', ')}` : 'none'}`);
  report('Connect Four', r, moves.length, checked, [...Array(moves.length + 1).keys()]);
  if (write)
    writeFileSync(
      'test/data/review/connect-four-game.txt',
      `${natives.map((n) => `${n.line} ${n.values.map((v) => v ?? -1000).join(' ')}`).join('\n')}\n${moves.join('')}\n`,
    );
}

if (edax) {
  // A game of the computer at depths 1 and 2 against itself: mistakes for the review to find.
  let state: ReversiState = reversi.newGame();
  const moves: string[] = [];
  const states: ReversiState[] = [];
  for (let i = 0; !reversi.result(state); i++) {
    const move = reversiAi.think(state, { depth: 1 + (i % 2), seed: i, timeMs: 1000 }).move;
    states.push(state);
    moves.push(reversi.moveToString(state, move));
    state = reversi.play(state, move);
  }
  states.push(state);
  console.log(`Reversi: ${moves.join(' ')} (${moves.length} moves)`);
  const empties = (s: ReversiState) => s.cells.filter((c) => c === 0).length;
  const from = states.findIndex((s) => empties(s) <= 20);
  const value = (s: ReversiState) => edaxValue(edax, edaxPosition(s));
  mkdirSync('test/data/review', { recursive: true });
  const natives = states.slice(from).map((s) => ({ text: positionText(s), value: value(s) }));
  const r = await reviewInPage('reversi-board', moves);
  let checked = 0;
  for (let i = from; i < moves.length; i++) {
    const got = r.moves[i];
    const before = natives[i - from]!;
    const after = natives[i - from + 1]!;
    // After a move the opponent is to move (a pass is a move of its own): its value, negated.
    const played = -after.value;
    const best = before.value;
    checked++;
    if (!got) {
      fail(`move ${i + 1} (${moves[i]}): not marked`);
      continue;
    }
    if (!got.exact || !got.bestExact) fail(`move ${i + 1}: not exact`);
    if (got.value !== played || got.bestValue !== best)
      fail(`move ${i + 1} (${moves[i]}): ours ${got.value}/${got.bestValue}, Edax ${played}/${best}`);
    if (got.mark !== markOf(played, best))
      fail(`move ${i + 1} (${moves[i]}): marked ${got.mark}, Edax's values make it ${markOf(played, best)}`);
  }
  const marks = r.moves.slice(from).map((m) => m?.mark ?? '-');
  console.log(`  the last ${moves.length - from} moves: ${marks.join(' ')}`);
  report('Reversi', r, moves.length, checked, [...Array(moves.length + 1).keys()]);
  if (write)
    writeFileSync(
      'test/data/review/reversi-game.txt',
      `${natives.map((n) => `${n.text} ${n.value}`).join('\n')}\n${moves.join(' ')}\n`,
    );
}

await browser.close();
server.close();
console.log(
  failures === 0
    ? 'The review agrees with the native solvers everywhere it was checked.'
    : `${failures} difference(s).`,
);
process.exit(failures === 0 ? 0 : 1);
