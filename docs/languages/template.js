/**
 * Every text of every board, in English: a language of your own starts here. Copy this file, set the tag, translate
 * each text (the functions too: a number or a name comes in, a sentence goes out), delete what you leave in English
 * (it falls back to English), and import the file once on the page, after the boards' script. Boards whose `lang`
 * (or an ancestor's, or the page's) is the tag, or starts with it, speak it at once.
 * Written by `npm run docs:language-template` from the sources' English tables: do not edit it here.
 */

import { list, num, plural, registerLanguage, sentences, signedNum } from 'board-game-elements';

// Your language's BCP 47 tag: its plurals, numbers and lists follow it too.
const TAG = 'xx';

const FOUND = ['blunder', 'mistake', 'inaccuracy'];
const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);
const DISCS = { one: '# disc', other: '# discs' };
const estimate = (n, lang = TAG) => signed(estimated(n), lang);
const signed = (n, lang = TAG) => signedNum(lang, n);
const estimated = (n) => (Math.abs(n) < 10 ? Math.round(n * 10) / 10 : Math.round(n));
const variantNames = {
  english: 'English board',
  french: 'French board',
  wiegleb: 'Wiegleb board',
  diamond: 'diamond board',
  triangle: 'triangle',
};
function capturing(captured) {
  if (captured === 0) return '';
  return `, capturing ${plural(TAG, captured, { one: 'a piece', other: '# pieces' })}`;
}
registerLanguage(TAG, {
  messages: {
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
    wins: (count) => plural(TAG, count, { one: '# win', other: '# wins' }),
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
    players: 'Players',
    newGameHint: 'Press New game or click the board to play again.',
    namesTitle: 'Who is playing?',
    nameOf: (side) => `Name of ${side}`,
    start: 'Start',
    pass: 'Pass',
    mustPass: (name) => `${name}: no move, pass`,
    passed: (name) => `${name} had no move and passed.`,
    pieceSelected: (square, targets) => `${square} picked up; it can move to ${list(TAG, targets, 'or')}.`,
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
  },
  review: {
    closeReview: 'Close the review',
    betterButton: 'Better move (b)',
    betterMove: (number, best, played) => `Move ${num(TAG, number)}: ${best} was better than ${played}.`,
    reviewing: (done, total) => `Reviewing: ${num(TAG, done)} of ${num(TAG, total)} positions`,
    reviewGraph: 'Evaluation, from the first player',
    reviewSteps: { first: 'Start', previous: 'Previous move', next: 'Next move', last: 'Last move' },
    reviewStart: 'The start: no move yet.',
    marks: { best: 'best', good: 'good', inaccuracy: 'inaccuracy', mistake: 'mistake', blunder: 'blunder' },
    gaveAway: (from, to) => `turned ${from === 'win' ? 'a win' : 'a draw'} into ${to === 'draw' ? 'a draw' : 'a loss'}`,
    reviewedMove: (number, notation, mark, detail, best) =>
      `Move ${num(TAG, number)}, ${notation}: ${mark}${detail ? `, ${detail}` : ''}${best ? `; best was ${best}` : ''}.`,
    alreadyLost: 'already lost: every move loses',
    alreadyWon: 'already won: it still wins, so it is no mistake',
    notValued: 'not valued: the computer found no value for this position in its budget',
    notValuedYet: 'not valued yet (the review is running)',
    positionValue: (value, exact, outcome) =>
      `${exact ? 'Exact value' : 'Estimate'}, from the first player: ${[value, outcome && { win: 'a win', draw: 'a draw', loss: 'a loss' }[outcome]].filter(Boolean).join(', ')}.`,
    positionNotValued: 'This position is not valued: the computer found no value for it in its budget.',
    positionNotValuedYet: 'This position is not valued yet.',
    reviewKey: { exact: 'exact', estimate: 'estimate', notValued: 'not valued' },
    reviewDone: (counts, notValued) => {
      const forms = {
        blunder: { one: '# blunder', other: '# blunders' },
        mistake: { one: '# mistake', other: '# mistakes' },
        inaccuracy: { one: '# inaccuracy', other: '# inaccuracies' },
      };
      const found = FOUND.filter((k) => counts[k] > 0).map((k) => plural(TAG, counts[k], forms[k]));
      const unmarked =
        notValued > 0 ? `; ${plural(TAG, notValued, { one: '# move', other: '# moves' })} not valued` : '';
      return `Review done: ${found.length > 0 ? list(TAG, found) : 'no inaccuracy, mistake or blunder'}${unmarked}.`;
    },
  },
  online: {
    panel: 'Online play',
    invite: 'Invite a friend',
    inviteHelp: 'Send this link to a friend, or give them the code.',
    inviteLink: 'Invite link',
    copy: 'Copy link',
    copied: 'Link copied.',
    code: 'Code',
    joinCode: "Friend's code",
    join: 'Join',
    badCode: 'A code has six letters and digits, like k7m2qp.',
    waiting: 'Waiting for your friend…',
    connecting: 'Connecting…',
    connectedTo: (name) => `Playing online with ${name}.`,
    connected: 'Playing online.',
    reconnecting: 'Connection lost, reconnecting…',
    closed: 'Not connected.',
    registering: 'Registering the invitation with the online server…',
    unreachable: (host) => `Cannot reach the online server (${host}).`,
    retry: 'Retry',
    full: 'This game already has two players.',
    intruder: 'Someone else tried to join this game with its code; they were turned away.',
    joinAsk: (code) => `This page's link asks to join another game (${code}). Leave this game and join it?`,
    joinOther: 'Leave and join',
    stay: 'Stay',
    stop: 'Leave',
    resign: 'Resign',
    offerDraw: 'Offer a draw',
    askUndo: 'Ask to take back',
    accept: 'Accept',
    decline: 'Decline',
    rematch: 'Rematch',
    theyOffer: (name, what) =>
      ({
        draw: `${name} offers a draw.`,
        undo: `${name} asks to take back the last move.`,
        rematch: `${name} asks for a rematch, with the sides swapped.`,
      })[what],
    weOffered: (what) =>
      ({
        draw: 'Draw offered; waiting for the answer.',
        undo: 'Asked to take back; waiting for the answer.',
        rematch: 'Rematch asked; waiting for the answer.',
      })[what],
    declined: (what) =>
      ({
        draw: 'The draw offer was declined.',
        undo: 'The take-back was declined.',
        rematch: 'The rematch was declined.',
      })[what],
    resigned: (name) => `${name} resigned.`,
    drawAgreed: 'Draw agreed.',
    friend: 'Your friend',
    watchLink: 'Watch link',
    watchHelp: 'Anyone with this link can watch the game live, but not play.',
    watchers: (count) => plural(TAG, count, { one: '# person is watching.', other: '# people are watching.' }),
    watchingGame: (first, second) => `Watching ${first} and ${second} play.`,
    watchingWait: 'Connecting to the game…',
    stopWatching: 'Stop watching',
    left: (name) => `${name} left the game: waiting for ${name} to come back.`,
    mayClaim: (name) => `${name} has been gone a while. You may claim the win or call it a draw.`,
    claimWin: 'Claim the win',
    claimDraw: 'Call it a draw',
    claimedWin: 'You claimed the win.',
    calledDraw: 'You called it a draw.',
    claimedAgainst: (name, draw) =>
      draw ? `${name} called it a draw after you left.` : `${name} claimed the win after you left.`,
    claimRefused: (name) =>
      `${name} claimed the game while the connection was down, but your board was here all along: the game goes on.`,
    claimWithdrawn: (name) =>
      `${name}'s board was here all along: the connection failed, not ${name}. Your claim is withdrawn and the game goes on.`,
  },
  puzzle: {
    // A game of one player (peg solitaire) has no side to name; a game of two judges `finish` as a win, so it reads as
    // one.
    puzzleGoal: (side, goal, winIn) =>
      !side
        ? goal === 'win'
          ? 'Finish with one peg, in the hole that started empty.'
          : 'Finish with one peg.'
        : goal === 'win' || goal === 'finish'
          ? `${capital(side)} to play and win${winIn ? ` in ${winIn}` : ''}.`
          : goal === 'draw'
            ? `${capital(side)} to play and hold the draw.`
            : `${capital(side)} to play: find the best move each time.`,
    puzzleCorrect: 'Correct!',
    puzzleWrong: (move) => `Not ${move}: try again.`,
    puzzleSolved: (shown) => (shown ? 'That was the solution.' : 'Solved!'),
    puzzleChecking: 'Checking the move…',
    puzzleLoading: 'Loading the puzzle…',
    puzzleButtons: { hint: 'Hint', solution: 'Solution', restart: 'Restart', next: 'Another puzzle' },
    puzzleTitle: (id, difficulty) => `Puzzle ${id}${difficulty ? `, difficulty ${difficulty} of 5` : ''}`,
    puzzleOwnTitle: (difficulty) => `Your puzzle${difficulty ? `, difficulty ${difficulty} of 5` : ''}`,
    puzzleStreak: (days) => `Daily puzzles solved in a row: ${days}`,
  },
  'nim-board': {
    boardLabel: (heaps, misere) => `Nim, ${heaps} heaps, ${misere ? 'the last piece loses' : 'the last piece wins'}`,
    heapLabel: (heap, size) => `Heap ${heap}, ${plural(TAG, size, { one: '# piece', other: '# pieces' })}`,
    pieceLabel: (heap, piece, size) => `Heap ${heap}, piece ${piece} of ${size}`,
    marked: 'marked',
    hinted: 'hint',
    separator: ', ',
    emptyHeap: (heap) => `Heap ${heap} is empty`,
    take: 'Take',
    takeCount: (count) => `Take ${count}`,
    keys: [
      'Space: mark or unmark the focused piece (marks stay in one heap)',
      'Enter: take the marked pieces, or the focused piece and every piece after it',
    ],
  },
  'tictactoe-board': {
    boardLabel: (size, winLength) => `Tic-tac-toe, ${size} by ${size}, ${winLength} in a row wins`,
    empty: 'empty',
    winningLine: 'winning line',
    lastMove: 'last move',
    hinted: 'hint',
    separator: ', ',
    taken: (cell) => `${cell} is already taken.`,
    digitKeys: '1 to 9: mark a cell, in reading order',
  },
  'connect-four-board': {
    boardLabel: (columns, rows) => `Connect Four, ${columns} columns by ${rows} rows, four in a row wins`,
    column: (column) => `Column ${column}`,
    cellLabel: (column, row) => `Column ${column}, row ${row}`,
    red: 'red',
    yellow: 'yellow',
    empty: 'empty',
    landsHere: 'your disc lands here',
    winningLine: 'winning line',
    lastMove: 'last move',
    hinted: 'hint',
    separator: ', ',
    full: (column) => `Column ${column} is full.`,
    value: (kind, moves) =>
      kind === 'draw'
        ? 'draw'
        : kind === 'win'
          ? `win in ${plural(TAG, moves, { one: '# move', other: '# moves' })}`
          : `loss in ${plural(TAG, moves, { one: '# move', other: '# moves' })}`,
    shortValue: (kind, moves) => (kind === 'draw' ? '=' : kind === 'win' ? `+${moves}` : `−${moves}`),
    analysing: 'Analysing…',
    keys: ['1 to 9 (0 for 10): drop a disc into that column', 'Enter or Space: drop a disc into the focused column'],
  },
  'reversi-board': {
    boardLabel: (size) => `Reversi, ${size} by ${size}`,
    black: 'black',
    white: 'white',
    empty: 'empty',
    legal: 'you can play here',
    lastMove: 'last move',
    turned: 'just turned',
    hinted: 'hint',
    separator: ', ',
    value: (discs, exact) =>
      exact
        ? discs === 0
          ? 'draw with perfect play'
          : `${discs > 0 ? 'win' : 'loss'} by ${plural(TAG, Math.abs(discs), DISCS)} with perfect play`
        : `about ${estimate(discs)} ${plural(TAG, Math.abs(discs), { one: 'disc', other: 'discs' })}`,
    shortValue: (discs, exact) => (exact ? signed(discs) : estimate(discs)),
    playedTurning: (name, square, turned) => `${name} played ${square}, turning ${plural(TAG, turned, DISCS)}.`,
    taken: (square) => `${square} is taken.`,
    noFlip: (square) => `${square} turns no disc over.`,
    finalCount: (black, white) => `Black ${black}, white ${white}.`,
    keys: [
      'Arrows, Home, End: move between squares',
      'Enter or Space: play on the focused square',
      'p: pass (when you have no move)',
    ],
  },
  'lines-of-action-board': {
    boardLabel: (size) => `Lines of Action, ${size} by ${size}`,
    black: 'black',
    white: 'white',
    empty: 'empty',
    capture: 'capture',
    group: (n, of) => `group ${n} of ${of}`,
    groups: (n) => plural(TAG, n, { one: '# group', other: '# groups' }),
    separator: ', ',
    moved: (name, from, to, captured) => `${name} moved ${from} to ${to}${captured ? ', capturing' : ''}.`,
    refusals: {
      distance: (from, line, count) =>
        `There ${plural(TAG, count, { one: 'is # piece', other: 'are # pieces' })} on the ${line} of ${from}, so it moves exactly ${plural(TAG, count, { one: '# square', other: '# squares' })} along it.`,
      jumpEnemy: (from, over) =>
        `${from} may jump its own pieces, not the other side's: the piece on ${over} is in the way.`,
      ownPiece: (to) => `${to} holds one of your own pieces: a piece lands on an empty square or captures.`,
      notALine: (from, to) => `A piece moves along a row, a column or a diagonal: ${to} is on no line through ${from}.`,
    },
    keys: [
      'Arrows, Home, End: move between squares',
      'Enter or Space on your piece: pick it up; then on a square: move there (Esc puts it down)',
      'p: pass (when you have no move)',
    ],
  },
  'peg-solitaire-board': {
    boardLabel: (variant, holes) => `Peg solitaire, ${variantNames[variant]}, ${holes} holes`,
    peg: 'peg',
    hole: 'empty hole',
    startHole: 'starting hole',
    deadEnd: 'dead end',
    allDeadEnds: 'every jump a dead end',
    separator: ', ',
    pegsLeft: (n) => plural(TAG, n, { one: '# peg left', other: '# pegs left' }),
    central: 'One peg left, in the starting hole: solved perfectly!',
    onePeg: 'One peg left: solved!',
    stuck: (n) => `No jump left: ${plural(TAG, n, { one: '# peg remains', other: '# pegs remain' })}.`,
    noLongerCentral: 'The last peg can no longer end in the starting hole.',
    noLongerOnePeg: 'Ending with a single peg is no longer possible.',
    deadEndPegs: (n) =>
      plural(TAG, n, { one: '# ringed peg leads only to dead ends.', other: '# ringed pegs lead only to dead ends.' }),
    jumped: (from, to, pegs) =>
      `${from} jumped to ${to}; ${plural(TAG, pegs, { one: '# peg', other: '# pegs' })} left.`,
    solve: 'Solve',
    solving: 'Solving…',
    refusals: {
      notAJump: (from, to) =>
        `A peg jumps over the peg next to it in a line, into the hole just beyond: ${from} to ${to} is not such a jump.`,
      noPeg: (from) => `There is no peg on ${from} to jump with.`,
      nothingToJump: (from, to, over) =>
        `${from} to ${to} would jump over ${over}, which is empty: a peg jumps over a peg.`,
      holeFull: (to) => `${to} already holds a peg: a jump lands in an empty hole.`,
    },
    keys: [
      'Arrows, Home, End: move between holes',
      'Enter or Space on a peg: pick it up; then on an empty hole: jump there (Esc puts it down)',
      'h: hint, a jump that keeps the game solvable',
    ],
  },
  'hnefatafl-board': {
    variantName: (v) => ({ copenhagen: 'Copenhagen', fetlar: 'Fetlar', tablut: 'Tablut', brandubh: 'Brandubh' })[v],
    boardLabel: (variant, size) => `Hnefatafl, ${variant} rules, ${size} by ${size}`,
    attackers: 'attackers',
    defenders: 'defenders',
    attacker: 'attacker',
    defender: 'defender',
    king: 'king',
    empty: 'empty',
    throne: 'throne',
    corner: 'corner',
    onOpenLine: "on the king's open line",
    capture: 'capture',
    separator: ', ',
    moved: (name, from, to, captured) => `${name} moved ${from} to ${to}${capturing(captured)}.`,
    openLines: (squares) => `The king has an open line to ${list(TAG, squares)}!`,
    reasons: {
      escaped: 'The king escaped.',
      'exit-fort': 'The king is safe in an exit fort.',
      'king-captured': 'The king was captured.',
      encircled: 'The attackers enclosed every defender.',
      'no-moves': 'The side to move had no move.',
      'move-limit': 'The game reached 1000 moves, the most a game may last: a draw.',
      repetition: 'The position was repeated three times.',
    },
    refusals: {
      straight: (from, to) =>
        `Pieces move along a row or a column, like a rook in chess: ${to} is not in line with ${from}.`,
      blocked: (square) => `The piece on ${square} is in the way: no piece jumps over another.`,
      kingOnly: (square) => `Only the king may stop on ${square}.`,
      thronePass: (square) => `In this variant only the king may pass over the throne, ${square}.`,
      kingRange: (count) =>
        `In this variant the king moves at most ${plural(TAG, count, { one: '# square', other: '# squares' })}.`,
    },
    keys: [
      'Arrows, Home, End: move between squares',
      'Enter or Space on your piece: pick it up; then on a square: move there (Esc puts it down)',
    ],
  },
});
