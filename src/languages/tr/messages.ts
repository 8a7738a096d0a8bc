/** The texts every board shares, in Turkish (addressing the player as «sen», as Turkish game sites do). */
import type { Messages } from '../../element/base/messages.js';
import { isName, markAfter } from '../names.js';
import { list, num, plural, sentences } from '../intl.js';

/** The player's own default name; the boards also give it with a mark, as in "Sen (X)". */
const YOU = 'Sen';

/** Whether `name` is the player's own default name, alone or with its mark: the sentence then speaks to the player. */
const isYou = (name: string) => isName(name, YOU);

/** What follows the name "Sen": its mark, as in " (X)", or nothing. */
const markOf = (name: string) => markAfter(name, YOU);

const words: Messages = {
  sentences: (parts) => sentences(parts),
  yourTurn: 'Sıra sende',
  // No suffix ever attaches to an inserted name: "Sıra: Oyuncu 1 (X)", never "Oyuncu 1'de".
  sideToMove: (name) => (isYou(name) ? `Sıra sende${markOf(name)}` : `Sıra: ${name}`),
  thinking: 'Bilgisayar düşünüyor…',
  sideThinking: (name) => `${name} düşünüyor…`,
  waitingFor: (name) => `${name} bekleniyor…`,
  youWin: 'Kazandın!',
  youLose: 'Kaybettin.',
  draw: 'Berabere.',
  sideWins: (name) => (isYou(name) ? 'Kazandın!' : `${name} kazandı!`),
  forcedWinSeen: 'Kazanmayı garantileyen bir yol görüyorum.',
  played: (name, move) => (isYou(name) ? `Oynadın: ${move}.` : `${name} oynadı: ${move}.`),
  you: YOU,
  computer: 'Bilgisayar',
  opponent: 'Rakip',
  player1: 'Oyuncu 1',
  player2: 'Oyuncu 2',
  // A Turkish noun stays singular after a number: "1 galibiyet", "5 galibiyet".
  wins: (count) => plural('tr', count, { one: '# galibiyet', other: '# galibiyet' }),
  newGame: 'Yeni oyun',
  undo: 'Geri al',
  redo: 'Yinele',
  hint: 'İpucu',
  hintIs: (move) => `İpucu: ${move}.`,
  keys: 'Tuşlar',
  keysTitle: 'Klavye',
  commonKeys: [
    'Ok tuşları, Home, End: tahtada gezin',
    'Enter veya Boşluk: odaktaki kareye oyna',
    'Esc: seçimi iptal et, bu listeyi kapat',
    'h: ipucu',
    'u: geri al',
    'n: yeni oyun',
    's: durumu sesli oku',
    '?: bu listeyi göster veya gizle',
  ],
  moveList: 'Hamleler',
  noMoves: 'Henüz hamle yok.',
  review: 'İnceleme',
  learn: 'Öğren',
  players: 'Oyuncular',
  newGameHint: 'Yeniden oynamak için “Yeni oyun” düğmesine bas ya da tahtaya tıkla.',
  namesTitle: 'Kim oynuyor?',
  // "Oyuncu 1 adı", "Rakip adı": a compound that leaves the name itself without a suffix.
  nameOf: (side) => (isYou(side) ? `Adın${markOf(side)}` : `${side} adı`),
  start: 'Başla',
  pass: 'Pas geç',
  mustPass: (name) =>
    isYou(name) ? `Sıra sende${markOf(name)}: hamlen yok, pas geç` : `${name}: hamle yok, pas geçmeli`,
  passed: (name) => (isYou(name) ? 'Hamlen yoktu, pas geçtin.' : `${name} hamlesi olmadığı için pas geçti.`),
  pieceSelected: (square, targets) =>
    `${square} karesindeki taş seçildi; şuraya gidebilir: ${list('tr', targets, 'or')}.`,
  selectionCleared: 'Taş bırakıldı.',
  cannotMoveFrom: (square) => `${square} karesinde oynayabileceğin bir taşın yok.`,
  selected: 'seçili',
  target: 'seçili taş buraya gidebilir',
  lastFrom: 'son hamle buradan',
  lastTo: 'son hamle buraya',
  hinted: 'ipucu',
  music: 'Müzik',
  clockOf: (name) => (isYou(name) ? `Saatin${markOf(name)}` : `Saat: ${name}`),
  timeLow: (name) =>
    isYou(name) ? `${num('tr', 10)} saniyeden az süren kaldı.` : `${name}: ${num('tr', 10)} saniyeden az kaldı.`,
  outOfTime: (name) => (isYou(name) ? 'Süren doldu.' : `${name}: süre doldu.`),
  notSaved: (reason) =>
    ({
      unreadable: 'Burada kayıtlı bir oyun var ama okunamıyor. Sen hamle yapana kadar olduğu gibi korunacak.',
      'newer-version':
        'Burada daha yeni bir sürümle kaydedilmiş bir oyun var. Sen hamle yapana kadar olduğu gibi korunacak.',
      'other-options': 'Burada başka ayarlarla kaydedilmiş bir oyun var. Sen hamle yapana kadar olduğu gibi korunacak.',
      quota: 'Depolama alanı dolu: bu oyun kaydedilmiyor.',
      unavailable: 'Bu tarayıcı depolamaya izin vermiyor: bu oyun kaydedilmiyor.',
    })[reason],
};

export default words;
