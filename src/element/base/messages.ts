/**
 * The words every board shows or speaks, in English; each other built-in language is a module of its own
 * (`src/languages/<tag>/messages.ts`), loaded when a board first speaks it. A game adds its own words (cell labels, its
 * buttons) in the same shape next to its element (`words.ts`). Any text can be replaced through the element's `strings`
 * property, and a page can add a language of its own (`registerLanguage`).
 */
import { list, plural, sentences } from '../../languages/intl.js';

import type { MoveMark, Outcome } from '../../core/review.js';
import type { PuzzleGoal } from '../../core/puzzle-data.js';

/** The texts shared by every board, in one language. */
export interface Messages {
  /**
   * Sentences said one after another (a move, then the status, then a hint): `sentences(parts, stop, space)` from
   * `languages/intl.ts` with the language's full stop and the space between sentences (`'。', ''` in Chinese).
   */
  sentences: (parts: readonly string[]) => string;
  yourTurn: string;
  sideToMove: (name: string) => string;
  thinking: string;
  sideThinking: (name: string) => string;
  waitingFor: (name: string) => string;
  youWin: string;
  youLose: string;
  draw: string;
  sideWins: (name: string) => string;
  forcedWinSeen: string;
  played: (name: string, move: string) => string;
  you: string;
  computer: string;
  opponent: string;
  player1: string;
  player2: string;
  wins: (count: number) => string;
  newGame: string;
  undo: string;
  redo: string;
  hint: string;
  hintIs: (move: string) => string;
  keys: string;
  keysTitle: string;
  /** Descriptions of the keys every board has, shown and spoken by `?`. */
  commonKeys: readonly string[];
  moveList: string;
  noMoves: string;
  /** The button that opens the review of a game, and the review panel's name. */
  review: string;
  /** The button that opens the game's course (`show-learn-button`). */
  learn: string;
  // The review's own texts load with it (`review/review-words.ts`); `strings` may replace them here.
  /** The button that closes the review. */
  closeReview?: string;
  /** While the review values the positions. */
  reviewing?: (done: number, total: number) => string;
  /** The evaluation graph's name. */
  reviewGraph?: string;
  /** The buttons that step through the game. */
  reviewSteps?: { first: string; previous: string; next: string; last: string };
  /** The start, before any move. */
  reviewStart?: string;
  /** Each mark's name. */
  marks?: Record<MoveMark, string>;
  /** What a move gave away, where the values are exact: "turned a win into a loss". */
  gaveAway?: (from: Outcome, to: Outcome) => string;
  /** The button (and the key `b`) that shows the better move on the position it was missed in. */
  betterButton?: string;
  /** What the board then shows: "Move 5: a2 was better than c1." */
  betterMove?: (number: number, best: string, played: string) => string;
  /** One move of the review: "Move 14, e6: blunder, turned a win into a loss; best was c4." */
  reviewedMove?: (number: number, notation: string, mark: string, detail: string | null, best: string | null) => string;
  /** Said of a move marked in a position already lost, where the best move loses too: why it is no blunder. */
  alreadyLost?: string;
  /** Said of a slower or smaller win than the best, where both are certain wins: why it is no mistake. */
  alreadyWon?: string;
  /** In place of the mark of a move whose position the finished review could not value, with the reason. */
  notValued?: string;
  /** In place of the mark of a move whose position the running review has not valued yet. */
  notValuedYet?: string;
  /**
   * A position's value on the graph, from the first player's view: its number signed ("+4"; null for a search's proven
   * win or loss, whose number is no margin), whether exact, and the outcome where certain.
   */
  positionValue?: (value: string | null, exact: boolean, outcome: Outcome | null) => string;
  /** A position the finished review could not value (a gap on the graph), with the reason. */
  positionNotValued?: string;
  /** A position the running review has not valued yet. */
  positionNotValuedYet?: string;
  /** The graph's key: an exact value's point, an estimate's, and a position not valued. */
  reviewKey?: { exact: string; estimate: string; notValued: string };
  /** A finished review's summary: how many moves got each mark, and how many are not valued. */
  reviewDone?: (counts: Readonly<Record<MoveMark, number>>, notValued: number) => string;
  // The puzzle's texts load with it (`puzzle/puzzle-words.ts`); `strings` may replace them here.
  /**
   * The goal of the puzzle shown: "Red to play and win in 3." (`side` is the side's name or mark; empty in a game of
   * one player; `winIn` the solver's moves left from the position now).
   */
  puzzleGoal?: (side: string, goal: PuzzleGoal, winIn: number | null) => string;
  /** After a move that keeps the goal, while the defence answers. */
  puzzleCorrect?: string;
  /** After a move that does not: "Not this one: try again." */
  puzzleWrong?: (move: string) => string;
  /** Once solved, alone or after the solution was shown. */
  puzzleSolved?: (shown: boolean) => string;
  /** While a move is being checked. */
  puzzleChecking?: string;
  /** While the puzzle is being found. */
  puzzleLoading?: string;
  /** The panel's buttons. */
  puzzleButtons?: { hint: string; solution: string; restart: string; next: string };
  /** The panel's name, with the puzzle's id and difficulty. */
  puzzleTitle?: (id: string, difficulty: number | null) => string;
  /** The panel's name for a puzzle given without an id (a page's own), which has no id to show. */
  puzzleOwnTitle?: (difficulty: number | null) => string;
  /** The daily puzzles solved in a row. */
  puzzleStreak?: (days: number) => string;
  players: string;
  newGameHint: string;
  namesTitle: string;
  nameOf: (side: string) => string;
  start: string;
  /** Games with passing: the button, the status when the side to move must pass, the announcement. */
  pass: string;
  mustPass: (name: string) => string;
  passed: (name: string) => string;
  /** Boards that move pieces: a piece picked up and where it may go. */
  pieceSelected: (square: string, targets: readonly string[]) => string;
  selectionCleared: string;
  cannotMoveFrom: (square: string) => string;
  /** Square labels: the picked-up piece, its destinations, the last move's squares, the hint. */
  selected: string;
  target: string;
  lastFrom: string;
  lastTo: string;
  hinted: string;
  /** The music's mute button (`music`). */
  music: string;
  /** Clocks (`clock`): a clock's label, the warning under 10 seconds, and the side whose time ran out. */
  clockOf: (name: string) => string;
  timeLow: (name: string) => string;
  outOfTime: (name: string) => string;
  /** The line that says why the game is not being saved (`persist`). */
  notSaved: (reason: 'unreadable' | 'newer-version' | 'other-options' | 'quota' | 'unavailable') => string;
}

