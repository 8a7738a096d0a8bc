import { search } from '../src/core/search.js';
import { HnefataflPosition } from '../src/games/hnefatafl/engine.js';
import { type HnefataflState, type Variant, rules } from '../src/games/hnefatafl/rules.js';
import { type Benchmark, type Figure, randomPosition } from './harness.js';

/**
 * Hnefatafl: the search's speed (nodes per second), the depth it completes in one second and the
 * legal moves per position, from each variant's start and from Copenhagen positions reached by
 * random play (seeded, so every run measures the same positions).
 */
const middleGame = (plies: number, seed: number): HnefataflState => randomPosition(rules, {}, plies, seed);

function oneSecond(name: string, state: HnefataflState): Figure[] {
  // A short search first, so the figures measure compiled code.
  search(new HnefataflPosition(state), { depth: 2, seed: 1 });
  const r = search(new HnefataflPosition(state), { depth: 30, timeMs: 1000, seed: 1 });
  return [
    { name: `hnefatafl ${name}: legal moves`, value: rules.legalMoves(state).length, unit: 'moves' },
    { name: `hnefatafl ${name}: depth completed in 1 s`, value: r.depth, unit: 'plies' },
    { name: `hnefatafl ${name}: search speed`, value: Math.round(r.nodes / r.elapsedMs), unit: 'knodes/s' },
  ];
}

const start = (variant: Variant) => () => oneSecond(`${variant} start`, rules.newGame({ variant }));

export const benchmarks: Benchmark[] = [
  start('copenhagen'),
  start('fetlar'),
  start('tablut'),
  start('brandubh'),
  () => oneSecond('copenhagen middle game A (20 random plies)', middleGame(20, 1)),
  () => oneSecond('copenhagen middle game B (40 random plies)', middleGame(40, 2)),
  () => oneSecond('copenhagen middle game C (60 random plies)', middleGame(60, 3)),
];
