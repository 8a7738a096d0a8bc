import { search } from '../src/core/search.js';
import { LinesOfActionPosition } from '../src/games/lines-of-action/engine.js';
import { type LinesOfActionState, rules } from '../src/games/lines-of-action/rules.js';
import { type Benchmark, type Figure, randomPosition } from './harness.js';

/**
 * Lines of Action: the search's speed (nodes per second) and the depth it completes in one second,
 * from the start and from middle-game positions reached by random play (seeded, so every run
 * measures the same positions), and what the late move reductions save.
 */
export const middleGame = (plies: number, seed: number): LinesOfActionState => randomPosition(rules, {}, plies, seed);

function oneSecond(name: string, state: LinesOfActionState): Figure[] {
  // A short search first, so the figures measure compiled code.
  search(new LinesOfActionPosition(state), { depth: 3, seed: 1 });
  const r = search(new LinesOfActionPosition(state), { depth: 30, timeMs: 1000, seed: 1 });
  return [
    { name: `lines of action ${name}: depth completed in 1 s`, value: r.depth, unit: 'plies' },
    { name: `lines of action ${name}: search speed`, value: Math.round(r.nodes / r.elapsedMs), unit: 'knodes/s' },
  ];
}

/**
 * The late move reductions in one run: ten middle games searched to depth 7 with them and without
 * (the position's `quiet` hidden), the time of each and how many chose the same move.
 */
function reductions(): Figure[] {
  const positions = Array.from({ length: 10 }, (_, i) => middleGame(10 + 4 * i, 100 + i));
  const run = (reduce: boolean) => {
    let ms = 0;
    const moves = positions.map((state) => {
      const p = new LinesOfActionPosition(state);
      if (!reduce) Object.defineProperty(p, 'quiet', { value: undefined });
      const t = performance.now();
      const r = search(p, { depth: 7, seed: 1 });
      ms += performance.now() - t;
      return r.move;
    });
    return { ms, moves };
  };
  const plain = run(false);
  const reduced = run(true);
  return [
    {
      name: 'lines of action, 10 middle games to depth 7: without late move reductions',
      value: +(plain.ms / 1000).toFixed(2),
      unit: 's',
    },
    { name: 'lines of action, the same with them', value: +(reduced.ms / 1000).toFixed(2), unit: 's' },
    {
      name: 'lines of action, the same move chosen with and without them',
      value: reduced.moves.filter((m, i) => m === plain.moves[i]).length,
      unit: 'of 10',
    },
  ];
}

export const benchmarks: Benchmark[] = [
  () => oneSecond('start', rules.newGame()),
  () => oneSecond('middle game A (20 random plies)', middleGame(20, 1)),
  () => oneSecond('middle game B (30 random plies)', middleGame(30, 2)),
  () => oneSecond('middle game C (40 random plies)', middleGame(40, 3)),
  reductions,
];
