/**
 * Peg solitaire's words in Italian; «Solitario della Bastiglia», its name in Wikipedia in italiano, with its pedine,
 * fori and tavolieri (inglese, europeo).
 */
import type { Variant } from '../../games/peg-solitaire/rules.js';
import type { PegSolitaireWords } from '../../games/peg-solitaire/words.js';
import { plural } from '../intl.js';

/** A count with its noun; CLDR's `many` is for round millions ("1000000 di pedine"). */
const count = (n: number, one: string, other: string) =>
  plural('it', n, { one, many: other.replace('# ', '# di '), other });

/** The pegs left, in a sentence. */
const left = (n: number) => count(n, 'resta # pedina', 'restano # pedine');

const variantNames: Record<Variant, string> = {
  english: 'tavoliere inglese',
  french: 'tavoliere europeo',
  wiegleb: 'tavoliere di Wiegleb',
  diamond: 'tavoliere a rombo',
  triangle: 'tavoliere triangolare',
};

const words: PegSolitaireWords = {
  boardLabel: (variant, holes) =>
    `Solitario della Bastiglia, ${variantNames[variant]}, ${count(holes, '# foro', '# fori')}`,
  peg: 'pedina',
  hole: 'foro vuoto',
  startHole: 'foro di partenza',
  deadEnd: 'vicolo cieco',
  allDeadEnds: 'ogni suo salto porta a un vicolo cieco',
  separator: ', ',
  pegsLeft: (n) => count(n, '# pedina rimasta', '# pedine rimaste'),
  central: 'Una sola pedina, nel foro di partenza: risolto alla perfezione!',
  onePeg: 'Una sola pedina rimasta: risolto!',
  stuck: (n) => `Nessun salto possibile: ${left(n)}.`,
  noLongerCentral: 'L’ultima pedina non può più finire nel foro di partenza.',
  noLongerOnePeg: 'Non è più possibile finire con una sola pedina.',
  deadEndPegs: (n) =>
    count(n, '# pedina cerchiata porta solo a vicoli ciechi.', '# pedine cerchiate portano solo a vicoli ciechi.'),
  jumped: (from, to, pegs) => `Salto da ${from} a ${to}; ${left(pegs)}.`,
  solve: 'Risolvi',
  solving: 'Risoluzione in corso…',
  refusals: {
    notAJump: (from, to) =>
      `Una pedina salta in linea retta sopra la pedina accanto, fino al foro subito dopo: andare da ${from} a ${to} non è un salto di questo tipo.`,
    noPeg: (from) => `In ${from} non c’è nessuna pedina con cui saltare.`,
    nothingToJump: (from, to, over) =>
      `Il salto da ${from} a ${to} passerebbe sopra ${over}, che è vuoto: una pedina salta sopra un’altra pedina.`,
    holeFull: (to) => `In ${to} c’è già una pedina: un salto finisce in un foro vuoto.`,
  },
  keys: [
    'Frecce, Home, Fine: muoversi tra i fori',
    'Invio o Spazio su una pedina: prenderla; poi su un foro vuoto: saltarci (Esc la rimette giù)',
    'h: suggerimento, un salto dopo il quale una soluzione resta possibile',
  ],
};

export default words;
