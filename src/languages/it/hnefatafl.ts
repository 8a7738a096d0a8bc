/**
 * Hnefatafl's words in Italian; terms as Wikipedia in italiano («Tafl») and Italian rule books use them: re, trono,
 * attaccanti and difensori, and their pezzi.
 */
import type { HnefataflWords } from '../../games/hnefatafl/words.js';
import { list, num, plural } from '../intl.js';

/** The player's own default name, as `messages.ts` gives it: the sentence then speaks to the player. */
const YOU = 'Tu';

/** The other default names of `messages.ts`, as a sentence's subject says them. */
const SUBJECTS: Readonly<Record<string, string>> = {
  Computer: 'Il computer',
  Avversario: 'L’avversario',
  'Giocatore 1': 'Il giocatore 1',
  'Giocatore 2': 'Il giocatore 2',
};

/** What a move took, after "e catturato"; CLDR's `many` is for round millions. */
const pieces = (n: number) => plural('it', n, { one: 'un pezzo', many: '# di pezzi', other: '# pezzi' });

const words: HnefataflWords = {
  variantName: (v) => ({ copenhagen: 'Copenaghen', fetlar: 'Fetlar', tablut: 'Tablut', brandubh: 'Brandubh' })[v],
  boardLabel: (variant, size) => `Hnefatafl, regole di ${variant}, ${num('it', size)} per ${num('it', size)}`,
  attackers: 'attaccanti',
  defenders: 'difensori',
  attacker: 'attaccante',
  defender: 'difensore',
  king: 're',
  empty: 'vuota',
  throne: 'trono',
  corner: 'angolo',
  onOpenLine: 'su una via libera del re',
  capture: 'cattura',
  separator: ', ',
  moved: (name, from, to, captured) =>
    `${name === YOU ? 'Hai' : `${SUBJECTS[name] ?? name} ha`} spostato un pezzo da ${from} a ${to}` +
    `${captured > 0 ? ` e catturato ${pieces(captured)}` : ''}.`,
  openLines: (squares) => `Il re ha la via libera verso ${list('it', squares)}!`,
  reasons: {
    escaped: 'Il re è fuggito.',
    'exit-fort': 'Il re è al sicuro in una fortezza inespugnabile sul bordo del tavoliere.',
    'king-captured': 'Il re è stato catturato.',
    encircled: 'Gli attaccanti hanno accerchiato tutti i difensori.',
    'no-moves': 'Il giocatore di turno non aveva mosse possibili.',
    'move-limit': 'La partita ha raggiunto mille mosse, il massimo consentito: pareggio.',
    repetition: 'La stessa posizione si è ripetuta tre volte.',
  },
  refusals: {
    straight: (from, to) =>
      `I pezzi si muovono lungo una riga o una colonna, come la torre negli scacchi: ${to} non è né sulla stessa riga né sulla stessa colonna di ${from}.`,
    blocked: (square) => `Il pezzo in ${square} blocca il passaggio: nessun pezzo può scavalcarne un altro.`,
    kingOnly: (square) => `Solo il re può fermarsi in ${square}.`,
    thronePass: (square) => `In questa variante solo il re può attraversare il trono in ${square}.`,
    kingRange: (count) =>
      `In questa variante il re si muove al massimo di ${plural('it', count, { one: '# casella', many: '# di caselle', other: '# caselle' })}.`,
  },
  keys: [
    'Frecce, Home, Fine: muoversi tra le caselle',
    'Invio o Spazio su un tuo pezzo: prenderlo; poi su una casella: spostarlo lì (Esc lo rimette giù)',
  ],
};

export default words;
