/** Online play's texts in Chinese (Simplified). */
import type { OnlineWords } from '../../element/online/online-words.js';

const words: OnlineWords = {
  panel: '在线对弈',
  invite: '邀请朋友',
  inviteHelp: '把链接发给朋友，或告诉对方邀请码。',
  inviteLink: '邀请链接',
  copy: '复制链接',
  copied: '链接已复制。',
  code: '邀请码',
  joinCode: '朋友的邀请码',
  join: '加入',
  badCode: '邀请码由六个字母和数字组成，例如 k7m2qp。',
  waiting: '等待朋友加入…',
  connecting: '连接中…',
  connectedTo: (name) => `正在与${name}在线对弈。`,
  connected: '在线对弈中。',
  reconnecting: '连接中断，正在重新连接…',
  closed: '未连接。',
  registering: '正在向在线服务器登记邀请…',
  unreachable: (host) => `无法连接在线服务器（${host}）。`,
  retry: '重试',
  full: '这局棋已经有两位玩家了。',
  intruder: '有人试图用邀请码加入这局棋，已被拒绝。',
  joinAsk: (code) => `页面链接要求加入另一局棋（${code}）。要离开这局并加入吗？`,
  joinOther: '离开并加入',
  stay: '留下',
  stop: '离开',
  resign: '认输',
  offerDraw: '提和',
  askUndo: '请求悔棋',
  accept: '同意',
  decline: '拒绝',
  rematch: '再来一局',
  theyOffer: (name, what) =>
    ({ draw: `${name}提议和棋。`, undo: `${name}请求悔一步棋。`, rematch: `${name}提议交换先后手再来一局。` })[what],
  weOffered: (what) =>
    ({ draw: '已提和，等待对方答复。', undo: '已请求悔棋，等待对方答复。', rematch: '已提议再来一局，等待对方答复。' })[
      what
    ],
  declined: (what) =>
    ({ draw: '对方拒绝了和棋提议。', undo: '对方拒绝了悔棋。', rematch: '对方拒绝了再来一局。' })[what],
  resigned: (name) => `${name}认输了。`,
  drawAgreed: '双方同意和棋。',
  friend: '朋友',
  watchLink: '观战链接',
  watchHelp: '有这个链接的人都可以实时观战，但不能下棋。',
  watchers: (count) => `${count} 人正在观战。`,
  watchingGame: (first, second) => `正在观看${first}与${second}对弈。`,
  watchingWait: '正在连接对局…',
  stopWatching: '停止观战',
  left: (name) => `${name}离开了对局：等待${name}回来。`,
  mayClaim: (name) => `${name}已离开一段时间。你可以宣布获胜，或判为和棋。`,
  claimWin: '宣布获胜',
  claimDraw: '判为和棋',
  claimedWin: '你宣布了获胜。',
  calledDraw: '你已将对局判为和棋。',
  claimedAgainst: (name, draw) => (draw ? `${name}在你离开后将对局判为和棋。` : `${name}在你离开后宣布获胜。`),
  claimRefused: (name) => `${name}在连接中断时宣布结束对局，但你的棋盘一直都在：对局继续。`,
  claimWithdrawn: (name) => `${name}的棋盘一直都在：是连接中断了，不是${name}离开。你的宣告已撤回，对局继续。`,
};

export default words;
