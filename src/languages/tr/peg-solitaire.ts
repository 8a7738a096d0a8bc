/** Peg solitaire's words in Turkish; «Tek Taş», the name it is sold and played under in Turkey, with taş and delik. */
import type { Variant } from '../../games/peg-solitaire/rules.js';
import type { PegSolitaireWords } from '../../games/peg-solitaire/words.js';
import { num, plural } from '../intl.js';

const variantNames: Record<Variant, string> = {
  english: 'İngiliz tahtası',
  french: 'Fransız tahtası',
  wiegleb: 'Wiegleb tahtası',
  diamond: 'baklava dilimi tahta',
  triangle: 'üçgen tahta',
};

/** A number of pegs; a Turkish noun stays singular after a number ("1 taş", "5 taş"). */
const pegs = (n: number) => plural('tr', n, { one: '# taş', other: '# taş' });

const words: PegSolitaireWords = {
  boardLabel: (variant, holes) => `Tek Taş, ${variantNames[variant]}, ${num('tr', holes)} delik`,
  peg: 'taş',
  hole: 'boş delik',
  startHole: 'başlangıç deliği',
  deadEnd: 'çıkmaz',
  allDeadEnds: 'her atlama çıkmaza varıyor',
  separator: ', ',
  pegsLeft: (n) => `${pegs(n)} kaldı`,
  central: 'Tek taş kaldı, hem de başlangıç deliğinde: kusursuz çözüm!',
  onePeg: 'Tek taş kaldı: çözüldü!',
  stuck: (n) => `Yapılacak atlama kalmadı: ${pegs(n)} kaldı.`,
  noLongerCentral: 'Son taş artık başlangıç deliğinde bitemez.',
  noLongerOnePeg: 'Oyunu tek taşla bitirmek artık mümkün değil.',
  deadEndPegs: (n) => `Halkayla işaretli ${pegs(n)} yalnızca çıkmaza götürüyor.`,
  jumped: (from, to, n) => `${from} deliğindeki taş ${to} deliğine atladı; ${pegs(n)} kaldı.`,
  solve: 'Çöz',
  solving: 'Çözülüyor…',
  refusals: {
    notAJump: (from, to) =>
      `Taş, düz bir çizgide yanındaki taşın üzerinden atlayıp hemen ötesindeki deliğe iner: ${from} deliğinden ${to} deliğine gitmek böyle bir atlama değil.`,
    noPeg: (from) => `${from} deliğinde atlayacak bir taş yok.`,
    nothingToJump: (from, to, over) =>
      `${from} deliğinden ${to} deliğine atlayan taş ${over} deliğinin üzerinden geçerdi, ama o delik boş: taş ancak bir taşın üzerinden atlar.`,
    holeFull: (to) => `${to} deliğinde zaten bir taş var: atlayan taş boş bir deliğe iner.`,
  },
  keys: [
    'Ok tuşları, Home, End: delikler arasında gezin',
    'Bir taşın üzerinde Enter veya Boşluk: taşı seç; sonra boş bir delikte: oraya atla (Esc taşı bırakır)',
    'h: ipucu, oyunu çözülebilir tutan bir atlama',
  ],
};

export default words;
