/** Online play's texts in Turkish (addressing the player as «sen»). */
import type { OnlineWords } from '../../element/online/online-words.js';
import { plural } from '../intl.js';

const words: OnlineWords = {
  panel: 'Çevrimiçi oyun',
  invite: 'Arkadaşını davet et',
  inviteHelp: 'Bu bağlantıyı bir arkadaşına gönder ya da ona kodu söyle.',
  inviteLink: 'Davet bağlantısı',
  copy: 'Bağlantıyı kopyala',
  copied: 'Bağlantı kopyalandı.',
  code: 'Kod',
  joinCode: 'Arkadaşının kodu',
  join: 'Katıl',
  badCode: 'Kod, k7m2qp gibi altı harf ve rakamdan oluşur.',
  waiting: 'Arkadaşın bekleniyor…',
  connecting: 'Bağlanılıyor…',
  connectedTo: (name) => `Çevrimiçi oynuyorsun; rakibin: ${name}.`,
  connected: 'Çevrimiçi oynuyorsun.',
  reconnecting: 'Bağlantı koptu, yeniden bağlanılıyor…',
  closed: 'Bağlı değil.',
  registering: 'Davet çevrimiçi sunucuya kaydediliyor…',
  unreachable: (host) => `Çevrimiçi sunucuya ulaşılamıyor (${host}).`,
  retry: 'Yeniden dene',
  full: 'Bu oyunda zaten iki oyuncu var.',
  intruder: 'Başka biri bu oyunun koduyla katılmaya çalıştı; geri çevrildi.',
  joinAsk: (code) =>
    `Bu sayfanın bağlantısı başka bir oyuna katılmak istiyor (${code}). Bu oyundan ayrılıp ona katılmak ister misin?`,
  joinOther: 'Ayrıl ve katıl',
  stay: 'Kal',
  stop: 'Ayrıl',
  resign: 'Pes et',
  offerDraw: 'Beraberlik teklif et',
  askUndo: 'Geri alma iste',
  accept: 'Kabul et',
  decline: 'Reddet',
  rematch: 'Rövanş',
  theyOffer: (name, what) =>
    ({
      draw: `${name} beraberlik teklif ediyor.`,
      undo: `${name} son hamleyi geri almak istiyor.`,
      rematch: `${name} rövanş istiyor; taraflar yer değiştirecek.`,
    })[what],
  weOffered: (what) =>
    ({
      draw: 'Beraberlik teklif edildi; yanıt bekleniyor.',
      undo: 'Geri alma istendi; yanıt bekleniyor.',
      rematch: 'Rövanş istendi; yanıt bekleniyor.',
    })[what],
  declined: (what) =>
    ({
      draw: 'Beraberlik teklifi reddedildi.',
      undo: 'Geri alma isteği reddedildi.',
      rematch: 'Rövanş isteği reddedildi.',
    })[what],
  resigned: (name) => `${name} pes etti.`,
  drawAgreed: 'Beraberlikte anlaşıldı.',
  friend: 'Arkadaşın',
  watchLink: 'İzleme bağlantısı',
  watchHelp: 'Bu bağlantıya sahip herkes oyunu canlı izleyebilir ama oynayamaz.',
  // A Turkish noun stays singular after a number: "1 kişi", "5 kişi".
  watchers: (count) => plural('tr', count, { one: '# kişi izliyor.', other: '# kişi izliyor.' }),
  watchingGame: (first, second) => `İzliyorsun: ${first} ve ${second} oynuyor.`,
  watchingWait: 'Oyuna bağlanılıyor…',
  stopWatching: 'İzlemeyi bırak',
  left: (name) => `${name} oyundan ayrıldı; geri dönmesi bekleniyor.`,
  mayClaim: (name) => `${name} bir süredir ortada yok. Galibiyeti talep edebilir ya da oyunu berabere bitirebilirsin.`,
  claimWin: 'Galibiyeti talep et',
  claimDraw: 'Berabere bitir',
  claimedWin: 'Galibiyeti talep ettin.',
  calledDraw: 'Oyunu berabere bitirdin.',
  claimedAgainst: (name, draw) =>
    draw
      ? `Sen ayrıldıktan sonra ${name} oyunu berabere bitirdi.`
      : `Sen ayrıldıktan sonra ${name} galibiyeti talep etti.`,
  claimRefused: (name) =>
    `${name} bağlantı koptuğu sırada oyunu talep etti, ama senin tahtan hep buradaydı: oyun sürüyor.`,
  claimWithdrawn: (name) =>
    `Karşı taraftaki tahta hep oradaydı: kopan ${name} değil, bağlantıydı. Talebin geri alındı ve oyun sürüyor.`,
};

export default words;
