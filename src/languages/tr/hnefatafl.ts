/** Hnefatafl's words in Turkish; descriptive terms (kral, taht, saldıranlar, savunanlar): no Turkish body has any. */
import type { HnefataflWords } from '../../games/hnefatafl/words.js';
import { list, num, plural } from '../intl.js';

/** The player's own default name, as `messages.ts` gives it: the sentence then speaks to the player. */
const YOU = 'Sen';

/** The pieces a move took, as the object of "aldı": "bir taş", "3 taş". */
const pieces = (n: number) => plural('tr', n, { one: 'bir taş', other: '# taş' });

const words: HnefataflWords = {
  variantName: (v) => ({ copenhagen: 'Kopenhag', fetlar: 'Fetlar', tablut: 'Tablut', brandubh: 'Brandubh' })[v],
  boardLabel: (variant, size) => `Hnefatafl, ${variant} kuralları, ${num('tr', size)} × ${num('tr', size)}`,
  attackers: 'saldıranlar',
  defenders: 'savunanlar',
  attacker: 'saldıran',
  defender: 'savunan',
  king: 'kral',
  empty: 'boş',
  throne: 'taht',
  corner: 'köşe',
  onOpenLine: 'kralın açık yolu üzerinde',
  capture: 'rakip taşı alır',
  separator: ', ',
  moved: (name, from, to, captured) =>
    name === YOU
      ? `Taşını ${from} karesinden ${to} karesine sürdün${captured > 0 ? ` ve ${pieces(captured)} aldın` : ''}.`
      : `${name} taşını ${from} karesinden ${to} karesine sürdü${captured > 0 ? ` ve ${pieces(captured)} aldı` : ''}.`,
  openLines: (squares) => `Kralın kaçış yolu açık: ${list('tr', squares)}!`,
  reasons: {
    escaped: 'Kral kaçtı.',
    'exit-fort': 'Kral, kenardaki bir kalede güvende.',
    'king-captured': 'Kral yakalandı.',
    encircled: 'Saldıranlar bütün savunanları kuşattı.',
    'no-moves': 'Sırası gelen tarafın oynayacak hamlesi yoktu.',
    'move-limit': `Oyun ${num('tr', 1000)} hamlelik üst sınıra ulaştı: berabere.`,
    repetition: 'Aynı pozisyon üç kez tekrarlandı.',
  },
  refusals: {
    straight: (from, to) =>
      `Taşlar satrançtaki kale gibi satır ya da sütun boyunca gider: ${to} karesi, ${from} karesiyle aynı satırda ya da sütunda değil.`,
    blocked: (square) => `${square} karesindeki taş yolu kapatıyor: hiçbir taş başka bir taşın üzerinden atlayamaz.`,
    kingOnly: (square) => `${square} karesinde yalnızca kral durabilir.`,
    thronePass: (square) => `Bu kurallarda ${square} karesindeki tahtın üzerinden yalnızca kral geçebilir.`,
    kingRange: (count) => `Bu kurallarda kral en fazla ${num('tr', count)} kare gidebilir.`,
  },
  keys: [
    'Ok tuşları, Home, End: kareler arasında gezin',
    'Kendi taşının üzerinde Enter veya Boşluk: taşı seç; sonra bir karede: oraya sür (Esc taşı bırakır)',
  ],
};

export default words;
