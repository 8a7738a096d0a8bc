import { search } from '../src/core/search.js';
import { LinesOfActionPosition } from '../src/games/lines-of-action/engine.js';
import { type LinesOfActionState, rules } from '../src/games/lines-of-action/rules.js';
import { type Benchmark, type Figure, randomPosition } from './harness.js';

/**
 * Lines of Action: the search's speed (nodes per second) and the depth it completes in one second,
 * from the start and from middle-game positions reached by random play (seeded, so every run
 * measures the same positions).
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

export const benchmarks: Benchmark[] = [
  () => oneSecond('start', rules.newGame()),
  () => oneSecond('middle game A (20 random plies)', middleGame(20, 1)),
  () => oneSecond('middle game B (30 random plies)', middleGame(30, 2)),
  () => oneSecond('middle game C (40 random plies)', middleGame(40, 3)),
];
