/** Connect Four's words in Hindi; «कनेक्ट फ़ोर», the name it is sold and played under in India, with its गोटियाँ. */
import type { ConnectFourWords } from '../../games/connect-four/words.js';
import { num, plural } from '../intl.js';

/** A number of moves before "में" (in), in the oblique: "1 चाल में", "5 चालों में". */
const inMoves = (n: number) => plural('hi', n, { one: '# चाल में', other: '# चालों में' });

const words: ConnectFourWords = {
  boardLabel: (columns, rows) =>
    `कनेक्ट फ़ोर, ${num('hi', columns)} कॉलम, ${plural('hi', rows, { one: '# पंक्ति', other: '# पंक्तियाँ' })}, ` +
    'एक सीध में चार गोटियाँ जोड़ने वाले की जीत',
  column: (column) => `कॉलम ${num('hi', column)}`,
  cellLabel: (column, row) => `कॉलम ${num('hi', column)}, पंक्ति ${num('hi', row)}`,
  red: 'लाल',
  yellow: 'पीला',
  empty: 'ख़ाली',
  landsHere: 'आपकी गोटी यहाँ गिरेगी',
  winningLine: 'जीत की कतार',
  lastMove: 'पिछली चाल',
  hinted: 'सुझाव',
  separator: ', ',
  full: (column) => `कॉलम ${num('hi', column)} भर गया है।`,
  value: (kind, n) => (kind === 'draw' ? 'बराबरी' : kind === 'win' ? `${inMoves(n)} जीत` : `${inMoves(n)} हार`),
  shortValue: (kind, n) => (kind === 'draw' ? '=' : kind === 'win' ? `+${num('hi', n)}` : `−${num('hi', n)}`),
  analysing: 'विश्लेषण जारी है…',
  keys: ['1 से 9 (कॉलम 10 के लिए 0): उस कॉलम में गोटी डालें', 'Enter या Space: फ़ोकस वाले कॉलम में गोटी डालें'],
};

export default words;
