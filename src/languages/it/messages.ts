/** The texts every board shares, in Italian (addressing the player as «tu», as Italian game sites do). */
import type { Messages } from '../../element/base/messages.js';
import { isName, markAfter } from '../names.js';
import { list, num, plural, sentences } from '../intl.js';

/** The player's own default name; the boards also give it with a mark, as in "Tu (X)". */
const YOU = 'Tu';

/** Whether `name` is the player's own default name, alone or with its mark: the sentence then speaks to the player. */
const isYou = (name: string) => isName(name, YOU);

/** What follows the name "Tu": its mark, as in " (X)", or nothing. */
const markOf = (name: string) => markAfter(name, YOU);

/** The other default names, as a sentence says them: common nouns with their article ("il computer"). */
const NOUNS: readonly (readonly [string, string])[] = [
  ['Computer', 'il computer'],
  ['Avversario', 'l’avversario'],
  ['Giocatore 1', 'il giocatore 1'],
  ['Giocatore 2', 'il giocatore 2'],
];

/** A name as a sentence says it: a default one as a common noun, with its mark ("il giocatore 1 (nero)"). */
function said(name: string): string {
  for (const [given, noun] of NOUNS) {
    if (isName(name, given)) return noun + markAfter(name, given);
  }
  return name;
}

/** A name as a sentence's subject: "Il giocatore 1 (nero)", "L’avversario", "Ada". */
const subject = (name: string) => {
  const s = said(name);
  return s.charAt(0).toUpperCase() + s.slice(1);
};

/** A preposition and a name, joined to the article as Italian writes it: "al computer", "dell’avversario", "ad Ada". */
function joined(preposition: 'a' | 'di', name: string): string {
  const s = said(name);
  if (s.startsWith('il ')) return `${preposition === 'a' ? 'al' : 'del'} ${s.slice(3)}`;
  if (s.startsWith('l’')) return `${preposition === 'a' ? 'all’' : 'dell’'}${s.slice(2)}`;
  return preposition === 'a' && /^a/i.test(s) ? `ad ${s}` : `${preposition} ${s}`;
}

const words: Messages = {
  sentences: (parts) => sentences(parts),
  yourTurn: 'Tocca a te',
  sideToMove: (name) => (isYou(name) ? `Tocca a te${markOf(name)}` : `Tocca ${joined('a', name)}`),
  thinking: 'Il computer sta pensando…',
  sideThinking: (name) => (isYou(name) ? 'Stai pensando…' : `${subject(name)} sta pensando…`),
  waitingFor: (name) => `In attesa ${joined('di', name)}…`,
  youWin: 'Hai vinto!',
  youLose: 'Hai perso.',
  draw: 'Pareggio.',
  sideWins: (name) => (isYou(name) ? 'Hai vinto!' : `${subject(name)} vince!`),
  forcedWinSeen: 'Vedo una vittoria forzata.',
  played: (name, move) => (isYou(name) ? `Hai giocato ${move}.` : `${subject(name)} ha giocato ${move}.`),
  you: YOU,
  computer: 'Computer',
  opponent: 'Avversario',
  player1: 'Giocatore 1',
  player2: 'Giocatore 2',
  // CLDR's `many` is for round millions ("1000000 di vittorie").
  wins: (count) => plural('it', count, { one: '# vittoria', many: '# di vittorie', other: '# vittorie' }),
  newGame: 'Nuova partita',
  undo: 'Annulla',
  redo: 'Ripeti',
  hint: 'Suggerimento',
  hintIs: (move) => `Suggerimento: ${move}.`,
  keys: 'Tasti',
  keysTitle: 'Tastiera',
  commonKeys: [
    'Frecce, Home, Fine: muoversi sul tavoliere',
    'Invio o Spazio: giocare nella casella attiva',
    'Esc: annullare una selezione, chiudere questo elenco',
    'h: suggerimento',
    'u: annullare l’ultima mossa',
    'n: nuova partita',
    's: leggere lo stato della partita',
    '?: mostrare o nascondere questo elenco',
  ],
  moveList: 'Mosse',
  noMoves: 'Ancora nessuna mossa.',
  review: 'Analisi',
  learn: 'Impara',
  players: 'Giocatori',
  newGameHint: 'Premi «Nuova partita» o fai clic sul tavoliere per giocare di nuovo.',
  namesTitle: 'Chi gioca?',
  nameOf: (side) => (isYou(side) ? `Il tuo nome${markOf(side)}` : `Nome ${joined('di', side)}`),
  start: 'Inizia',
  pass: 'Passa',
  mustPass: (name) => `${name}: nessuna mossa possibile, passa il turno`,
  passed: (name) =>
    isYou(name)
      ? 'Non avevi mosse possibili e hai passato il turno.'
      : `${subject(name)} non aveva mosse possibili e ha passato il turno.`,
  pieceSelected: (square, targets) => `Pezzo in ${square} selezionato: può andare in ${list('it', targets, 'or')}.`,
  selectionCleared: 'Selezione annullata.',
  cannotMoveFrom: (square) => `Non hai in ${square} nessun pezzo che possa muoversi.`,
  selected: 'pezzo selezionato',
  target: 'il pezzo selezionato può andare qui',
  lastFrom: 'partenza dell’ultima mossa',
  lastTo: 'arrivo dell’ultima mossa',
  hinted: 'suggerimento',
  music: 'Musica',
  clockOf: (name) => (isYou(name) ? `Il tuo orologio${markOf(name)}` : `Orologio ${joined('di', name)}`),
  timeLow: (name) => `${name}: restano meno di ${num('it', 10)} secondi.`,
  outOfTime: (name) => `${name}: tempo scaduto.`,
  notSaved: (reason) =>
    ({
      unreadable: 'Qui c’è una partita salvata che non si riesce a leggere. Resterà com’è finché non giochi.',
      'newer-version': 'Qui c’è una partita salvata con una versione più recente. Resterà com’è finché non giochi.',
      'other-options': 'Qui c’è una partita salvata con altre impostazioni. Resterà com’è finché non giochi.',
      quota: 'Lo spazio di archiviazione è pieno: questa partita non viene salvata.',
      unavailable: 'Questo browser non consente l’archiviazione: questa partita non viene salvata.',
    })[reason],
};

export default words;
