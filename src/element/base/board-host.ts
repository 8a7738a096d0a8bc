import type { LitElement } from 'lit';
import type { Transport } from '../online/transport.js';
import type { BoardAttributes } from './board-attributes.js';

/** The element a board's core and parts serve: its attributes, the values it plays with, online play's transport. */
export interface BoardHost<W extends object = object> extends LitElement, BoardAttributes<W> {
  readonly settings: Readonly<BoardAttributes<W>>;
  transport?: Transport;
}
