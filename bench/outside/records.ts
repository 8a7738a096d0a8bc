/**
 * The record of a match against an outside engine: a small text file in `bench/records/` that
 * anyone can read, replay (`test/games/outside-records.test.ts` replays every one under our
 * rules) or paste into a board (the frame page's `#moves=`).
 *
 *     # game: hnefatafl
 *     # options: {"variant":"brandubh"}
 *     # sides: attackers defenders
 *     # ours: board-game-elements 1.2.0, 1000 ms a move
 *     # theirs: OpenTafl v0.4.8.0b (6895051), 1 s a move
 *     # command: npm run bench:outside -- hnefatafl brandubh 1000
 *     # date: 2026-11-27
 *     game 1: ours attackers; opening 2; 57 plies; defenders win (escaped); ms a move: ours 998, theirs 553
 *     d1-e1 d3-a3 ...
 *
 * A game's line gives who played the first side, how many of its first plies were the referee's
 * random opening, its length, its result and each side's mean time a move; the next line its moves
 * in the game's notation. A game stopped at the referee's limit of plies is `draw (limit)`.
 */
import type { Player, Result } from '../../src/core/game.js';

/** The match's description, the `# key: value` lines. */
export interface RecordHeader {
  /** The game's id (`hnefatafl`). */
  readonly game: string;
  /** The options every game starts with. */
  readonly options: Readonly<Record<string, unknown>>;
  /** The names of the first and second sides, as the game lines give them. */
  readonly sides: SideNames;
  /** Our engine and its time. */
  readonly ours: string;
  /** The outside engine, its version and its time. */
  readonly theirs: string;
  /** The command that played the match. */
  readonly command: string;
  /** The day it was played. */
  readonly date: string;
}

/** One game of a match. */
export interface RecordedGame {
  /** Its number in the match, from 1. */
  readonly number: number;
  /** The side our engine played. */
  readonly ours: Player;
  /** How many first plies the referee chose (the opening). */
  readonly opening: number;
  /** The result; `limit` as its reason when the referee stopped the game. */
  readonly result: Result;
  /** Mean milliseconds a move of ours and of theirs (the opening's plies not counted). */
  readonly ms: { readonly ours: number; readonly theirs: number };
  /** The moves, in the game's notation. */
  readonly moves: readonly string[];
}

/** The names of the sides in a result line, per game: Hnefatafl's first side attacks. */
export interface SideNames {
  readonly first: string;
  readonly second: string;
}

const HEADER_KEYS = ['game', 'options', 'sides', 'ours', 'theirs', 'command', 'date'] as const;

/** The header lines of a record. */
export function headerText(h: RecordHeader): string {
  const value = (k: (typeof HEADER_KEYS)[number]) =>
    k === 'options' ? JSON.stringify(h.options) : k === 'sides' ? `${h.sides.first} ${h.sides.second}` : h[k];
  return HEADER_KEYS.map((k) => `# ${k}: ${value(k)}`).join('\n') + '\n';
}

/** A game's two lines. */
export function gameText(g: RecordedGame, sides: SideNames): string {
  const { winner, reason } = g.result;
  const outcome = winner ? `${sides[winner]} win (${reason})` : `draw (${reason})`;
  return `game ${g.number}: ours ${sides[g.ours]}; opening ${g.opening}; ${g.moves.length} plies; ${outcome}; ms a move: ours ${Math.round(g.ms.ours)}, theirs ${Math.round(g.ms.theirs)}\n${g.moves.join(' ')}\n`;
}

const GAME_LINE =
  /^game (\d+): ours (\S+); opening (\d+); (\d+) plies; (?:(\S+) win|draw) \(([a-z-]+)\); ms a move: ours (\d+), theirs (\d+)$/;

/** Reads a record; throws a `SyntaxError` naming the line that is not one. */
export function parseRecord(text: string): { header: RecordHeader; games: RecordedGame[] } {
  const lines = text.split('\n');
  const fields: Record<string, string> = {};
  const games: RecordedGame[] = [];
  let sides: SideNames | null = null;
  const sideOf = (name: string, line: number): Player => {
    if (name === sides?.first) return 'first';
    if (name === sides?.second) return 'second';
    throw new SyntaxError(`Line ${line}: "${name}" is not a side of this game.`);
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (line === '') continue;
    const h = /^# ([a-z]+): (.*)$/.exec(line);
    if (h) {
      fields[h[1]!] = h[2]!;
      if (h[1] === 'sides') {
        const [first, second, extra] = h[2]!.split(' ');
        if (!first || !second || extra !== undefined || first === second)
          throw new SyntaxError(`Line ${i + 1}: "# sides:" names two different sides.`);
        sides = { first, second };
      }
      continue;
    }
    if (!sides) throw new SyntaxError(`Line ${i + 1}: a game before the "# sides:" line.`);
    const m = GAME_LINE.exec(line);
    if (!m) throw new SyntaxError(`Line ${i + 1} is neither a header nor a game: ${line.slice(0, 80)}`);
    const moves = (lines[++i] ?? '').trim().split(/\s+/).filter(Boolean);
    if (moves.length !== Number(m[4]))
      throw new SyntaxError(`Game ${m[1]}: ${moves.length} moves where its line says ${m[4]}.`);
    games.push({
      number: Number(m[1]),
      ours: sideOf(m[2]!, i),
      opening: Number(m[3]),
      result: { winner: m[5] ? sideOf(m[5], i) : null, reason: m[6]! },
      ms: { ours: Number(m[7]), theirs: Number(m[8]) },
      moves,
    });
  }
  for (const k of HEADER_KEYS) if (!(k in fields)) throw new SyntaxError(`The record has no "# ${k}:" line.`);
  const options: unknown = JSON.parse(fields['options']!);
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    throw new SyntaxError('"# options:" is not a JSON object.');
  const header = {
    game: fields['game']!,
    options: options as Record<string, unknown>,
    sides: sides!,
    ours: fields['ours']!,
    theirs: fields['theirs']!,
    command: fields['command']!,
    date: fields['date']!,
  };
  return { header, games };
}
