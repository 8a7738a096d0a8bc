/**
 * Sample arguments for every text that is a function, by `table.key` (`*.key` for a key several tables share with
 * the same arguments): enough calls to reach each branch of the English, so each language's sentence for it is read.
 */
const NAME = 'Ada';
const counts = { blunder: 2, mistake: 1, inaccuracy: 0, good: 5, best: 9 };

export const SAMPLES: Record<string, readonly (readonly unknown[])[]> = {
  // Shared by several tables.
  '*.boardLabel': [[7, 6]],
  '*.moved': [
    [NAME, 'd1', 'd4', 0],
    [NAME, 'd1', 'd4', 1],
    [NAME, 'd1', 'd4', 3],
  ],
  '*.taken': [['b2']],
  '*.shortValue': [
    [3, true],
    [-2.5, false],
    [0, true],
  ],
  // messages
  'messages.sentences': [[['Ada e6.', 'Bo']], [['Ada', 'Bo']]],
  'messages.sideToMove': [[NAME]],
  'messages.sideThinking': [[NAME]],
  'messages.waitingFor': [[NAME]],
  'messages.sideWins': [[NAME]],
  'messages.played': [[NAME, 'e6']],
  'messages.wins': [[1], [2], [5], [21]],
  'messages.hintIs': [['c4']],
  'messages.nameOf': [[NAME]],
  'messages.mustPass': [[NAME]],
  'messages.passed': [[NAME]],
  'messages.pieceSelected': [
    ['d4', ['d5']],
    ['d4', ['d5', 'e4', 'c4']],
  ],
  'messages.cannotMoveFrom': [['d4']],
  'messages.clockOf': [[NAME]],
  'messages.timeLow': [[NAME]],
  'messages.outOfTime': [[NAME]],
  'messages.notSaved': [['unreadable'], ['newer-version'], ['other-options'], ['quota'], ['unavailable']],
  // review
  'review.betterMove': [[5, 'a2', 'c1']],
  'review.reviewing': [[3, 40]],
  'review.gaveAway': [
    ['win', 'loss'],
    ['win', 'draw'],
    ['draw', 'loss'],
  ],
  'review.reviewedMove': [
    [14, 'e6', 'blunder', 'turned a win into a loss', 'c4'],
    [3, 'e6', 'best', null, null],
  ],
  'review.positionValue': [
    ['+4', true, 'win'],
    ['−2.5', false, null],
    [null, true, 'loss'],
    ['0', true, 'draw'],
  ],
  'review.reviewDone': [
    [counts, 0],
    [{ blunder: 1, mistake: 3, inaccuracy: 2, good: 0, best: 0 }, 1],
    [{ blunder: 0, mistake: 0, inaccuracy: 0, good: 3, best: 3 }, 4],
  ],
  // online
  'online.connectedTo': [[NAME]],
  'online.unreachable': [['peer.example.org']],
  'online.joinAsk': [['k7m2qp']],
  'online.theyOffer': [
    [NAME, 'draw'],
    [NAME, 'undo'],
    [NAME, 'rematch'],
  ],
  'online.weOffered': [['draw'], ['undo'], ['rematch']],
  'online.declined': [['draw'], ['undo'], ['rematch']],
  'online.resigned': [[NAME]],
  'online.watchers': [[1], [2], [5], [11]],
  'online.watchingGame': [[NAME, 'Bo']],
  'online.left': [[NAME]],
  'online.mayClaim': [[NAME]],
  'online.claimedAgainst': [
    [NAME, false],
    [NAME, true],
  ],
  'online.claimRefused': [[NAME]],
  'online.claimWithdrawn': [[NAME]],
  // lesson
  'lesson.lessonTitle': [[2, 7, 'Flips']],
  'lesson.lessonStep': [[1, 3]],
  'lesson.lessonComplete': [['Flips']],
  'lesson.lessonEntry': [
    [3, 'Flips', true],
    [1, 'Flips', false],
  ],
  // puzzle
  'puzzle.puzzleGoal': [
    ['yellow', 'win', 3],
    ['yellow', 'win', null],
    ['yellow', 'finish', 1],
    ['yellow', 'draw', null],
    ['yellow', 'best', null],
    ['', 'win', null],
    ['', 'finish', null],
  ],
  'puzzle.puzzleWrong': [['c4']],
  'puzzle.puzzleSolved': [[true], [false]],
  'puzzle.puzzleTitle': [
    ['c4-12', 3],
    ['c4-12', null],
  ],
  'puzzle.puzzleOwnTitle': [[2], [null]],
  'puzzle.puzzleStreak': [[1], [4]],
  // nim
  'nim.boardLabel': [
    [3, false],
    [4, true],
  ],
  'nim.heapLabel': [
    [1, 1],
    [2, 5],
  ],
  'nim.pieceLabel': [[2, 3, 5]],
  'nim.emptyHeap': [[2]],
  'nim.takeCount': [[1], [3]],
  // tic-tac-toe
  'tictactoe.boardLabel': [
    [3, 3],
    [5, 4],
  ],
  // reversi
  'reversi.boardLabel': [[8]],
  'reversi.value': [
    [4, true],
    [-1, true],
    [0, true],
    [2.5, false],
    [-12, false],
  ],
  'reversi.playedTurning': [
    [NAME, 'd3', 1],
    [NAME, 'd3', 3],
  ],
  'reversi.noFlip': [['a1']],
  'reversi.finalCount': [[33, 31]],
  // Connect Four
  'connect-four.column': [[3]],
  'connect-four.cellLabel': [[3, 2]],
  'connect-four.full': [[4]],
  'connect-four.value': [
    ['win', 1],
    ['win', 5],
    ['loss', 1],
    ['loss', 7],
    ['draw', 0],
  ],
  'connect-four.shortValue': [
    ['win', 5],
    ['loss', 7],
    ['draw', 0],
  ],
  // Lines of Action
  'lines-of-action.boardLabel': [[8]],
  'lines-of-action.group': [[1, 3]],
  'lines-of-action.groups': [[1], [2], [5]],
  'lines-of-action.moved': [
    [NAME, 'b1', 'b3', false],
    [NAME, 'b1', 'b3', true],
  ],
  'lines-of-action.refusals.distance': [
    ['b1', 'row', 6],
    ['b1', 'column', 2],
    ['c3', 'diagonal', 1],
    ['d4', 'diagonal', 5],
  ],
  'lines-of-action.refusals.jumpEnemy': [['b1', 'd3']],
  'lines-of-action.refusals.ownPiece': [['c1']],
  'lines-of-action.refusals.notALine': [['b1', 'c3']],
  // peg solitaire
  'peg-solitaire.boardLabel': [
    ['english', 33],
    ['french', 37],
    ['wiegleb', 45],
    ['diamond', 41],
    ['triangle', 15],
  ],
  'peg-solitaire.pegsLeft': [[1], [2], [32]],
  'peg-solitaire.stuck': [[1], [4]],
  'peg-solitaire.deadEndPegs': [[1], [3]],
  'peg-solitaire.jumped': [
    ['d2', 'd4', 1],
    ['d2', 'd4', 31],
  ],
  'peg-solitaire.refusals.notAJump': [['d2', 'd5']],
  'peg-solitaire.refusals.noPeg': [['d4']],
  'peg-solitaire.refusals.nothingToJump': [['d2', 'd4', 'd3']],
  'peg-solitaire.refusals.holeFull': [['d4']],
  // Hnefatafl
  'hnefatafl.variantName': [['copenhagen'], ['fetlar'], ['tablut'], ['brandubh']],
  'hnefatafl.boardLabel': [['Copenhagen', 11]],
  'hnefatafl.openLines': [[['a1']], [['a1', 'k1']]],
  'hnefatafl.refusals.straight': [['d4', 'e5']],
  'hnefatafl.refusals.blocked': [['d5']],
  'hnefatafl.refusals.kingOnly': [['a1'], ['f6']],
  'hnefatafl.refusals.thronePass': [['e5']],
  'hnefatafl.refusals.kingRange': [[1], [3]],
};
