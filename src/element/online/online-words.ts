import type { Proposal } from '../../core/online-protocol.js';
import type { Language } from '../../core/language.js';

/** The texts of online play, in one language; any of them can be replaced through the board's `strings`. */
export interface OnlineWords {
  panel: string;
  invite: string;
  inviteHelp: string;
  inviteLink: string;
  copy: string;
  copied: string;
  code: string;
  joinCode: string;
  join: string;
  badCode: string;
  waiting: string;
  connecting: string;
  connectedTo: (name: string) => string;
  connected: string;
  reconnecting: string;
  closed: string;
  registering: string;
  unreachable: (host: string) => string;
  retry: string;
  full: string;
  intruder: string;
  joinAsk: (code: string) => string;
  joinOther: string;
  stay: string;
  stop: string;
  resign: string;
  offerDraw: string;
  askUndo: string;
  rematch: string;
  accept: string;
  decline: string;
  theyOffer: (name: string, what: Proposal) => string;
  weOffered: (what: Proposal) => string;
  declined: (what: Proposal) => string;
  resigned: (name: string) => string;
  drawAgreed: string;
  friend: string;
  watchLink: string;
  watchHelp: string;
  watchers: (count: number) => string;
  watchingGame: (first: string, second: string) => string;
  watchingWait: string;
  stopWatching: string;
  left: (name: string) => string;
  mayClaim: (name: string) => string;
  claimWin: string;
  claimDraw: string;
  claimedWin: string;
  calledDraw: string;
  claimedAgainst: (name: string, draw: boolean) => string;
  /** This board refused the other's claim: its page was open all along, so the game goes on. */
  claimRefused: (name: string) => string;
  /** The other board refused this board's claim: its page was open all along, so the result is taken back. */
  claimWithdrawn: (name: string) => string;
}

const en: OnlineWords = {
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
  watchers: (count) => (count === 1 ? '1 person is watching.' : `${count} people are watching.`),
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
    `${name}'s board was here all along: the connection failed, not ${name}. Your claim is withdrawn and the ` +
    `game goes on.`,
};

const zh: OnlineWords = {
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
  connected: '正在在线对弈。',
  reconnecting: '连接中断，正在重新连接…',
  closed: '未连接。',
  registering: '正在向在线服务器登记邀请…',
  unreachable: (host) => `无法连接在线服务器（${host}）。`,
  retry: '重试',
  full: '这局棋已经有两位玩家了。',
  intruder: '有人试图用邀请码加入这局棋，已被拒绝。',
  joinAsk: (code) => `页面链接要求加入另一局棋（${code}）。离开这局并加入吗？`,
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
  declined: (what) => ({ draw: '对方拒绝了和棋。', undo: '对方拒绝了悔棋。', rematch: '对方拒绝了再来一局。' })[what],
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
  calledDraw: '你判为和棋。',
  claimedAgainst: (name, draw) => (draw ? `${name}在你离开后判为和棋。` : `${name}在你离开后宣布获胜。`),
  claimRefused: (name) => `${name}在连接中断时宣布结束对局，但你的棋盘一直都在：对局继续。`,
  claimWithdrawn: (name) => `${name}的棋盘一直都在：是连接中断了，不是${name}离开。你的宣布已撤回，对局继续。`,
};

/** Online play's texts in each built-in language. */
export const onlineWords: Readonly<Record<Language, OnlineWords>> = { en, zh };
