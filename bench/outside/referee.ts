/**
 * The referee of a match between our engine and an outside one: it keeps the game in a
 * `GameSession` (the headless API the boards use), gives each side the same time a move, plays
 * each opening twice with the colours swapped, judges by our rules, writes every game to the
 * match's record as soon as it ends, and tallies our score.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { BaseState, Game, Player, Result } from '../../src/core/game.js';
import { GameSession } from '../../src/core/session.js';
import { openingMoves } from '../harness.js';
import { type RecordHeader, type RecordedGame, gameText, headerText, parseRecord } from './records.js';
import { type Tally } from './score.js';

/** One side of a match, ours or the outside engine. */
export interface MatchPlayer<S, M> {
  /** Its name in the reports. */
  readonly name: string;
  /** A new game starts from `state`, the rules' start. */
  start(state: S): Promise<void>;
  /** The other side (or the referee's opening) played `move` from `before`. */
  told(before: S, move: M, after: S): Promise<void>;
  /** Its move in `state`, where it is to move. */
  move(state: S, game: number): Promise<M>;
  /** The game ended, or the referee stopped it. */
  finished(result: Result): Promise<void>;
  /** Ends the player's process, if it has one. */
  close(): Promise<void>;
}

/** What a match is. */
export interface Match<S extends BaseState, M, O> {
  readonly rules: Game<S, M, O>;
  readonly options: Partial<O>;
  readonly ours: MatchPlayer<S, M>;
  readonly theirs: MatchPlayer<S, M>;
  /** Games in all, even: each opening is played twice. */
  readonly games: number;
  /** Random plies at the start of each opening, the same for both games of a pair. */
  readonly openingPlies: number;
  /** Seeds the openings, so a rerun meets the same ones. */
  readonly openingSeed: number;
  /** A game still going after this many plies is stopped as a draw (`limit`). */
  readonly maxPlies: number;
  readonly header: RecordHeader;
  /** Where the record goes. */
  readonly recordFile: string;
  /**
   * Goes on with the record already in `recordFile` (a match stopped part way), from its next
   * game; its header must be this match's.
   */
  readonly resume?: boolean;
  /** Hears each game as it ends. */
  readonly onGame?: (game: RecordedGame, tally: Tally) => void;
}

/** Plays one game; returns its record. */
async function playGame<S extends BaseState, M, O>(
  match: Match<S, M, O>,
  number: number,
  oursSide: Player,
  opening: readonly M[],
): Promise<RecordedGame> {
  const { rules, ours, theirs } = match;
  const session = new GameSession(rules, match.options);
  const players = { first: oursSide === 'first' ? ours : theirs, second: oursSide === 'first' ? theirs : ours };
  await ours.start(session.state);
  await theirs.start(session.state);
  const tellBoth = async (before: S, move: M, after: S, mover: MatchPlayer<S, M> | null) => {
    for (const p of [ours, theirs]) if (p !== mover) await p.told(before, move, after);
  };
  for (const move of opening) {
    const before = session.state;
    session.commit(move, 'script');
    await tellBoth(before, move, session.state, null);
  }
  const spent = { ours: { ms: 0, moves: 0 }, theirs: { ms: 0, moves: 0 } };
  let result: Result | null = session.result;
  while (!result) {
    if (session.past.length >= match.maxPlies) {
      result = { winner: null, reason: 'limit' };
      break;
    }
    const before = session.state;
    const mover = players[before.turn];
    const t0 = performance.now();
    let move: M;
    try {
      move = await mover.move(before, number);
    } catch (error) {
      // The game so far, so that a disagreement between the two engines can be replayed.
      throw new Error(
        `Game ${number} (ours ${oursSide}), after ${session.moves.join(' ') || 'no move'}: ${(error as Error).message}`,
        { cause: error },
      );
    }
    const ms = performance.now() - t0;
    const who = mover === ours ? spent.ours : spent.theirs;
    who.ms += ms;
    who.moves++;
    if (!rules.legalMoves(before).includes(move)) {
      throw new Error(
        `Game ${number}: ${mover.name} played an illegal move after ${session.moves.join(' ')}: ${String(move)}. The rules given to the two engines differ; no game is scored under different rules.`,
      );
    }
    session.commit(move, mover === ours ? 'computer' : 'remote');
    await tellBoth(before, move, session.state, mover);
    result = session.result;
  }
  await ours.finished(result);
  await theirs.finished(result);
  const mean = (s: { ms: number; moves: number }) => (s.moves > 0 ? s.ms / s.moves : 0);
  return {
    number,
    ours: oursSide,
    opening: opening.length,
    result,
    ms: { ours: mean(spent.ours), theirs: mean(spent.theirs) },
    moves: session.moves,
  };
}

/** Plays the match, writing its record as it goes; returns our tally. */
export async function playMatch<S extends BaseState, M, O>(match: Match<S, M, O>): Promise<Tally> {
  if (match.games % 2 !== 0)
    throw new RangeError('A match has an even number of games: each opening is played with both colours.');
  mkdirSync(dirname(match.recordFile), { recursive: true });
  const tally = { wins: 0, draws: 0, losses: 0 };
  const count = (game: RecordedGame) => {
    if (game.result.winner === null) tally.draws++;
    else if (game.result.winner === game.ours) tally.wins++;
    else tally.losses++;
  };
  let from = 0;
  if (match.resume && existsSync(match.recordFile)) {
    const kept = parseRecord(readFileSync(match.recordFile, 'utf8'));
    const { date: _d, ours: _o, ...same } = kept.header;
    const { date: _d2, ours: _o2, ...asked } = match.header;
    if (JSON.stringify(same) !== JSON.stringify(asked))
      throw new Error(`${match.recordFile} is the record of another match; move it away or leave RESUME unset.`);
    for (const game of kept.games) count(game);
    from = kept.games.length;
  } else writeFileSync(match.recordFile, headerText(match.header));
  try {
    for (let g = from; g < match.games; g++) {
      const pair = Math.floor(g / 2);
      const opening = openingMoves(match.rules, match.options, match.openingPlies, match.openingSeed + pair);
      const oursSide: Player = g % 2 === 0 ? 'first' : 'second';
      const game = await playGame(match, g + 1, oursSide, opening);
      appendFileSync(match.recordFile, gameText(game, match.header.sides));
      count(game);
      match.onGame?.(game, { ...tally });
    }
  } finally {
    await match.theirs.close();
    await match.ours.close();
  }
  return tally;
}
