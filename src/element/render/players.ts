import { html, nothing, type TemplateResult } from 'lit';
import type { Player } from '../../core/game.js';

/** One name plate. */
export interface Plate {
  side: Player;
  /** The player's name, shown as text. */
  name: string;
  /** The side's score in games that count one, or null. */
  score: number | string | null;
  /** The text of the games this side has won, or '' for none. */
  wins: string;
  /** Whether this side is to move. */
  toMove: boolean;
  /** A small picture of the side's pieces. */
  mark: unknown;
  /** The side's clock, or `nothing`. */
  clock: unknown;
}

/** A plate's score and games won: "32 · 2 wins", either alone, or nothing. */
const scoreText = (p: Plate) => `${p.score ?? ''}${p.score !== null && p.wins ? ' · ' : ''}${p.wins}`;

/** The row of name plates (`players`), one `player` part per side. */
export function renderPlayers(label: string, plates: readonly Plate[]): TemplateResult {
  return html`<div class="players" part="players" role="group" aria-label=${label}>
    ${plates.map(
      (p) => html`<div
        class="player ${p.toMove ? 'to-move' : ''}"
        part="player player-${p.side}${p.toMove ? ' to-move' : ''}"
      >
        ${p.mark}
        <span class="player-name" part="player-name">${p.name}</span>
        <span class="score" part="score">${scoreText(p)}</span>
        ${p.clock}
      </div>`,
    )}
  </div>`;
}

/** A game of one player has no name plates: its clock, if it has one, stands alone. */
export function renderSoloClock(clock: unknown): TemplateResult | typeof nothing {
  return clock === null ? nothing : html`<div class="solo-clock">${clock}</div>`;
}
