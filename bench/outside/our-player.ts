/** Our engine as a match player: the game's `GameAi`, as a board's worker runs it, at a fixed time a move. */
import type { GameAi } from '../../src/core/ai.js';
import type { BaseState } from '../../src/core/game.js';
import type { MatchPlayer } from './referee.js';

/**
 * Our computer at its strongest (no `ai-depth`), thinking `timeMs` a move, its randomness seeded by the game and the
 * ply.
 */
export function ourPlayer<S extends BaseState, M>(ai: GameAi<S, M>, timeMs: number, name = 'ours'): MatchPlayer<S, M> {
  let prepared = false;
  return {
    name,
    // An AI with a prepared engine (WebAssembly) gets it before the first game, as a board's worker does.
    start: async (state) => {
      if (!prepared) await ai.prepare?.(state);
      prepared = true;
    },
    told: async () => {},
    move: async (state, game) => ai.think(state, { timeMs, seed: game * 1000 + state.ply }).move,
    finished: async () => {},
    close: async () => {},
  };
}
