/**
 * A trainer's worker thread: plays a share of the games, or labels a share of a stage's
 * positions, as `train-reversi.ts` asks.
 */
import { parentPort } from 'node:worker_threads';
import { createRng } from '../../src/core/rng.js';
import { endgameEngine, loadEndgameEngine } from '../../src/games/reversi/wasm-endgame.js';
import type { Bits } from './bits.js';
import { exactLabel, searchEngine, searchLabel } from './label.js';
import { selfPlay } from './selfplay.js';

/** What the trainer asks of a worker. */
export type Job =
  | { kind: 'games'; seed: number; from: number; count: number; weights: Float32Array | null }
  | { kind: 'label'; positions: Int32Array; weights: Float32Array | null; exact: boolean };

function unpack(a: Int32Array, i: number): Bits {
  return { pl: a[4 * i]!, ph: a[4 * i + 1]!, ol: a[4 * i + 2]!, oh: a[4 * i + 3]! };
}

parentPort!.on('message', (job: Job) => {
  void (async () => {
    if (job.kind === 'games') {
      const out: number[] = [];
      for (let g = job.from; g < job.from + job.count; g++) {
        // Each game its own stream, so the games do not depend on how they are shared out.
        const rng = createRng(job.seed * 1_000_003 + g);
        for (const p of selfPlay(rng, job.weights)) out.push(p.pl, p.ph, p.ol, p.oh);
      }
      const positions = Int32Array.from(out);
      parentPort!.postMessage(positions, [positions.buffer]);
      return;
    }
    const n = job.positions.length / 4;
    const labels = new Float32Array(n);
    if (job.exact) {
      if (!(await loadEndgameEngine(8))) throw new Error('the exact solver did not load');
      const engine = endgameEngine(8)!;
      for (let i = 0; i < n; i++) labels[i] = exactLabel(engine, unpack(job.positions, i));
    } else {
      if (!(await loadEndgameEngine(8))) throw new Error('the WebAssembly engine did not load');
      const m = searchEngine(endgameEngine(8)!, job.weights!);
      for (let i = 0; i < n; i++) labels[i] = searchLabel(m, unpack(job.positions, i));
    }
    parentPort!.postMessage(labels, [labels.buffer]);
  })();
});
