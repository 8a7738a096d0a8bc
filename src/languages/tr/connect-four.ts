/** Connect Four's words in Turkish; «Dört Bağla», a Turkish rendering of the name (none is settled), with taşlar. */
import type { ConnectFourWords } from '../../games/connect-four/words.js';
import { num, plural } from '../intl.js';

/** A number of moves; a Turkish noun stays singular after a number ("1 hamlede", "5 hamlede"). */
const inMoves = (n: number) => plural('tr', n, { one: '# hamlede', other: '# hamlede' });

/** A column by its number, as an ordinal: "3. sütun". */
const columnNo = (column: number) => `${num('tr', column)}. sütun`;

const words: ConnectFourWords = {
  boardLabel: (columns, rows) =>
    `Dört Bağla, ${num('tr', columns)} sütun, ${num('tr', rows)} satır, dört taşını düz bir çizgide dizen kazanır`,
  column: (column) => columnNo(column),
  cellLabel: (column, row) => `${columnNo(column)}, ${num('tr', row)}. satır`,
  red: 'kırmızı',
  yellow: 'sarı',
  empty: 'boş',
  landsHere: 'taşın buraya düşer',
  winningLine: 'kazanan çizgi',
  lastMove: 'son hamle',
  hinted: 'ipucu',
  separator: ', ',
  full: (column) => `${columnNo(column)} dolu.`,
  value: (kind, n) =>
    kind === 'draw' ? 'beraberlik' : kind === 'win' ? `${inMoves(n)} galibiyet` : `${inMoves(n)} yenilgi`,
  shortValue: (kind, n) => (kind === 'draw' ? '=' : kind === 'win' ? `+${num('tr', n)}` : `−${num('tr', n)}`),
  analysing: 'Analiz ediliyor…',
  keys: ['1 ile 9 arası (10. sütun için 0): o sütuna taş bırak', 'Enter veya Boşluk: odaktaki sütuna taş bırak'],
};

export default words;
