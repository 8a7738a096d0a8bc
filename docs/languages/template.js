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
    learn: 'Learn',
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
  lesson: {
    lessonLoading: 'Loading the lesson…',
    lessonTitle: (n, of, title) => `Lesson ${n} of ${of}: ${title}`,
    lessonStep: (n, of) => `Step ${n} of ${of}`,
    lessonDone: 'Well done!',
    lessonWrong: 'That move is allowed, but it is not what this step asks. Try again.',
    lessonCorrect: 'Good. Go on.',
    lessonChecking: 'Checking the move…',
    lessonShown: 'That is the move. Try the step again, or go on.',
    lessonComplete: (title) => `Lesson complete: ${title}.`,
    courseComplete: 'You have finished the course. Now play a whole game against the computer.',
    lessonButtons: {
      hint: 'Hint',
      show: 'Show me',
      restart: 'Try again',
      previous: 'Back',
      next: 'Next',
      play: 'Play a game',
      leave: 'Leave the lesson',
    },
    lessonList: 'Lessons',
    lessonEntry: (n, title, done) => `${n}. ${title}${done ? ' ✓' : ''}`,
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
  'nim-course': {
    take: {
      title: 'Taking pieces',
      steps: {
        first: {
          goal: 'Take one or more pieces from one heap (a row): click or tap pieces to mark them and press Take, or double-click a piece to take it and every piece to its right; with the keys, move with the arrows, mark with Space and take with Enter.',
          hint: 'The heaps are numbered 1, 2 and 3 from the top, at the left of each row.',
          done: 'That is a move: as many pieces as you like, at least one, and all from the same heap. Then your opponent takes from any heap, and you take turns.',
        },
        count: {
          goal: 'Take exactly two pieces from heap 3, the bottom row.',
          hint: 'Mark two pieces of heap 3 and press Take, or double-click its second piece from the right.',
          done: 'You choose how many to take, from one up to the whole heap.',
          wrong: {
            '*': 'That is a move, but this step asks for two pieces, no more and no fewer, from heap 3 (the bottom row).',
          },
        },
        whole: {
          goal: 'Empty heap 2 in one move: take all four of its pieces.',
          hint: 'Double-click the first piece of heap 2, at the left: it goes with every piece after it.',
          done: 'A whole heap may go at once. An empty heap stays empty, and the next moves take from the others.',
          wrong: { '*': 'This step asks for all four pieces of heap 2, the middle row, in one move.' },
        },
      },
    },
    last: {
      title: 'The last piece wins',
      steps: {
        all: {
          goal: 'Your opponent has just emptied heap 1: take every piece that is left, and win.',
          hint: 'Whoever takes the last piece wins, and every piece left is in heap 2.',
          done: 'You took the last piece, so you win. That is the aim of Nim: be the one who takes the last piece.',
          wrong: { '*': 'Pieces are still left after that, and your opponent takes them all and wins.' },
        },
      },
    },
    misere: {
      title: 'Misère: the last piece loses',
      steps: {
        'leave-one': {
          goal: 'In misère Nim whoever takes the last piece loses: leave exactly one piece, so your opponent must take it.',
          hint: 'How many pieces must go for one to stay?',
          done: 'Your opponent must now take the last piece, and loses. Nim is played both ways, so agree on the rule before a game.',
          wrong: {
            '1:4': 'You would take the last piece, and in misère that loses.',
            '*': 'More than one piece is left, so your opponent can take all but one and leave the last one to you.',
          },
        },
        'last-one': {
          goal: 'Misère again: leave your opponent nothing but one last piece.',
          hint: 'Heap 1 holds a single piece already.',
          done: 'One piece is left, and your opponent must take it. In misère, leaving a single piece wins.',
          wrong: {
            '2:2': 'Two single pieces are left: your opponent takes one, and you must take the last.',
            '*': 'After that your opponent can leave you the last piece.',
          },
        },
      },
    },
    mirror: {
      title: 'Two equal heaps',
      steps: {
        ones: {
          goal: 'Leave two heaps of one piece each: your opponent takes one, and you take the last.',
          hint: 'How many pieces must go from heap 2 for it to match heap 1?',
          done: 'Two heaps of one piece: whoever must move from them loses. The same holds for any two equal heaps, as the next step shows.',
          wrong: {
            '2:3': 'One piece is left after that, and your opponent takes it.',
            '1:1': 'Only heap 2 is left after that, and your opponent takes it all.',
            '*': 'The heaps are not equal after that, and your opponent can make them equal.',
          },
        },
        copy: {
          goal: 'From two equal heaps of 3, your opponent took 2 from heap 2: take as many from heap 1, and win.',
          hint: 'Make the two heaps equal again.',
          done: 'Whatever your opponent takes from one heap, take as many from the other: the heaps stay equal, so your opponent never takes the last piece, and you do. This copying is called mirroring.',
          wrong: {
            '1:3': 'Only heap 2 is left after that, and your opponent takes its last piece.',
            '2:1': 'Only heap 1 is left after that, and your opponent takes it all.',
            '*': 'The heaps are not equal after that, so your opponent can make them equal and copy you to the end.',
          },
        },
        equal: {
          goal: 'Make the two heaps equal, then copy each move of your opponent in the other heap until you take the last piece.',
          hint: 'Heap 1 has 2 pieces: make heap 2 the same.',
          done: 'Make the heaps equal, then mirror: with two heaps, that is the whole game. The next lesson does the same with any number of heaps.',
          wrong: {
            '1:2': 'Only heap 2 is left after that, and your opponent takes it all.',
            '2:5': 'Only heap 1 is left after that, and your opponent takes it all.',
            '*': 'The heaps are not equal after that, and your opponent can make them equal and mirror you.',
          },
        },
      },
    },
    balance: {
      title: 'Balance: count in 1, 2, 4 and 8',
      steps: {
        four: {
          goal: 'Write each heap as a sum of 1, 2 and 4 (so 3 is 2 + 1), and take from one heap so that each of 1, 2 and 4 appears an even number of times in all.',
          hint: 'Now 1, 2 and 4 each appear once. The 4 is only in heap 3, so heap 3 must change: into what, to match heaps 1 and 2?',
          done: 'Heaps of 1, 2 and 3 = 2 + 1: the 1 and the 2 each appear twice. Such a position is balanced: any move unbalances it, you can always balance it again, and so you take the last piece. Two equal heaps are the simplest balance.',
          wrong: {
            '*': 'After that one of 1, 2 or 4 appears an odd number of times, so your opponent can balance the heaps instead of you.',
          },
        },
        start: {
          goal: 'This is the board’s usual start, 3 = 2 + 1, 4 and 5 = 4 + 1: balance it.',
          hint: 'The 4 and the 1 appear twice already; find the number that appears once, and the heap that holds it.',
          done: 'Heaps of 1, 4 and 5 = 4 + 1: balanced. So whoever moves first from 3, 4 and 5 wins, with this move.',
          wrong: {
            '*': 'After that one of 1, 2 or 4 appears an odd number of times. Count again: which of them appears just once now?',
          },
        },
        choice: {
          goal: 'Balance these heaps, 3 = 2 + 1, 5 = 4 + 1 and 7 = 4 + 2 + 1; there is more than one way.',
          hint: 'Count how often each of 1, 2 and 4 appears: only one of them appears an odd number of times.',
          done: 'The 1 appeared three times, once in each heap, so one piece from any heap balances them. When several heaps hold the odd number, any of them will do.',
          wrong: { '*': 'After that one of 1, 2 or 4 appears an odd number of times. Count the 1s.' },
        },
        eight: {
          goal: 'Balance heaps of 1, 2 and 8: the 8 appears once, and a heap may become any smaller number.',
          hint: 'Take from the heap that holds the 8, and leave in it what the other two heaps need to be matched.',
          done: 'Heap 3 became 3 = 2 + 1, matching heaps 1 and 2. The method: find the biggest of 8, 4, 2, 1 that appears an odd number of times, take from a heap that holds it, and leave there what makes every count even. What is left odd is called the nim-sum (the binary XOR of the heaps); balanced means a nim-sum of zero.',
          wrong: {
            '*': 'After that one of 1, 2, 4 or 8 still appears an odd number of times. Which heap holds the 8?',
          },
        },
      },
    },
    'misere-play': {
      title: 'Misère: play as normal, until the end',
      steps: {
        'odd-ones': {
          goal: 'Misère: every heap but one has at most one piece, so now leave an odd number of single pieces and nothing else.',
          hint: 'Heap 3 can keep one piece or none: count the single pieces in each case.',
          done: 'Three single pieces: you and your opponent take them in turn, and your opponent takes the last. Normal play would empty heap 3 and leave two; that is the one change misère makes, once only one heap has more than one piece.',
          wrong: {
            '3:4':
              'That is the normal move, but it leaves two single pieces: your opponent takes one, and you must take the last.',
            '*': 'Heap 3 keeps more than one piece, and your opponent can use it to leave you an odd number of single pieces.',
          },
        },
        'as-normal': {
          goal: 'Misère with two heaps of two pieces or more: make them equal, as in normal Nim.',
          hint: 'Heap 1 has 2 pieces.',
          done: 'Equal heaps, as in normal play. Your opponent must now leave only one heap of more than one piece, and the ending is yours: the next step shows it.',
          wrong: {
            '*': 'The heaps are not equal after that. While two heaps have two pieces or more, misère is played as normal Nim.',
          },
        },
        switch: {
          goal: 'Your opponent took 1 from heap 1, so only heap 2 has more than one piece: leave an odd number of single pieces.',
          hint: 'Count the single pieces left if heap 2 keeps one piece, and if it keeps none.',
          done: 'One single piece is left, and your opponent must take it. Normal play would leave two heaps of one here; in misère you leave one.',
          wrong: {
            '2:1': 'That leaves two single pieces: your opponent takes one, and you must take the last.',
            '1:1': 'Heap 2 keeps two pieces after that: your opponent takes one, and you must take the last.',
            '*': 'That does not leave an odd number of single pieces.',
          },
        },
        start: {
          goal: 'Misère from the usual start, 3, 4 and 5: make the first move that wins.',
          hint: 'Heaps of two or more pieces are left, so play the normal balancing move.',
          done: 'The same move as in normal Nim leaves 1, 4 and 5 = 4 + 1, balanced. You know the whole game now: play one against the computer, normal or misère.',
          wrong: {
            '*': 'That leaves the heaps unbalanced, and with big heaps left misère is played as normal Nim. Which of 1, 2 and 4 appears once?',
          },
        },
      },
    },
  },
  'tictactoe-course': {
    marks: {
      title: 'Your first mark',
      steps: {
        first: {
          goal: 'You play X. Put an X on any empty square: click or tap it, or move there with the arrow keys and press Enter.',
          done: 'That is a move. Then O plays, and you take turns until one of you has three in a row or the board is full.',
        },
      },
    },
    lines: {
      title: 'Three in a row',
      steps: {
        row: {
          goal: 'Win: put a third X beside your two, to make three in a row.',
          hint: 'Your two X share a row. One square of that row is still empty.',
          done: 'Three in a row across: you win.',
          wrong: { '*': 'That square does not finish a line of three X. Look along the row your two X share.' },
        },
        column: {
          goal: 'Win again: three in a line down a column wins too.',
          hint: 'Your two X are one above the other.',
          done: 'Three down a column: you win.',
          wrong: {
            b3: 'That stops O, but you can win at once: finish your own line first.',
            '*': 'That square does not finish a line of three X.',
          },
        },
        diagonal: {
          goal: 'Win once more: the two diagonals, corner to corner, are lines too.',
          hint: 'Your X are in a corner and in the middle. Which corner is across from yours?',
          done: 'Three on a diagonal: you win. Rows, columns and the two diagonals are the eight lines of the board.',
          wrong: {
            '*': 'That square does not finish a line of three X. Look from corner to corner through the middle.',
          },
        },
      },
    },
    block: {
      title: 'Stop a line',
      steps: {
        column: {
          goal: 'O has two in a line and will finish it next move. Put your X where it stops O.',
          hint: 'Find the line with two O and an empty square.',
          done: 'Blocked. When you cannot win at once, first stop the line your opponent is about to finish.',
          wrong: { '*': 'Then O plays the empty square of its line and wins. Find the line with two O.' },
        },
        diagonal: {
          goal: 'O threatens again. Stop it.',
          hint: 'The line is a diagonal this time.',
          done: 'Blocked again. Lines on a diagonal are the easiest to miss.',
          wrong: { '*': 'O still has two on a diagonal with its third square empty.' },
        },
      },
    },
    fork: {
      title: 'Two threats at once',
      steps: {
        'two-threats': {
          goal: 'Make two lines of two X at once. O can stop only one of them, and you win with the other.',
          hint: 'Look for an empty square that starts a second line with your X while keeping the first.',
          done: 'A fork: two threats, and one move cannot stop both. This is how most games of tic-tac-toe are won.',
          wrong: { '*': 'After that, O can stop your only threat. Find a square that makes two.' },
        },
      },
    },
    larger: {
      title: 'Larger boards',
      steps: {
        four: {
          goal: 'On a board of four by four, four in a row win. Finish your line of four.',
          hint: 'Your three X are in one row.',
          done: 'Four in a row. On larger boards the lines are longer, and blocking matters even more.',
          wrong: { '*': 'That does not make four in a row, and O then finishes its own.' },
        },
      },
    },
  },
  'connect-four-course': {
    drop: {
      title: 'Dropping a disc',
      steps: {
        first: {
          goal: 'You play red. Drop a disc into any column: click or tap the column, press its number (1 to 7), or move to it with the arrow keys and press Enter.',
          done: 'Your disc fell to the bottom: a disc always falls to the lowest empty cell of its column. Then yellow drops one, and you take turns.',
        },
        full: {
          goal: 'Column 4 is full. Drop a disc into any other column.',
          hint: 'A column holds six discs, one above the other; a seventh has nowhere to go.',
          done: 'A full column takes no more discs. If every column fills up and no one has four in a row, the game is a draw.',
        },
      },
    },
    lines: {
      title: 'Four in a row',
      steps: {
        across: {
          goal: 'Win: drop a fourth red disc in the bottom row, next to your three.',
          hint: 'Yellow has closed one end of your three, in column 6. Look at the other end.',
          done: 'Four in a row across: you win.',
          wrong: {
            6: 'Column 6 already holds a yellow disc, so yours lands on top of it, not in the bottom row.',
            '*': 'That does not make four in a row. Your three red discs lie in the bottom row, in columns 3 to 5.',
          },
        },
        down: {
          goal: 'Win again: four discs one above the other count too.',
          hint: 'Your three discs are stacked in one column.',
          done: 'Four in a row up and down: you win.',
          wrong: { '*': 'That does not make four. Put your disc on top of your three.' },
        },
        'diagonal-up': {
          goal: 'Win once more: a line may also climb slantwise, one cell up for each column to the right.',
          hint: 'Start at your disc in column 1 and go up one cell with each column to the right.',
          done: 'Four on a diagonal: you win. The discs below the winning cell had to be there first, or your disc would have fallen lower.',
          wrong: {
            '*': 'That does not finish your slanting line. Follow it from column 1 at the bottom, one cell up for each column.',
          },
        },
        'diagonal-down': {
          goal: 'Win: the other diagonal, falling from left to right, counts too, and this time the empty cell is inside the line.',
          hint: 'Your line runs from column 4, high up, down to column 7 at the bottom. One of its four cells is still empty.',
          done: 'Four on the other diagonal. A line can be finished at either end or in the middle: across, up and down, and on both diagonals.',
          wrong: {
            '*': 'That does not finish your line. Follow it from column 4 down to column 7 and find its empty cell.',
          },
        },
      },
    },
    block: {
      title: 'Stop a threat',
      steps: {
        across: {
          goal: 'Yellow has three in the bottom row and will drop its fourth next move. Put your disc where it stops yellow.',
          hint: 'Three discs in a line with the fourth cell empty are a threat. Find the empty cell at the end of yellow’s three.',
          done: 'Blocked. Before anything else, look whether your opponent can make four next move, and stop it.',
          wrong: { '*': 'Then yellow drops into column 5 and has four in a row. Stop the threat first.' },
        },
        diagonal: {
          goal: 'Yellow threatens again. Stop it.',
          hint: 'Yellow’s line is a diagonal this time: start at its disc in column 2 and go up to the right.',
          done: 'Blocked. Threats on a diagonal are the easiest to miss: look for them before every move.',
          wrong: {
            '*': 'Then yellow drops into column 5, on top of the three discs there, and makes four on a diagonal.',
          },
        },
      },
    },
    centre: {
      title: 'Start in the middle',
      steps: {
        middle: {
          goal: 'A new game: drop your first disc in the column that joins the most lines of four.',
          hint: 'A line across needs four columns side by side. Which column lies inside the most of them?',
          done: 'The middle column: a disc there can belong to four different lines across, one at the edge to only one. Keep your discs near the middle early on.',
          wrong: {
            3: 'Close, but the middle of the seven columns is column 4, which joins even more lines.',
            5: 'Close, but the middle of the seven columns is column 4, which joins even more lines.',
            '*': 'A disc there can belong to fewer lines of four. The middle column joins the most.',
          },
        },
      },
    },
    double: {
      title: 'Two threats at once',
      steps: {
        'open-three': {
          goal: 'Make two threats at once: yellow can block only one of them, and you win with the other.',
          hint: 'Your two discs lie side by side in the bottom row. Make three there with an empty cell at each end.',
          done: 'Three in a row with both ends empty are two threats. One disc cannot block both, so you win next move.',
          wrong: {
            '*': 'After that, yellow can block your row. Make three in the bottom row with an empty cell at each end.',
          },
        },
        'two-lines': {
          goal: 'Win: find the disc that makes threats in two different lines at once.',
          hint: 'Column 3 holds two of your discs, and a slanting line runs from your disc in column 1 up to yours in column 4. One cell belongs to both.',
          done: 'Three up column 3 and three on the diagonal: yellow blocks one, and you finish the other.',
          wrong: {
            '*': 'That makes one threat at most, and yellow blocks it. Look for a cell that two of your lines share.',
          },
        },
      },
    },
    above: {
      title: 'The cell above a threat',
      steps: {
        under: {
          goal: 'Drop a disc anywhere that does not give yellow a win.',
          hint: 'Yellow has three on a diagonal, from column 6 at the bottom up to column 4. Its fourth cell floats in column 3, one above the lowest empty cell there.',
          done: 'A threat can wait above an empty cell. Whoever drops a disc under it lets the other side take it, so leave that column alone.',
          wrong: {
            3: 'Your disc fills the cell under yellow’s threat, and yellow drops on top of it to make four on the diagonal.',
            '*': 'That disc lands right under a yellow threat: yellow would take the cell above it and win.',
          },
        },
        climb: {
          goal: 'Win: make a threat yellow must block, so that yellow’s disc lifts you up to your own winning cell.',
          hint: 'Your diagonal from column 2 down to column 5 lacks only its cell in column 3, the third from the bottom. What if yellow had to play in column 3 now?',
          done: 'Yellow had to block in column 3, and its disc put your winning cell within reach. Two threats, one right above the other, win as soon as the lower one is filled.',
          wrong: {
            3: 'Your own disc fills the cell under your threat: yellow drops on top of it and blocks.',
            '*': 'That leaves yellow free to answer calmly. Make a threat in the cell right below your waiting one.',
          },
        },
      },
    },
    sizes: {
      title: 'Other board sizes',
      steps: {
        small: {
          goal: 'This board has 5 columns and 4 rows, and four in a row still wins. Finish your row.',
          hint: 'Your three discs lie in the bottom row, with an empty cell at each end.',
          done: 'Four in a row. A board may have from 4 to 10 columns and rows; the rules stay the same. Now play a whole game against the computer.',
          wrong: {
            '*': 'That does not make four in a row. Your three discs lie in the bottom row, with an empty cell at each end.',
          },
        },
      },
    },
  },
  'reversi-course': {
    place: {
      title: 'Your first disc',
      steps: {
        first: {
          goal: 'You play Black: put a disc on a square marked with a dot by clicking or tapping it, or by moving there with the arrow keys and pressing Enter.',
          done: 'Your new disc and a black disc already there held a white disc between them, so it turned black. Every move must turn at least one disc like this; the dots show where you can play.',
        },
        aim: {
          goal: 'On this smaller board, played by the same rules, turn the white disc on d4 black.',
          hint: 'Columns are lettered from the left and rows numbered from the top. d4 must end up between your new disc and a black disc, in one straight line.',
          done: 'd4 is black now. Only the discs your new disc closes in a line with another black disc turn; the others stay as they are.',
          wrong: {
            '*': 'That move turns a different white disc. For d4 to turn, put your disc on the far side of d4 from a black disc, in a straight line.',
          },
        },
      },
    },
    line: {
      title: 'A whole line turns',
      steps: {
        row: {
          goal: 'Turn all three white discs of row 3 with one disc.',
          hint: 'Close the row of white discs at its open end, across from the black disc on a3.',
          done: 'All three turned at once: every white disc between your new disc and your other disc turns, however many there are, as long as the line has no gap.',
          wrong: { '*': 'That turns only one disc. Look for the open end of the white row that starts at a3.' },
        },
        diagonal: {
          goal: 'Lines run diagonally too: turn three white discs along a diagonal with one move.',
          hint: 'Start from the black disc on b2 and follow the white discs down and to the right.',
          done: 'The whole diagonal from b2 turned. A line can run across, up and down, or corner to corner.',
          wrong: {
            f5: 'f5 closes row 5 and turns two discs. Look for the diagonal of three.',
            '*': 'That turns only one disc. Look for a longer line of white discs on a diagonal.',
          },
        },
      },
    },
    directions: {
      title: 'Several lines at once',
      steps: {
        two: {
          goal: 'Find the square that turns white discs along two lines at once.',
          hint: 'Each black disc can close its own line: look for an empty square that lines up with two of them.',
          done: 'e5 closed the column up to e2 and the diagonal up to b2: four discs in one move. A new disc turns every line it closes, in all eight directions.',
          wrong: {
            d5: 'd5 closes only row 5 and turns two discs. Another square closes two lines.',
            '*': 'That closes only one line. Another square closes two.',
          },
        },
        five: {
          goal: 'Turn five white discs with one move.',
          hint: 'Look at the empty square among the white discs: is there a black disc beyond each of its white neighbours?',
          done: 'One disc closed five lines: up, both upward diagonals, left, and down to the left. e4 stayed white: no black disc closes that line.',
          wrong: {
            '*': 'That closes only one line. Find the square with white discs all around and black ones beyond them.',
          },
        },
      },
    },
    end: {
      title: 'The end of the game',
      steps: {
        count: {
          goal: 'Two squares are left: play the one that leaves you with more discs when the game ends.',
          hint: 'When neither side can move, the game is over and the discs are counted. Count them after each of your moves and White’s answer.',
          done: 'After c4 neither side can play d1, so the game ends with it empty: Black 10, White 5. The game ends when the board is full or nobody can move, and the side with more discs wins.',
          wrong: { d1: 'After d1, White plays c4, fills the board and turns discs back: 7 black against 9 white.' },
        },
      },
    },
    pass: {
      title: 'No move: pass',
      steps: {
        'no-move': {
          goal: 'Black has no square that turns a white disc, so pass: press the Pass button under the board, or the P key.',
          hint: 'Try a square: the board says why it turns nothing. When no square at all turns a disc, you must pass.',
          done: 'You passed, and White plays next. You may pass only when you have no move; when neither side has one, the game is over.',
          wrong: { '*': 'Black cannot place a disc here: passing is the only move.' },
        },
        again: {
          goal: 'White leads 9 to 4: win by playing so that White has no move and must pass, then play again.',
          hint: 'After each of your moves, look at the empty squares as White: could a white disc close a line there?',
          done: 'White had to pass, so you played twice in a row: from 4 discs against 9 you won 9 to 6, with c1 left empty.',
          wrong: {
            '*': 'After that White still has a move, and you can no longer win. Find the move that leaves White none.',
          },
        },
      },
    },
    corners: {
      title: 'Corners',
      steps: {
        take: {
          goal: 'Take a corner.',
          hint: 'The corners are a1, f1, a6 and f6; one of them is a legal move.',
          done: 'No line runs past a corner, so nothing can ever close a disc there: it stays black to the end. Discs beside it can lean on it and become safe too.',
          wrong: {
            c6: 'c6 turns three discs, but they can be turned back later. A corner disc never can.',
            '*': 'That is not a corner. Look at a1, f1, a6 and f6.',
          },
        },
        'no-gift': {
          goal: 'Play a move after which White cannot take a corner.',
          hint: 'The corner a1 is empty. Which of your moves would give White a line to close from a1?',
          done: 'White still has no corner. A disc next to an empty corner often lets the other side take it, so play there only when you must.',
          wrong: {
            a2: 'a2 turns five discs, but it sits next to the empty corner: White then plays a1, and that disc is White’s for good.',
            b1: 'b1 sits next to the empty corner: White then plays a1, and that disc is White’s for good.',
            '*': 'That move lets White take a corner.',
          },
        },
        'corner-wins': {
          goal: 'Back on the usual board of 8 by 8, win the game: three squares are left on row 1.',
          hint: 'A disc on h1 can never be turned; a disc on g1, next to the empty corner, can.',
          done: 'You took h1, White answered g1, and f1 filled the board: 34 to 30 for Black.',
          wrong: {
            g1: 'g1 sits next to the empty corner: after White’s f1 and your h1 the board is full at 32 each, a draw.',
            f1: 'After f1, White plays g1, and even with h1 you end 28 to 36.',
          },
        },
      },
    },
    mobility: {
      title: 'Fewer discs, more moves',
      steps: {
        fewest: {
          goal: 'Play the move that leaves White the fewest moves in reply.',
          hint: 'A move that turns many discs often opens squares for White. Look at what White could play after each of your moves.',
          done: 'After f4 White has one move only, e3, though White has more discs. Having moves matters more than having discs: a side with few moves must soon play bad ones.',
          wrong: {
            c2: 'c2 turns four discs, but White then has eight moves to choose from.',
            '*': 'That leaves White more than one move. One move leaves White a single reply.',
          },
        },
        'no-reply': {
          goal: 'White has 23 discs to your 10: win by leaving White without a move.',
          hint: 'Do not count the discs you turn; count White’s replies after your move.',
          done: 'After c1 White had no move and passed, and a5 then closed the game: 21 to 14 for Black. You are ready for a real game against the computer.',
          wrong: {
            a5: 'a5 turns seven discs, but White still has a move after it and ends ahead.',
            '*': 'After that White still has a move and ends ahead.',
          },
        },
      },
    },
  },
  'lines-of-action-course': {
    'first-move': {
      title: 'Your first move',
      steps: {
        first: {
          goal: 'You play black, and black moves first. Move any of your pieces: click or tap it, then one of the squares marked for it (or drag it there); with the keyboard, reach it with the arrow keys, press Enter to pick it up, then Enter again on the square to go to.',
          done: 'That is a move. Then white plays, and you take turns. Black starts on the top and bottom rows, white on the left and right columns; whoever first joins all of their pieces into one group wins.',
        },
      },
    },
    goal: {
      title: 'Join all your pieces',
      steps: {
        join: {
          goal: 'Win: move your lone piece so that all your pieces touch, in one group.',
          hint: 'The piece on e7 is alone. Pick it up and look at the squares it may reach: one of them is next to your pair.',
          done: 'All three pieces touch: one group, and you win. It does not matter where on the board the group is, nor how many pieces it has.',
          wrong: {
            '*': 'Your pieces are still in more than one group. Bring the lone piece on e7 next to the two on d4 and e4.',
          },
        },
        corner: {
          goal: 'Win again: pieces that touch only at a corner are joined too.',
          hint: 'Pick up the piece on g6. One of the squares it may reach touches d5 at a corner.',
          done: 'e6 touches d5 at a corner, and d5 touches c4 the same way: one group, a win. Pieces touch in any of the 8 directions: across a side or across a corner.',
          wrong: {
            '*': 'Your pieces are still in more than one group. Bring the piece on g6 to a square that touches d5, even only at a corner.',
          },
        },
      },
    },
    distance: {
      title: 'How far a piece moves',
      steps: {
        row: {
          goal: 'Move the piece on a3 along its row: it goes exactly as many squares as there are pieces on that row, black and white.',
          hint: 'Count the pieces on row 3: yours on a3 and the white one on f3.',
          done: 'Two pieces on the row, so exactly two squares: a3 to c3. Never more, never fewer. A piece moves in a straight line: along its row, its column or one of its two diagonals.',
          wrong: { '*': 'This step asks for the piece on a3, moved along its row, across the board.' },
        },
        column: {
          goal: 'Move the piece on d4 up its column. Count every piece on the whole column, the ones below it too.',
          hint: 'Column d holds d2, d4 and d8.',
          done: 'Three pieces on column d, so d4 went up three squares, to d7. The piece below it on d2 counted too: a line runs from one edge of the board to the other.',
          wrong: { '*': 'This step asks for the piece on d4, moved up column d.' },
        },
        diagonal: {
          goal: 'Move the piece on c3 diagonally, up and to the right. Count the pieces on its whole diagonal first.',
          hint: 'The diagonal from a1 to h8 passes through b2, c3 and g7.',
          done: 'Three pieces on that diagonal, so three squares: c3 to f6. Each of a piece’s four lines (its row, its column and its two diagonals) has its own count.',
          wrong: { '*': 'This step asks for the piece on c3, moved diagonally up and to the right.' },
        },
      },
    },
    jumps: {
      title: 'Jumping over pieces',
      steps: {
        own: {
          goal: 'Join your three pieces: the piece on b4 may jump over your own piece on d4.',
          hint: 'Count the pieces on row 4: b4, d4 and h4.',
          done: 'Three pieces on the row, so three squares, over your own d4 to e4, which touches d4 and f5: one group. A piece may jump over its own pieces.',
          wrong: { '*': 'Your pieces are still apart. Move the piece on b4 along its row.' },
        },
        blocked: {
          goal: 'Join your pieces. This time a white piece stands in the straight way.',
          hint: 'A piece never jumps over the other side’s pieces, so a4 cannot cross b4. Try another of its lines.',
          done: 'a4 went to c6 along its diagonal (two pieces on it: a4 and e8), next to d5: one group. A white piece in the way closes that line; another line may be open.',
          wrong: {
            '*': 'Your pieces are still apart. Find another way for the piece on a4 to reach the two on d5 and e5.',
          },
        },
      },
    },
    captures: {
      title: 'Capturing',
      steps: {
        capture: {
          goal: 'Capture the white piece on e3: land exactly on it.',
          hint: 'Count the pieces on row 3.',
          done: 'A piece that ends its move on an opponent’s piece captures it, and the captured piece leaves the board. A piece may land on an opponent’s piece, never on its own.',
          wrong: { '*': 'That does not capture. Move the piece on c3 so that it lands exactly on e3.' },
        },
        'capture-join': {
          goal: 'Win: capture a white piece and join your pieces with the same move.',
          hint: 'The square that would join f1 to your pair holds a white piece.',
          done: 'f1 took d3, which touches d4: one group, a win. A capture is a move like any other, and it can join your pieces.',
          wrong: { '*': 'Your pieces are still apart. Look along the diagonals of the piece on f1.' },
        },
        careful: {
          goal: 'Win by joining your pieces, but think before you capture.',
          hint: 'If white had only g7 and h6 left, those two would already be one group.',
          done: 'c6 joins your pieces. Capturing a4 instead would have left white only g7 and h6, which touch: white would have won at once. Every capture leaves your opponent fewer pieces to join, and fewer pieces can be easier to join.',
          wrong: {
            a6xa4:
              'That capture leaves white only g7 and h6, which touch: one group, and white would win at once. Fewer pieces can be easier to join. Join your own pieces instead.',
            '*': 'Your pieces are still apart. The piece on a6 can reach a square next to d5.',
          },
        },
      },
    },
    'both-joined': {
      title: 'Both sides joined at once',
      steps: {
        'mover-wins': {
          goal: 'Win in one move, even though the move that joins your pieces also joins white’s.',
          hint: 'Your lone piece on c8 and white’s lone piece on c5 share a column.',
          done: 'c8 took c5: your three pieces are one group, and so are white’s c2 and d1. When one move joins both sides, the side that made it wins on this board (the rule of computer tournaments); some rule books call it a draw instead.',
          wrong: {
            '*': 'That does not join your pieces, and white may join its own first. Look for the move that joins yours now.',
          },
        },
      },
    },
    pass: {
      title: 'No move? Pass',
      steps: {
        'walled-in': {
          goal: 'Both of your pieces are walled in and have no move, so you must pass: press the p key, or the Show me button.',
          hint: 'Every line out of a1 and h8 starts with a white piece, which your pieces may not jump.',
          done: 'A side with no move passes, and the other side plays on. It is rare: it happens when the opponent’s pieces shut yours in.',
          wrong: { '*': 'You have no move here: you can only pass.' },
        },
      },
    },
    block: {
      title: 'Stop a piece that is about to join',
      steps: {
        stop: {
          goal: 'White’s lone piece on h2 can join its pair next move: stop it.',
          hint: 'Find where h2 would land, along which line. A white piece may not jump yours, and one more piece on a line changes its count.',
          done: 'Stopped. Standing in the way, standing on the square it needs, or capturing the piece it would join all work. Before each move, look at where your opponent’s loose pieces can land.',
          wrong: {
            '*': 'Then h2 goes to f4, next to e5, and white’s three pieces are one group: white wins.',
          },
        },
      },
    },
    centre: {
      title: 'Gather in the middle',
      steps: {
        gather: {
          goal: 'Win in two moves: gather your pieces in the middle of the board.',
          hint: 'Your piece on a5, on the edge, is far from the others. And watch white: e1 could join its pieces at b4 right now.',
          done: 'a5 to c5 joined three pieces in the middle, and f5 had two ways in: white could stop only one. Leaving the diagonal of e1 also shortened its move, so it could no longer reach b4. Pieces in the middle are close to all the others: gather there. You are ready for a game against the computer.',
          wrong: {
            '*': 'Then white joins its pieces with e1 to b4, or your pieces stay too far apart to join in time. Bring the piece on the edge in.',
          },
        },
      },
    },
  },
  'peg-solitaire-course': {
    'first-jump': {
      title: 'Your first jump',
      steps: {
        first: {
          goal: 'Jump a peg into the empty hole in the middle: click or tap a peg two holes away from it in a straight line, then the hole (or move with the arrow keys and press Enter on the peg, then on the hole).',
          hint: 'The empty hole is d4. A peg on d2, d6, b4 or f4 can jump into it over the peg between.',
          done: 'That is a jump: your peg passed over its neighbour, and the neighbour was taken off the board. Every move is a jump, and every jump takes one peg off.',
        },
      },
    },
    jumps: {
      title: 'Jumping takes a peg off',
      steps: {
        take: {
          goal: 'Take the peg on c4 off the board: jump another peg over it.',
          hint: 'A jump lands in the empty hole just beyond the peg it passes. Which empty hole touches c4?',
          done: 'c5 jumped over c4 into c3, and c4 came off. A jump always needs three holes in a line: your peg, the peg it passes, and an empty hole.',
          wrong: { '*': 'That jump takes another peg off. Find the peg that can pass over c4 into an empty hole.' },
        },
        straight: {
          goal: 'Fill the empty hole on d2 with a jump; pegs jump along rows and columns, never diagonally.',
          hint: 'Look straight down column d from d2: two pegs in a row.',
          done: 'd4 jumped up over d3. On this board a peg jumps up, down, left or right, over exactly one peg, never on a slant.',
          wrong: {
            '*': 'That jump does not land on d2. Find a peg two holes from d2 along its column or row, with a peg between.',
          },
        },
      },
    },
    chains: {
      title: 'One peg, several jumps',
      steps: {
        again: {
          goal: 'The peg that just landed on c4 can jump again: make that second jump.',
          hint: 'From c4, look for a neighbouring peg with an empty hole beyond it.',
          done: 'Each jump is a move of its own, even when the same peg jumps again. A peg may go on jumping, one move at a time, as long as it finds a peg to pass and an empty hole beyond.',
          wrong: { '*': 'That is a jump by another peg. Jump again with the peg on c4.' },
        },
        twice: {
          goal: 'Leave one peg, in d4, in four jumps: one of your pegs has to jump twice in a row.',
          hint: 'Look for a peg that, after one jump, lands where it can jump again.',
          done: 'c5 jumped to e5, then on to e3, turning a corner: two moves by one peg. Then e2 and f4 finished in d4.',
          wrong: {
            'f4-d4': 'd4 fills too early: the four pegs left can no longer end as one.',
            '*': 'After that jump, the pegs can no longer end as one peg in d4. Look for a peg that can jump twice in a row.',
          },
        },
      },
    },
    goal: {
      title: 'The goal: one peg left',
      steps: {
        last: {
          goal: 'Finish with a single peg in d4, the hole that was empty at the start (ringed by a dashed line).',
          hint: 'Two pegs are left, one above the other. Which of them can land on d4?',
          done: 'One peg left, in the hole that started empty: a perfect game. One peg anywhere wins; one peg in the starting hole is the best finish of all.',
          wrong: {
            'd5-d7':
              'That leaves one peg too, and wins, but on d7. A perfect game ends in the hole that was empty at the start: d4.',
            '*': 'A perfect game ends in d4, the hole that was empty at the start.',
          },
        },
        finish: {
          goal: 'Leave a single peg in d4: two jumps are left to do it.',
          hint: 'First jump so that two pegs stand side by side, with d4 empty just beyond them.',
          done: 'The game ends when no jump is left, so every jump must leave pegs that can still meet. Here they met in d4.',
          wrong: {
            'd4-b4': 'Then b4 and f4 stand apart and neither can jump: the game ends with two pegs.',
            '*': 'That cannot end with one peg in d4. Look for the order in which the pegs can still meet there.',
          },
        },
      },
    },
    boards: {
      title: 'Other boards',
      steps: {
        french: {
          goal: 'The French board has 37 holes, four more than the English one: make any jump to try it.',
          hint: 'The empty hole is d3. A peg two holes from it, with a peg between, can jump in.',
          done: 'The rules are the same on the French, Wiegleb and diamond boards. From its centre the French board can never end with one peg, so here d3 started empty.',
        },
        triangle: {
          goal: 'On the triangle a peg also jumps along the slanting lines; make a jump straight across a row instead.',
          hint: 'Look at the third row from the top: its left hole is empty, and the other two hold pegs.',
          done: 'On the triangle a peg jumps along a row or along either slant: six directions in all. The rows have no letters or numbers here; the goal is the same, one peg left.',
          wrong: {
            '*': 'That jump runs along a slant. Find the jump that goes straight across, from one end of a row to the other.',
          },
        },
      },
    },
    together: {
      title: 'Keep your pegs together',
      steps: {
        scatter: {
          goal: 'Leave a single peg in d4, in three jumps.',
          hint: 'A jump into d4 at once looks good, but look at the pegs it leaves behind: keep every peg next to another.',
          done: 'Each jump left a peg beside the one that had to jump next, so there was always a jump. A peg with no neighbour can never be taken off.',
          wrong: {
            'b4-d4': 'd4 is filled, but c2 and c5 are left alone with no peg beside them: no jump is left.',
            '*': 'That sends a peg away from the others, and no jump is left: the game ends with three pegs.',
          },
        },
        strand: {
          goal: 'Leave one peg in d4, in four jumps, without stranding any peg.',
          hint: 'The pegs on d2 and d3 are far from the row on b5, c5 and d5: bring them closer first.',
          done: 'A peg alone at the edge, or far from the others, can never be jumped again. Bring far pegs towards the rest first, then clear the group: its last three jumps were a package, the next lesson.',
          wrong: {
            'd3-d1': 'That sends a peg to d1, at the top edge, where no other peg can ever reach it.',
            'c5-a5': 'That leaves a peg on a5, at the edge, far from the others.',
            'c5-e5': 'That leaves b5 alone, with no peg beside it.',
            '*': 'After that jump, the pegs can no longer end as one in d4.',
          },
        },
      },
    },
    packages: {
      title: 'Clear pegs in packages',
      steps: {
        'l-shape': {
          goal: 'Clear this L of four pegs down to one peg in d4, in three jumps.',
          hint: 'The peg on d4 can jump out over the corner of the L, and come back later.',
          done: 'Three pegs in a line with a fourth beside one end clear in three jumps: the fourth jumps out over the end peg, the far peg jumps along the line into the gap, and the fourth jumps back over it, home again.',
          wrong: { '*': 'That breaks the L apart: the pegs left can no longer end as one in d4.' },
        },
        line: {
          goal: 'Find the same package here, clear it, and finish with one peg in d4.',
          hint: 'Column e holds three pegs in a line, and d5 sits beside the end of it.',
          done: 'The package cleared e3, e4 and e5 and brought the helper back to d5; then d6 finished in d4. Good players split the board into such packages. Now play a whole game: press h whenever you want a hint.',
          wrong: {
            'd6-d4': 'd4 fills too early: the three pegs of column e can no longer be cleared.',
            '*': 'That does not lead to one peg in d4. Look for three pegs in a line with a fourth beside one end.',
          },
        },
      },
    },
  },
  'hnefatafl-course': {
    'first-moves': {
      title: 'Two sides, and your first moves',
      steps: {
        attackers: {
          goal: 'You play the attackers, the dark pieces, who move first: click or tap one of them, then an empty square along its row or column (or move with the arrow keys and press Enter on the piece, then on the square).',
          hint: 'Any dark piece with an empty square next to it, above, below or beside it, can move.',
          done: 'That is a move: a piece slides like a rook in chess, any number of empty squares along its row or column. The attackers win by capturing the king, the crowned piece in the middle; the defenders, the light pieces, win by bringing him to a corner.',
        },
        defenders: {
          goal: 'Now play the defenders, the light pieces and their king: move any one of them.',
          hint: 'The king is boxed in by his own men for now, but the defenders around him can move.',
          done: 'The two sides take turns, one move each. This is Brandubh, the small 7 by 7 board; the course sets up its small positions on it, and shows the larger rule sets later.',
        },
      },
    },
    moving: {
      title: 'Moving: straight lines, no jumping',
      steps: {
        slide: {
          goal: 'Move the defender on b2 up its column as far as it can go.',
          hint: 'A piece slides over empty squares and stops before the first piece in its way.',
          done: 'It stopped on b5, below the attacker: no piece ever jumps over another, friend or foe.',
          wrong: { '*': 'Slide the defender on b2 up the b column, as far as the attacker on b6 lets it go.' },
        },
        throne: {
          goal: 'Move the defender from b4 to f4, straight across the empty centre square, d4.',
          hint: 'The centre square is the throne. In Brandubh any piece may pass over it while it is empty; only stopping there is forbidden.',
          done: 'The throne, d4, belongs to the king: only he may stop on it, but in Brandubh, as in Copenhagen and Fetlar, the other pieces may cross it while it is empty. The four corners are his too: no other piece may stop on them.',
          wrong: { '*': 'Slide the defender on b4 along its row to f4, over the throne.' },
        },
        'king-throne': {
          goal: 'Now put the king back on his throne.',
          hint: 'The throne is the centre square, d4, straight below the king.',
          done: 'Only the king may stop on the throne and on the corners. For him they are ordinary squares: he may also pass over the throne.',
          wrong: { '*': 'Move the king down his column and stop on the throne, d4.' },
        },
      },
    },
    escape: {
      title: "The king's escape",
      steps: {
        corner: {
          goal: 'The king has an open line to a corner, which the board marks: move him into that corner to win.',
          hint: 'The status line names the corner the king can reach in one move.',
          done: 'The king reached a corner: the defenders win. In Brandubh, Copenhagen and Fetlar the king escapes to one of the four corners.',
          wrong: { '*': 'That gives the attackers a move, and they capture the king at once. Take the corner now.' },
        },
        block: {
          goal: 'You play the attackers: the king has an open line to the corner a7, so put one of your pieces on that line.',
          hint: 'The king’s line runs up the a column, over a5 and a6. Which of your pieces can reach it?',
          done: 'Blocked. Whenever the king has an open line to an escape square, the attackers must close it at once: the board marks such a line and warns of it, much as a chess player says check.',
          wrong: {
            '*': 'The line from the king to a7 is still open, and he escapes next move. Put a piece on a5 or a6.',
          },
        },
      },
    },
    capture: {
      title: 'Capturing: the sandwich',
      steps: {
        sandwich: {
          goal: 'Capture the defender on c5: close it between two of your pieces along a row or a column.',
          hint: 'Your attacker on b5 is on one side of it. Which square is across from it, and which attacker can get there?',
          done: 'Captured: a piece is taken off when an enemy moves to close it between two pieces of the other side, along a row or a column (never on a diagonal).',
          wrong: {
            '*': 'That captures nothing. The defender on c5 has your piece on b5 on one side: bring another to the square across from it.',
          },
        },
        safe: {
          goal: 'Capture the attacker on b3, even though it means stepping in between two attackers.',
          hint: 'Your defender on a3 is on one side of it. Which defender can reach the square on its other side?',
          done: 'Your defender stands between two attackers and is safe: a piece is captured only when the enemy moves to close the sandwich, never when it steps into one.',
          wrong: { '*': 'That does not capture the attacker on b3. Close it between a3 and c3.' },
        },
        double: {
          goal: 'Capture two defenders with one move.',
          hint: 'Find the empty square that closes a sandwich in two directions at once.',
          done: 'One move may close several sandwiches, and every piece caught is taken off.',
          wrong: { '*': 'That does not capture two. Look for the square beside both defenders, b3 and c4.' },
        },
      },
    },
    hostile: {
      title: 'Hostile squares: the corners and the throne',
      steps: {
        corner: {
          goal: 'Capture the defender on b1, with the corner as the other side of the sandwich.',
          hint: 'An empty corner counts as an enemy of the piece beside it.',
          done: 'The corners are hostile to every piece: beside one, a single enemy on the other side captures it. (That holds where the king escapes to the corners; in Tablut they are ordinary squares.)',
          wrong: {
            '*': 'That captures nothing. The corner a1 is on one side of the defender: close the other side, c1.',
          },
        },
        throne: {
          goal: 'Capture the attacker on d5 against the throne.',
          hint: 'The throne, d4, is below the attacker.',
          done: 'The throne is hostile to the attackers, always: a single defender captures an attacker against it.',
          wrong: { '*': 'That captures nothing. The throne is below the attacker: close it from above, on d6.' },
        },
        'empty-throne': {
          goal: 'Now the other way round: capture the defender on c4 against the empty throne.',
          hint: 'The throne, d4, is on one side of the defender.',
          done: 'The throne is hostile to the defenders too, but only while it is empty. With the king on it, it helps the defenders alone.',
          wrong: { '*': 'That captures nothing. Close the defender on c4 from b4, across from the throne.' },
        },
      },
    },
    'armed-king': {
      title: 'The king fights too',
      steps: {
        hammer: {
          goal: 'Capture the attacker on e3 with the king.',
          hint: 'Your defender on e2 is below the attacker.',
          done: 'The king captures like any other piece, in every rule set the board plays: he may close a sandwich himself.',
          wrong: { '*': 'That captures nothing. Bring the king down to e4, above the attacker.' },
        },
        anvil: {
          goal: 'Capture the attacker on c5, with the king as the other side of the sandwich.',
          hint: 'The king on b5 is on one side of the attacker.',
          done: 'The king may also be the far side of a sandwich: for every capture he counts as a defender.',
          wrong: { '*': 'That captures nothing. Close the attacker between the king and a defender on d5.' },
        },
      },
    },
    'king-capture': {
      title: 'Capturing the king',
      steps: {
        two: {
          goal: 'In Brandubh the king, away from the throne, is captured by two attackers like any piece: capture him and win.',
          hint: 'Your attacker on d1 is on one side of him. Mind his open line to g1.',
          done: 'The king is taken: the attackers win. In Brandubh and Tablut two attackers capture him anywhere away from the throne, on the edge too.',
          wrong: { '*': 'Then the king slides to the corner g1 and the defenders win. Close him in at once.' },
        },
        corner: {
          goal: 'Capture the king against the corner.',
          hint: 'A corner is hostile to the king as well.',
          done: 'A corner helps to capture the king too: beside one, he is a step from escaping and a step from being taken.',
          wrong: { '*': 'Then the king steps into the corner a1 and wins.' },
        },
        'throne-side': {
          goal: 'The king stands beside the throne: capture him by closing his last free side.',
          hint: 'Beside the throne two attackers in a line are not enough: he needs attackers on his three other sides.',
          done: 'On the throne the king is captured only with attackers on all four sides, and beside it on three, the throne making the fourth.',
          wrong: {
            '*': 'That does not capture him: beside the throne the king must have attackers on his three other sides. His free side is d6.',
          },
        },
        four: {
          goal: 'In Copenhagen the king must be surrounded on all four sides: close the fourth.',
          hint: 'Three of his sides are taken already. Which attacker can reach the fourth?',
          done: 'In Copenhagen and Fetlar the king needs attackers on all four sides (or three and the throne), and on the edge of the board he cannot be captured at all: he is far stronger than in Brandubh.',
          wrong: { '*': 'The square below the king, d7, is still free: close it.' },
        },
      },
    },
    copenhagen: {
      title: 'Copenhagen: shieldwall, exit fort and encirclement',
      steps: {
        shieldwall: {
          goal: 'This is Copenhagen, on 11 by 11: capture both defenders on the edge at once by closing their row at its open end.',
          hint: 'The row d1, e1 is closed on the left by your piece on c1, and each of its pieces has an attacker right above it.',
          done: 'A shieldwall: in Copenhagen a row of two or more pieces along the edge, each faced by an enemy and the row closed at both ends (a corner may close one end), is captured at once. The king would survive it. The defenders may use it too.',
          wrong: { '*': 'That does not close the row. Bring a piece to its open end, f1.' },
        },
        fort: {
          goal: 'Win for the defenders: close the fort around the king on the edge, so that no attacker can ever break in.',
          hint: 'The king needs a free square inside the fort, and every wall piece must be safe from capture. One wall square is still open.',
          done: 'An exit fort: the king is on the edge, free to move, inside a wall of defenders that can never be captured. In Copenhagen that wins for the defenders, as an escape does.',
          wrong: { '*': 'The fort is still open above f1. Close it with one defender.' },
        },
        encircle: {
          goal: 'Win for the attackers: close your ring, so that no defender can ever reach the edge.',
          hint: 'Find the one gap in your ring around the king and his men.',
          done: 'Every defender is enclosed: in Copenhagen and Fetlar that wins for the attackers. Fetlar is Copenhagen without the shieldwall and the exit fort. In Copenhagen a position met for the third time loses for the defenders; elsewhere it is a draw. And in every rule set a side that cannot move loses.',
          wrong: { '*': 'The ring still has a gap below the king, on f4: close it.' },
        },
      },
    },
    tablut: {
      title: 'Tablut: escape to any edge',
      steps: {
        edge: {
          goal: 'In Tablut, on 9 by 9, the king escapes to any square of the edge: get him out now.',
          hint: 'Only one of his ways is open.',
          done: 'Out! In Tablut every edge square is an escape, so the attackers must guard the whole rim; in return the king is captured by two attackers, except on or beside the throne.',
          wrong: { '*': 'Then an attacker closes the sandwich on the king. He can reach the edge at once.' },
        },
        'no-pass': {
          goal: 'Capture the defender on g6; in Tablut no piece but the king may cross the throne.',
          hint: 'The attacker on b5 cannot pass over the throne, e5. Another one can reach the square below the defender.',
          done: 'In Tablut the throne stops every piece but the king, even when it is empty. Brandubh, Copenhagen and Fetlar let every piece cross it while it is empty.',
          wrong: { '*': 'That does not capture the defender on g6. Close it from below, on g5.' },
        },
      },
    },
    fork: {
      title: 'Strategy: two ways out at once',
      steps: {
        'two-corners': {
          goal: 'Win in two moves: put the king where he sees two corners at once; the attackers can block only one.',
          hint: 'From a square on the top edge the king would look along it to a corner at each end.',
          done: 'A fork: two open lines, and one move closes only one. Defenders, keep the king’s roads open; attackers, guard the corners early. You are ready for a whole game: play the computer on this board, in Copenhagen or any rule set.',
          wrong: {
            '*': 'That leaves the king hemmed in, and an attacker captures him. Find the move that opens two lines at once.',
          },
        },
      },
    },
  },
});
