/**
 * The words every board shows or speaks, in each built-in language. A game adds its own words
 * (cell labels, its buttons) in the same shape next to its element. Any text can be replaced
 * through the element's `strings` property.
 */

/** The languages built in. */
export type Language = 'en' | 'zh';

/** The texts shared by every board, in one language. */
export interface Messages {
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
  wins: (count) => (count === 1 ? '1 win' : `${count} wins`),
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
  players: 'Players',
  newGameHint: 'Press New game or click the board to play again.',
  namesTitle: 'Who is playing?',
  nameOf: (side) => `Name of ${side}`,
  start: 'Start',
  pass: 'Pass',
  mustPass: (name) => `${name}: no move, pass`,
  passed: (name) => `${name} had no move and passed.`,
  pieceSelected: (square, targets) => `${square} picked up; it can move to ${targets.join(', ')}.`,
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

/** Chinese (simplified). */
export const zh: Messages = {
  yourTurn: '轮到你了',
  sideToMove: (name) => `轮到${name}`,
  thinking: '电脑思考中…',
  sideThinking: (name) => `${name}思考中…`,
  waitingFor: (name) => `等待${name}…`,
  youWin: '你赢了！',
  youLose: '你输了。',
  draw: '平局。',
  sideWins: (name) => `${name}获胜！`,
  forcedWinSeen: '我已看到必胜之路。',
  played: (name, move) => `${name}下了 ${move}。`,
  you: '你',
  computer: '电脑',
  opponent: '对手',
  player1: '玩家 1',
  player2: '玩家 2',
  wins: (count) => `胜 ${count} 局`,
  newGame: '新游戏',
  undo: '悔棋',
  redo: '重做',
  hint: '提示',
  hintIs: (move) => `提示：${move}。`,
  keys: '按键',
  keysTitle: '键盘操作',
  commonKeys: [
    '方向键、Home、End：在棋盘上移动',
    'Enter 或空格：在当前格落子',
    'Esc：取消选择，关闭此列表',
    'h：提示',
    'u：悔棋',
    'n：新游戏',
    's：朗读状态',
    '?：显示或隐藏此列表',
  ],
  moveList: '着法',
  noMoves: '尚无着法。',
  players: '玩家',
  newGameHint: '点击“新游戏”或棋盘再来一局。',
  namesTitle: '谁来下棋？',
  nameOf: (side) => `${side}的名字`,
  start: '开始',
  pass: '停一手',
  mustPass: (name) => `${name}无子可下，需停一手`,
  passed: (name) => `${name}无子可下，停一手。`,
  pieceSelected: (square, targets) => `已选中 ${square}，可走到 ${targets.join('、')}。`,
  selectionCleared: '已放下。',
  cannotMoveFrom: (square) => `${square} 上没有你可以走动的棋子。`,
  selected: '已选中',
  target: '选中的棋子可走到这里',
  lastFrom: '上一步从这里走出',
  lastTo: '上一步走到这里',
  hinted: '提示',
  music: '音乐',
  clockOf: (name) => `${name}的棋钟`,
  timeLow: (name) => `${name}：剩余时间不足 10 秒。`,
  outOfTime: (name) => `${name}：超时。`,
  notSaved: (reason) =>
    ({
      unreadable: '这里的存档无法读取，在你走棋之前会原样保留。',
      'newer-version': '这里的存档来自更新的版本，在你走棋之前会原样保留。',
      'other-options': '这里的存档设置不同，在你走棋之前会原样保留。',
      quota: '存储空间已满：这局棋没有保存。',
      unavailable: '浏览器拒绝存储：这局棋没有保存。',
    })[reason],
};

/** The built-in tables by language. */
export const messages: Readonly<Record<Language, Messages>> = { en, zh };

/** The built-in language for a BCP 47 tag: Chinese for `zh…`, English otherwise. */
export function languageOf(tag: string | null | undefined): Language {
  return tag && /^zh\b/i.test(tag.trim()) ? 'zh' : 'en';
}

/** The language tag in effect for `el`: its own `lang` or the nearest ancestor's, across shadow roots. */
export function langOf(el: Element): string {
  let node: Node | null = el;
  while (node) {
    if (node instanceof Element && node.hasAttribute('lang')) return node.getAttribute('lang') ?? '';
    node = node.parentNode ?? (node instanceof ShadowRoot ? node.host : null);
  }
  return '';
}
