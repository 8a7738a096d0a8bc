/**
 * Our Hnefatafl rules in OpenTafl's notation (its `opentafl-notation-spec.txt`): the rules record
 * an OTEP engine is started with, the position record its commands carry, and simple moves.
 * Only what both programs implement the same way is mapped; a rule OpenTafl cannot express is an
 * error, so no match is ever played under rules that differ silently.
 */
import {
  ATTACKER,
  DEFENDER,
  KING,
  type HnefataflState,
  type TaflRules,
  fromOf,
  rules,
  squareName,
  toOf,
} from '../../src/games/hnefatafl/rules.js';

/** A move in OTEP's simple notation (`a4-a1`): both programs name squares alike, `a1` at the bottom left. */
export function simpleMove(size: number, move: number): string {
  return `${squareName(size, fromOf(move))}-${squareName(size, toOf(move))}`;
}

/**
 * OpenTafl's position record: rank 1 first, runs of empty squares as numbers, `t` attackers, `T` defenders, `K` the
 * king.
 */
export function positionRecord(size: number, cells: readonly number[]): string {
  const rows: string[] = [];
  for (let r = 0; r < size; r++) {
    let row = '';
    let empty = 0;
    for (let c = 0; c < size; c++) {
      const p = cells[r * size + c];
      if (p !== ATTACKER && p !== DEFENDER && p !== KING) {
        empty++;
        continue;
      }
      if (empty > 0) row += String(empty);
      empty = 0;
      row += p === ATTACKER ? 't' : p === DEFENDER ? 'T' : 'K';
    }
    if (empty > 0) row += String(empty);
    rows.push(row);
  }
  return `/${rows.join('/')}/`;
}

/**
 * How a king is captured, in OpenTafl's letters: strong (4), middleweight (3, also against the edge), weak away from
 * the throne (2).
 */
const KING_STRENGTH: Record<TaflRules['kingCapture'], string> = { 4: 's', 3: 'm', 2: 'c' };

/**
 * The rules record of `state`'s game from its variant's start. Throws for an edge escape, where
 * OpenTafl's corners would stay special squares. Copenhagen's repetition rule (the defenders lose
 * a position's third occurrence) has no OpenTafl equivalent: the record gives OpenTafl's nearest,
 * under which the side that completes the repetition loses, and the referee judges by ours.
 */
export function rulesRecord(state: Pick<HnefataflState, 'variant' | 'rules' | 'size'>): string {
  const r = state.rules;
  if (r.escape !== 'corner')
    throw new RangeError(`OpenTafl's corners differ from ours in an edge-escape game (${state.variant}).`);
  const start = rules.newGame({ variant: state.variant }).cells;
  const parts = [
    `dim:${state.size}`,
    `name:${state.variant}`,
    'esc:c',
    `surf:${r.encirclement ? 'y' : 'n'}`,
    'atkf:y',
    // OpenTafl has no "defenders lose": `w` makes the side that completes the repetition lose.
    `tfr:${r.repetition === 'draw' ? 'd' : 'w'}`,
    `ka:${r.kingArmed ? 'y' : 'n'}`,
    `ks:${KING_STRENGTH[r.kingCapture]}`,
    // The corners and the throne: only the king stops there (OpenTafl's defaults), the corners
    // hostile to all, the throne to attackers always and to everyone when empty.
    'corh:tcnkmTCNKM',
    'cenh:tcnkm',
    'cenhe:tcnkmTCNKM',
    `cenp:${r.passThrone ? 'tcnkmTCNKM' : 'K'}`,
    `sw:${r.shieldwall ? 's' : 'n'}`,
    `efe:${r.exitFort ? 'y' : 'n'}`,
  ];
  if (r.kingRange > 0)
    parts.push(`spd:${['-1', '-1', '-1', '-1', '-1', '-1', '-1', '-1', String(r.kingRange), '-1'].join(',')}`);
  parts.push(`start:${positionRecord(state.size, start)}`);
  return parts.join(' ');
}