/** English, the default. */
export const en: Messages = {
  sentences: (parts) => sentences(parts),
  yourTurn: 'Your turn',
  sideToMove: (name) => `${name} to move`,
  thinking: 'Thinking…',
  sideThinking: (name) => `${name} is thinking…`,
  waitingFor: (name) => `Waiting for ${name}…`,
  youWin: 'You win!',
  youLose: 'You lose.',
  draw: 'Draw.',
  sideWins: (name) => `${name} wins!`,
  forcedWinSeen: 'I can see a forced win.',
  played: (name, move) => `${name} played ${move}.`,
  you: 'You',
  computer: 'Computer',
  opponent: 'Opponent',
  player1: 'Player 1',
  player2: 'Player 2',
  wins: (count) => plural('en', count, { one: '# win', other: '# wins' }),
  newGame: 'New game',
  undo: 'Undo',
  redo: 'Redo',
  hint: 'Hint',
  hintIs: (move) => `Hint: ${move}.`,
  keys: 'Keys',
  keysTitle: 'Keyboard',
  commonKeys: [
    'Arrows, Home, End: move around the board',
    'Enter or Space: play the focused cell',
    'Esc: cancel a selection, close this list',
    'h: hint',
    'u: undo',
    'n: new game',
    's: read the status',
    '?: show or hide this list',
  ],
  moveList: 'Moves',
  noMoves: 'No moves yet.',
  review: 'Review',
  learn: 'Learn',
  players: 'Players',
  newGameHint: 'Press New game or click the board to play again.',
  namesTitle: 'Who is playing?',
  nameOf: (side) => `Name of ${side}`,
  start: 'Start',
  pass: 'Pass',
  mustPass: (name) => `${name}: no move, pass`,
  passed: (name) => `${name} had no move and passed.`,
  pieceSelected: (square, targets) => `${square} picked up; it can move to ${list('en', targets, 'or')}.`,
  selectionCleared: 'Put down.',
  cannotMoveFrom: (square) => `No piece of yours on ${square} can move.`,
  selected: 'picked up',
  target: 'the picked-up piece can move here',
  lastFrom: 'last move from here',
  lastTo: 'last move to here',
  hinted: 'hint',
  music: 'Music',
  clockOf: (name) => `${name}'s clock`,
  timeLow: (name) => `${name}: under 10 seconds left.`,
  outOfTime: (name) => `${name}: out of time.`,
  notSaved: (reason) =>
    ({
      unreadable: 'A saved game here cannot be read. It is kept as it is until you play.',
      'newer-version': 'A saved game here is from a newer version. It is kept as it is until you play.',
      'other-options': 'A saved game here has other settings. It is kept as it is until you play.',
      quota: 'Storage is full: this game is not being saved.',
      unavailable: 'This browser refuses storage: this game is not being saved.',
    })[reason],
};
