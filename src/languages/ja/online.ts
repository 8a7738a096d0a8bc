/** Online play's texts in Japanese (対局・投了・待った as Japanese board-game players say them). */
import type { OnlineWords } from '../../element/online/online-words.js';
import { num } from '../intl.js';

const words: OnlineWords = {
  panel: 'オンライン対局',
  invite: '友だちを招待',
  inviteHelp: 'このリンクを友だちに送るか、コードを伝えてください。',
  inviteLink: '招待リンク',
  copy: 'リンクをコピー',
  copied: 'リンクをコピーしました。',
  code: 'コード',
  joinCode: '友だちのコード',
  join: '参加',
  badCode: 'コードは英数字6文字です（例：k7m2qp）。',
  waiting: '友だちを待っています…',
  connecting: '接続中…',
  connectedTo: (name) => `${name}とオンラインで対局中です。`,
  connected: 'オンラインで対局中です。',
  reconnecting: '接続が切れました。再接続しています…',
  closed: '接続していません。',
  registering: 'オンラインサーバーに招待を登録しています…',
  unreachable: (host) => `オンラインサーバー（${host}）に接続できません。`,
  retry: '再試行',
  full: 'この対局にはすでに2人のプレイヤーがいます。',
  intruder: '別の人がコードを使ってこの対局に参加しようとしましたが、お断りしました。',
  joinAsk: (code) => `このページのリンクは別の対局（${code}）への参加を求めています。この対局を抜けて参加しますか？`,
  joinOther: '抜けて参加',
  stay: '残る',
  stop: '退出',
  resign: '投了',
  offerDraw: '引き分けを提案',
  askUndo: '待ったを申し出る',
  accept: '受ける',
  decline: '断る',
  rematch: '再戦',
  theyOffer: (name, what) =>
    ({
      draw: `${name}が引き分けを提案しています。`,
      undo: `${name}が直前の手の待ったを申し出ています。`,
      rematch: `${name}が先手と後手を入れ替えての再戦を申し込んでいます。`,
    })[what],
  weOffered: (what) =>
    ({
      draw: '引き分けを提案しました。返事を待っています。',
      undo: '待ったを申し出ました。返事を待っています。',
      rematch: '再戦を申し込みました。返事を待っています。',
    })[what],
  declined: (what) =>
    ({
      draw: '引き分けの提案は断られました。',
      undo: '待ったは断られました。',
      rematch: '再戦は断られました。',
    })[what],
  resigned: (name) => `${name}が投了しました。`,
  drawAgreed: '合意により引き分けです。',
  friend: '友だち',
  watchLink: '観戦リンク',
  watchHelp: 'このリンクを知っている人は誰でもリアルタイムで観戦できます（対局はできません）。',
  watchers: (count) => `${num('ja', count)}人が観戦中です。`,
  watchingGame: (first, second) => `${first}と${second}の対局を観戦中です。`,
  watchingWait: '対局に接続しています…',
  stopWatching: '観戦をやめる',
  left: (name) => `${name}が対局から離れました。${name}が戻るのを待っています。`,
  mayClaim: (name) => `${name}がしばらく戻ってきません。勝ちを宣言するか、引き分けにすることができます。`,
  claimWin: '勝ちを宣言',
  claimDraw: '引き分けにする',
  claimedWin: '勝ちを宣言しました。',
  calledDraw: '引き分けにしました。',
  claimedAgainst: (name, draw) =>
    draw
      ? `あなたが離れている間に、${name}が引き分けにしました。`
      : `あなたが離れている間に、${name}が勝ちを宣言しました。`,
  claimRefused: (name) =>
    `接続が切れている間に${name}が対局の終了を宣言しましたが、あなたの盤はずっと開いていました。対局は続きます。`,
  claimWithdrawn: (name) =>
    `${name}の盤はずっと開いていました。${name}が離れたのではなく、接続が切れていたのです。あなたの宣言は取り消され、対局は続きます。`,
};

export default words;
