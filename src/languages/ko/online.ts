/** Online play's texts in Korean (polite 해요체; a name is followed by a colon or "의", never by a particle). */
import type { OnlineWords } from '../../element/online/online-words.js';
import { num } from '../intl.js';

const words: OnlineWords = {
  panel: '온라인 대국',
  invite: '친구 초대',
  inviteHelp: '이 링크를 친구에게 보내거나 코드를 알려 주세요.',
  inviteLink: '초대 링크',
  copy: '링크 복사',
  copied: '링크를 복사했어요.',
  code: '코드',
  joinCode: '친구의 코드',
  join: '참가',
  badCode: '코드는 k7m2qp처럼 영문자와 숫자 여섯 자리예요.',
  waiting: '친구를 기다리는 중…',
  connecting: '연결하는 중…',
  connectedTo: (name) => `온라인 대국 중이에요. 상대: ${name}.`,
  connected: '온라인 대국 중이에요.',
  reconnecting: '연결이 끊겼어요. 다시 연결하는 중…',
  closed: '연결되어 있지 않아요.',
  registering: '온라인 서버에 초대를 등록하는 중…',
  unreachable: (host) => `온라인 서버(${host})에 연결할 수 없어요.`,
  retry: '다시 시도',
  full: '이 게임에는 이미 플레이어가 두 명 있어요.',
  intruder: '다른 사람이 코드로 이 게임에 참가하려 했지만 거절됐어요.',
  joinAsk: (code) => `이 페이지의 링크는 다른 게임(${code})으로 연결돼요. 지금 게임을 나가고 그 게임에 참가할까요?`,
  joinOther: '나가고 참가하기',
  stay: '머무르기',
  stop: '나가기',
  resign: '기권',
  offerDraw: '무승부 제안',
  askUndo: '무르기 요청',
  accept: '수락',
  decline: '거절',
  rematch: '재대결',
  theyOffer: (name, what) =>
    ({
      draw: `${name}: 무승부를 제안했어요.`,
      undo: `${name}: 마지막 수를 무르자고 요청했어요.`,
      rematch: `${name}: 선공과 후공을 바꿔 재대결하자고 요청했어요.`,
    })[what],
  weOffered: (what) =>
    ({
      draw: '무승부를 제안했어요. 답을 기다리는 중…',
      undo: '무르기를 요청했어요. 답을 기다리는 중…',
      rematch: '재대결을 요청했어요. 답을 기다리는 중…',
    })[what],
  declined: (what) =>
    ({
      draw: '무승부 제안이 거절됐어요.',
      undo: '무르기 요청이 거절됐어요.',
      rematch: '재대결 요청이 거절됐어요.',
    })[what],
  resigned: (name) => `${name}: 기권했어요.`,
  drawAgreed: '합의로 무승부가 됐어요.',
  friend: '친구',
  watchLink: '관전 링크',
  watchHelp: '이 링크가 있으면 누구나 게임을 실시간으로 관전할 수 있어요. 수를 둘 수는 없어요.',
  watchers: (count) => `${num('ko', count)}명이 관전 중이에요.`,
  watchingGame: (first, second) => `${first} 대 ${second} 대국을 관전 중이에요.`,
  watchingWait: '대국에 연결하는 중…',
  stopWatching: '관전 종료',
  left: (name) => `${name}: 게임을 나갔어요. 돌아오기를 기다리는 중…`,
  mayClaim: (name) => `${name}: 자리를 비운 지 꽤 됐어요. 승리를 선언하거나 무승부로 끝낼 수 있어요.`,
  claimWin: '승리 선언',
  claimDraw: '무승부로 끝내기',
  claimedWin: '승리를 선언했어요.',
  calledDraw: '무승부로 끝냈어요.',
  claimedAgainst: (name, draw) =>
    draw ? `${name}: 내가 자리를 비운 사이 무승부로 끝냈어요.` : `${name}: 내가 자리를 비운 사이 승리를 선언했어요.`,
  claimRefused: (name) =>
    `${name}: 연결이 끊긴 사이 게임 종료를 선언했지만, 내 보드는 계속 열려 있었어요. 게임은 계속돼요.`,
  claimWithdrawn: (name) =>
    `${name}의 보드는 계속 열려 있었어요. 상대가 나간 것이 아니라 연결이 끊겼던 거예요. ` +
    '내 선언은 취소되고 게임은 계속돼요.',
};

export default words;
