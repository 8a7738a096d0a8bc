/** Peg solitaire's words in Polish; terms as Wikipedia („Samotnik”) uses them: pionki, pola, plansza angielska. */
import type { Variant } from '../../games/peg-solitaire/rules.js';
import type { PegSolitaireWords } from '../../games/peg-solitaire/words.js';
import { plural } from '../intl.js';

const variantNames: Record<Variant, string> = {
  english: 'plansza angielska',
  french: 'plansza francuska',
  wiegleb: 'plansza Wiegleba',
  diamond: 'plansza rombowa',
  triangle: 'plansza trójkątna',
};

/** "Zostały 3 pionki". */
const left = (n: number) =>
  plural('pl', n, {
    one: 'Został # pionek',
    few: 'Zostały # pionki',
    many: 'Zostało # pionków',
    other: 'Zostało # pionka',
  });

const words: PegSolitaireWords = {
  boardLabel: (variant, holes) =>
    `Samotnik, ${variantNames[variant]}, ${plural('pl', holes, { one: '# pole', few: '# pola', many: '# pól', other: '# pola' })}`,
  peg: 'pionek',
  hole: 'puste pole',
  startHole: 'pole początkowo puste',
  deadEnd: 'ślepy zaułek',
  allDeadEnds: 'każdy skok prowadzi w ślepy zaułek',
  separator: ', ',
  pegsLeft: (n) => left(n),
  central: 'Został jeden pionek, na polu początkowo pustym: idealne rozwiązanie!',
  onePeg: 'Został jeden pionek: rozwiązane!',
  stuck: (n) => `Brak możliwych skoków. ${left(n)}.`,
  noLongerCentral: 'Ostatni pionek nie może już trafić na pole początkowo puste.',
  noLongerOnePeg: 'Nie da się już skończyć z jednym pionkiem.',
  deadEndPegs: (n) =>
    plural('pl', n, {
      one: '# oznaczony pionek prowadzi tylko w ślepe zaułki.',
      few: '# oznaczone pionki prowadzą tylko w ślepe zaułki.',
      many: '# oznaczonych pionków prowadzi tylko w ślepe zaułki.',
      other: '# oznaczonego pionka prowadzi tylko w ślepe zaułki.',
    }),
  jumped: (from, to, pegs) => `Skok z ${from} na ${to}. ${left(pegs)}.`,
  solve: 'Rozwiąż',
  solving: 'Rozwiązywanie…',
  refusals: {
    notAJump: (from, to) =>
      `Pionek skacze w linii prostej przez sąsiedni pionek na pole tuż za nim: ruch z ${from} na ${to} nie jest takim skokiem.`,
    noPeg: (from) => `Na ${from} nie ma pionka, którym można by skoczyć.`,
    nothingToJump: (from, to, over) =>
      `Skok z ${from} na ${to} prowadziłby przez ${over}, a to pole jest puste: pionek skacze przez inny pionek.`,
    holeFull: (to) => `Na ${to} stoi już pionek: skok kończy się na pustym polu.`,
  },
  keys: [
    'Strzałki, Home, End: poruszaj się między polami',
    'Enter lub Spacja na pionku: podnieś go; potem na pustym polu: skocz tam (Esc odkłada pionek)',
    'h: podpowiedź – skok, po którym gra nadal ma rozwiązanie',
  ],
};

export default words;
