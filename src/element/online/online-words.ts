import { plural } from '../../languages/intl.js';
import type { Proposal } from '../../core/online-protocol.js';

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

/** English. */
export const en: OnlineWords = {
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
  watchers: (count) => plural('en', count, { one: '# person is watching.', other: '# people are watching.' }),
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
