/** The texts every board shares, in Korean (polite 해요체, as Korean game apps speak; no particle follows a name). */
import type { Messages } from '../../element/base/messages.js';
import { isName, markAfter } from '../names.js';
import { list, num, sentences } from '../intl.js';

/** The player's own default name; the boards also give it with a mark, as in "나 (흑)". */
const YOU = '나';

/** Whether `name` is the player's own default name, alone or with its mark: the sentence then speaks of "내 …". */
const isYou = (name: string) => isName(name, YOU);

/** What follows the name "나": its mark, as in " (흑)", or nothing. */
const markOf = (name: string) => markAfter(name, YOU);

const words: Messages = {
  sentences: (parts) => sentences(parts),
  yourTurn: '내 차례예요',
  sideToMove: (name) => (isYou(name) ? `내 차례예요${markOf(name)}` : `${name} 차례예요`),
  thinking: '컴퓨터가 생각 중이에요…',
  sideThinking: (name) => (isYou(name) ? `내 차례${markOf(name)}, 생각 중이에요…` : `${name} 차례, 생각 중이에요…`),
  waitingFor: (name) => `${name} 차례, 기다리는 중이에요…`,
  youWin: '이겼어요!',
  youLose: '졌어요.',
  draw: '무승부예요.',
  sideWins: (name) => (isYou(name) ? '이겼어요!' : `${name} 승리!`),
  forcedWinSeen: '컴퓨터가 필승 수순을 찾았어요.',
  played: (name, move) => (isYou(name) ? `내 수: ${move}.` : `${name}의 수: ${move}.`),
  you: YOU,
  computer: '컴퓨터',
  opponent: '상대',
  player1: '플레이어 1',
  player2: '플레이어 2',
  wins: (count) => `${num('ko', count)}승`,
  newGame: '새 게임',
  undo: '무르기',
  redo: '무르기 취소',
  hint: '힌트',
  hintIs: (move) => `힌트: ${move}.`,
  keys: '단축키',
  keysTitle: '키보드 조작',
  commonKeys: [
    '화살표 키, Home, End: 보드 위에서 이동',
    'Enter 또는 스페이스 바: 현재 칸에 두기',
    'Esc: 선택 취소, 이 목록 닫기',
    'h: 힌트',
    'u: 무르기',
    'n: 새 게임',
    's: 현재 상황 읽어 주기',
    '?: 이 목록 보이기 또는 숨기기',
  ],
  moveList: '기보',
  noMoves: '아직 둔 수가 없어요.',
  review: '복기',
  learn: '배우기',
  players: '플레이어',
  newGameHint: '‘새 게임’을 누르거나 보드를 클릭하면 다시 할 수 있어요.',
  namesTitle: '누가 플레이하나요?',
  nameOf: (side) => (isYou(side) ? `내 이름${markOf(side)}` : `${side} 이름`),
  start: '시작',
  pass: '패스',
  mustPass: (name) =>
    isYou(name) ? '둘 수 있는 수가 없어 패스해야 해요' : `${name}: 둘 수 있는 수가 없어 패스해야 해요`,
  passed: (name) => (isYou(name) ? '둘 수 있는 수가 없어 패스했어요.' : `${name}: 둘 수 있는 수가 없어 패스했어요.`),
  pieceSelected: (square, targets) => `${square} 말을 들었어요. 갈 수 있는 곳: ${list('ko', targets, 'or')}.`,
  selectionCleared: '말을 내려놓았어요.',
  cannotMoveFrom: (square) => `${square}에는 움직일 수 있는 내 말이 없어요.`,
  selected: '들어 올린 말',
  target: '들어 올린 말이 갈 수 있는 곳',
  lastFrom: '직전 수의 출발 칸',
  lastTo: '직전 수의 도착 칸',
  hinted: '힌트',
  music: '음악',
  clockOf: (name) => (isYou(name) ? `내 시계${markOf(name)}` : `${name}의 시계`),
  timeLow: (name) =>
    isYou(name) ? `남은 시간이 ${num('ko', 10)}초도 안 돼요.` : `${name}: 남은 시간 ${num('ko', 10)}초 미만.`,
  outOfTime: (name) => (isYou(name) ? '시간이 다 됐어요.' : `${name}: 시간 초과.`),
  notSaved: (reason) =>
    ({
      unreadable: '이곳에 저장된 게임을 읽을 수 없어요. 새로 수를 두기 전까지는 그대로 보관돼요.',
      'newer-version': '이곳에 저장된 게임은 더 새로운 버전의 것이에요. 새로 수를 두기 전까지는 그대로 보관돼요.',
      'other-options': '이곳에 저장된 게임은 설정이 달라요. 새로 수를 두기 전까지는 그대로 보관돼요.',
      quota: '저장 공간이 가득 찼어요. 이 게임은 저장되지 않아요.',
      unavailable: '이 브라우저가 저장을 허용하지 않아요. 이 게임은 저장되지 않아요.',
    })[reason],
};

export default words;
