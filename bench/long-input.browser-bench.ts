/**
 * How long a board blocks the page on long input, in Chromium (`npx wtr --files
 * bench/long-input.browser-bench.ts`): Lines of Action at its most moves (`maxPlies`) given by
 * the `moves` attribute, a puzzle, a frame link and a saved game opened in review, Hnefatafl at
 * its most moves, and the over-long sizes of the issue, which must be refused at once. Prints the longest task (a
 * `longtask` observer: every task over 50 ms) and the time until the board is done. Figures, not
 * pass/fail: run it on an idle machine.
 */
import '../src/hnefatafl-board.js';
import '../src/lines-of-action-board.js';
import { frameSetup } from '../src/frame/frame-setup.js';
import { rules as hnefatafl } from '../src/games/hnefatafl/rules.js';
import { rules } from '../src/games/lines-of-action/rules.js';
import { longLine, quietMove } from '../test/long-lines.js';

type Board = HTMLElement & {
  updateComplete: Promise<boolean>;
  moves: string[];
  import(data: unknown): void;
  openReview(): void;
};

const most = rules.maxPlies!(rules.newGame({}));
const line = longLine(rules, most, {}, quietMove);

/**
 * Runs `act` on a new board and waits until `done` says so (checked each frame); the longest task meanwhile (none: none
 * over 50 ms), the time taken and the warnings.
 */
async function measure(
  what: string,
  act: (board: Board) => void,
  done: (board: Board, warnings: readonly string[]) => boolean | Promise<unknown> = (b) => b.updateComplete,
  setUp?: (board: Board) => void,
): Promise<void> {
  const tasks: number[] = [];
  let start = Infinity;
  // Tasks before `act` (making the input, the board) are not counted.
  const observer = new PerformanceObserver((list) =>
    tasks.push(...list.getEntries().flatMap((e) => (e.startTime >= start ? [e.duration] : []))),
  );
  observer.observe({ type: 'longtask' });
  const warnings: string[] = [];
  const warn = console.warn;
  console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
  const board = document.createElement(
    what.startsWith('hnefatafl') ? 'hnefatafl-board' : 'lines-of-action-board',
  ) as Board;
  document.body.append(board);
  await board.updateComplete;
  setUp?.(board);
  await board.updateComplete;
  await new Promise(requestAnimationFrame);
  start = performance.now();
  try {
    act(board);
    for (;;) {
      const d = done(board, warnings);
      if (d instanceof Promise) await d;
      else if (!d) {
        await new Promise(requestAnimationFrame);
        continue;
      }
      break;
    }
    // A task still under way when the board says it is done is counted once it ends.
    await new Promise((resolve) => setTimeout(resolve, 100));
  } finally {
    console.warn = warn;
    observer.disconnect();
  }
  const took = performance.now() - start - 100;
  console.log(
    `${what.padEnd(52)} moves ${String(board.moves.length).padStart(5)}   longest task ${
      tasks.length
        ? Math.max(...tasks)
            .toFixed(0)
            .padStart(4)
        : '   -'
    } ms (${tasks.length} over 50 ms)   done in ${took.toFixed(0).padStart(5)} ms   warnings ${warnings.length}`,
  );
  board.remove();
}

const waitFor = (board: Board, type: string) =>
  new Promise((resolve) => board.addEventListener(type, resolve, { once: true }));
/** A puzzle is set up (its moves on the board) or refused (a warning). */
const puzzleDone = (n: number) => (b: Board, warnings: readonly string[]) =>
  b.moves.length === n || warnings.length > 0;
const puzzleOf = (moves: readonly string[]) =>
  JSON.stringify({ options: {}, moves: moves.slice(0, -1), goal: 'best', solution: moves.slice(-1) });
/** A line of `n` moves: the legal one repeated (refused by its length before any move is read). */
const sized = (n: number) => Array.from({ length: n }, (_, i) => line[i % line.length]!);

describe('long input on <lines-of-action-board>', () => {
  it('prints the figures', async function () {
    this.timeout(600_000);
    console.log(`Lines of Action, at most ${most} moves`);
    const text = line.join(' ');
    await measure(`moves attribute, ${most} moves`, (b) => b.setAttribute('moves', text));
    await measure(`moves property, ${most} moves`, (b) => (b.moves = line));
    const puzzle = puzzleOf(line);
    await measure(`puzzle attribute, ${most} moves`, (b) => b.setAttribute('puzzle', puzzle), puzzleDone(most - 1));
    const movesLink = `#moves=${encodeURIComponent(text)}`;
    await measure(`frame link #moves=, ${most} moves`, (b) => {
      const setup = frameSetup('?game=lines-of-action', movesLink, () => ['moves']);
      for (const [name, value] of Object.entries(setup.attributes)) b.setAttribute(name, value);
    });
    const saved = {
      format: 'board-game-elements',
      version: 1,
      game: 'lines-of-action',
      options: {},
      moves: line,
      undone: [],
      review: { timeMs: 1000, moves: line.map((m) => [0, false, m, 0, false]) },
    };
    await measure(`import() of a saved game of ${most} moves`, (b) => b.import(saved));
    await measure(
      `review of a saved game of ${most} moves`,
      (b) => b.openReview(),
      (b) => waitFor(b, 'review-ready').then(() => b.updateComplete),
      (b) => b.import(saved),
    );
    for (const n of [3000, 10_000, 20_000, 30_000]) {
      const moves = sized(n).join(' ');
      await measure(`moves attribute, ${n} moves (refused)`, (b) => b.setAttribute('moves', moves));
      const puzzle = puzzleOf(sized(n));
      await measure(
        `puzzle attribute, ${n} moves (refused)`,
        (b) => b.setAttribute('puzzle', puzzle),
        puzzleDone(n - 1),
      );
    }
    const tafl = longLine(hnefatafl, hnefatafl.maxPlies!(hnefatafl.newGame({})));
    const taflSaved = {
      format: 'board-game-elements',
      version: 1,
      game: 'hnefatafl',
      options: {},
      moves: tafl,
      undone: [],
      review: { timeMs: 1000, moves: tafl.map((m) => [0, false, m, 0, false]) },
    };
    await measure(`hnefatafl: moves property, ${tafl.length} moves`, (b) => (b.moves = tafl));
    await measure(
      `hnefatafl: review of a saved game of ${tafl.length} moves`,
      (b) => b.openReview(),
      (b) => waitFor(b, 'review-ready').then(() => b.updateComplete),
      (b) => b.import(taflSaved),
    );
    const link = `#puzzle=${encodeURIComponent(puzzleOf(sized(30_000)))}`;
    await measure(
      `frame link #puzzle= of ${(link.length / 1024).toFixed(0)} kB (refused)`,
      (b) => {
        const setup = frameSetup('?game=lines-of-action', link, () => ['puzzle']);
        for (const problem of setup.problems) console.warn(problem);
        for (const [name, value] of Object.entries(setup.attributes)) b.setAttribute(name, value);
      },
      puzzleDone(29_999),
    );
  });
});
