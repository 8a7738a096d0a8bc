/**
 * What every board offers a page's CSS, in one list each, read by the manifest's analyzer (`cssParts` and
 * `cssProperties` of every board) and by nothing at run time: the shadow parts that `::part()` styles, and the custom
 * properties the board's styles read. A game's own are in its element's doc comment.
 */

/** The shadow parts of every board, each with what it is. */
export interface BoardCssParts {
  /** The status line (whose turn, thinking, the result). */
  status: true;
  /** With `persist`, the line that says why the game is not being saved. */
  'persist-note': true;
  /** The two name plates. */
  players: true;
  /** A name plate; also `player-first` or `player-second`, and `to-move` for the side to move. */
  player: true;
  /** A player's name. */
  'player-name': true;
  /**
   * A side's clock (`clock`), in its name plate; also `clock-running` for the side whose time runs and `clock-low`
   * under 10 seconds.
   */
  clock: true;
  /** A player's score and games won. */
  score: true;
  /** The board (an ARIA grid). */
  board: true;
  /** Every cell of the board; each cell also has its coordinate as a part. */
  cell: true;
  /** A piece or mark on the board. */
  piece: true;
  /** The cell or pieces of the last move. */
  'last-move': true;
  /** The cell or pieces of the suggested move. */
  hint: true;
  /** The row of buttons under the board. */
  controls: true;
  /** Every button. */
  button: true;
  /** The new-game button. */
  'new-game': true;
  /** The undo button. */
  undo: true;
  /** The redo button. */
  redo: true;
  /** The hint button (`show-hint-button`). */
  'hint-button': true;
  /** The button that passes when the side to move has no move (games with passing). */
  'pass-button': true;
  /** The button that shows the keys. */
  'keys-button': true;
  /** The list of keys. */
  help: true;
  /** The move list (`show-moves`). */
  moves: true;
  /** One move in the move list. */
  move: true;
  /** The form asking the players' names (`ask-names`). */
  names: true;
  /** The panel of online play: invite, join, the connection, resign, draw, take-back. */
  online: true;
  /** The invite link to copy. */
  'invite-link': true;
  /** The short code of an invitation. */
  'invite-code': true;
  /** The state of the connection. */
  'online-status': true;
  /** A file letter or rank number along the board's edge (`coordinates`); also `file` or `rank`. */
  coordinate: true;
  /** The button that mutes and unmutes the music (`music`). */
  'music-button': true;
  /** The button that opens the review when the game is over. */
  'review-button': true;
  /** The review's panel (`review`): its progress, graph and steps. */
  review: true;
  /** The bar that fills while the review values the positions. */
  'review-progress': true;
  /** The evaluation graph, from the first player's view; a slider of the positions (arrows, Home, End). */
  'review-graph': true;
  /** The review's state in words: its progress while it runs, then how many moves got each mark. */
  'review-summary': true;
  /**
   * A position's point on the graph: a circle for an estimate; a square, also `review-exact`, where its value is exact.
   */
  'review-point': true;
  /**
   * On the graph of a finished review, a position not valued (a cross; on a long game's graph, a band over a run of
   * them).
   */
  'review-gap': true;
  /** The graph's key: exact, estimate, not valued. */
  'review-key': true;
  /** The buttons that step through the game. */
  'review-step': true;
  /** In a review, the button that shows the better move on the position it was missed in. */
  'better-move': true;
  /** The button that closes the review. */
  'close-review': true;
  /**
   * In a review, a move of the move list marked a blunder (also `mark-mistake`, `mark-inaccuracy`, `mark-good`,
   * `mark-best`); `current` marks the move shown.
   */
  'mark-blunder': true;
}

/** The custom properties every board's styles read, each with what it colours or sizes. */
export interface BoardCssProperties {
  /** Background of the board. */
  '--bge-board-color': true;
  /** Background of a cell. */
  '--bge-cell-color': true;
  /** Background of the buttons and fields (a shade of `--bge-surface-color` unless set). */
  '--bge-control-color': true;
  /** Grid lines and borders. */
  '--bge-line-color': true;
  /** Pieces of the first player. */
  '--bge-first-color': true;
  /** Pieces of the second player. */
  '--bge-second-color': true;
  /** Pieces that belong to nobody (Nim). */
  '--bge-piece-color': true;
  /** Selected or marked pieces. */
  '--bge-mark-color': true;
  /** The last move and winning lines. */
  '--bge-highlight-color': true;
  /** The suggested move. */
  '--bge-hint-color': true;
  /** The keyboard focus ring. */
  '--bge-focus-color': true;
  /** Text colour (a dark ink in the light theme, a light one in the dark; `inherit` takes the page's). */
  '--bge-text-color': true;
  /** The board's ground behind its texts and buttons (`transparent` shows the page's). */
  '--bge-surface-color': true;
  /** Text drawn on the board, such as Nim's heap numbers (default: the text colour). */
  '--bge-board-text-color': true;
  /** Space between the board's edge and its first file or rank (set by boards with a margin around their squares). */
  '--bge-coordinate-inset': true;
  /** In a review, a blunder's point and move (default a red). */
  '--bge-blunder-color': true;
  /** In a review, a mistake's or an inaccuracy's (default an amber). */
  '--bge-mistake-color': true;
  /** The widest the board grows (default 32rem); it fills narrower containers down to 280px. */
  '--bge-max-width': true;
}
