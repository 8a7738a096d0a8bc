/** The texts every board shares, in French (addressing the player as « vous », as French game sites do). */
import type { Messages } from '../../element/base/messages.js';
import { isName, markAfter } from '../names.js';
import { list, num, plural, sentences } from '../intl.js';

/** The player's own default name; the boards also give it with a mark, as in "Vous (X)". */
const YOU = 'Vous';

/** Whether `name` is the player's own default name, alone or with its mark: the sentence then speaks to the player. */
const isYou = (name: string) => isName(name, YOU);

/** What follows the name "Vous": its mark, as in " (X)", or nothing. */
const markOf = (name: string) => markAfter(name, YOU);

/** The other default names, as a sentence says them: common nouns with their article ("l’ordinateur"). */
const NOUNS: readonly (readonly [string, string])[] = [
  ['Ordinateur', 'l’ordinateur'],
  ['Adversaire', 'l’adversaire'],
  ['Joueur 1', 'le joueur 1'],
  ['Joueur 2', 'le joueur 2'],
];

/** A name as a sentence says it: a default one as a common noun, with its mark ("le joueur 1 (noir)"). */
function said(name: string): string {
  for (const [given, noun] of NOUNS) {
    if (isName(name, given)) return noun + markAfter(name, given);
  }
  return name;
}

/** A name as a sentence's subject: "Le joueur 1 (noir)", "L’ordinateur", "Ada". */
const subject = (name: string) => {
  const s = said(name);
  return s.charAt(0).toUpperCase() + s.slice(1);
};

/** "de" and a name, contracted or elided as French writes it: "du joueur 1", "de l’ordinateur", "d’Ada", "de Bo". */
function of(name: string): string {
  const s = said(name);
  if (s.startsWith('le ')) return `du ${s.slice(3)}`;
  return s === name && /^([aeiouàâäéèêëîïôöœùûü]|y[^aeiouy])/i.test(s) ? `d’${s}` : `de ${s}`;
}

const words: Messages = {
  sentences: (parts) => sentences(parts),
  yourTurn: 'À vous de jouer',
  sideToMove: (name) => (isYou(name) ? `À vous de jouer${markOf(name)}` : `Au tour ${of(name)}`),
  thinking: 'L’ordinateur réfléchit…',
  sideThinking: (name) => (isYou(name) ? 'Vous réfléchissez…' : `${subject(name)} réfléchit…`),
  waitingFor: (name) => `En attente ${of(name)}…`,
  youWin: 'Vous avez gagné !',
  youLose: 'Vous avez perdu.',
  draw: 'Partie nulle.',
  sideWins: (name) => (isYou(name) ? 'Vous avez gagné !' : `${subject(name)} gagne !`),
  forcedWinSeen: 'Je vois une victoire forcée.',
  played: (name, move) => (isYou(name) ? `Vous avez joué ${move}.` : `${subject(name)} a joué ${move}.`),
  you: YOU,
  computer: 'Ordinateur',
  opponent: 'Adversaire',
  player1: 'Joueur 1',
  player2: 'Joueur 2',
  // CLDR's `one` covers 0 and 1 in French ("0 victoire"); `many` is for round millions ("1000000 de victoires").
  wins: (count) => plural('fr', count, { one: '# victoire', many: '# de victoires', other: '# victoires' }),
  newGame: 'Nouvelle partie',
  undo: 'Annuler',
  redo: 'Rétablir',
  hint: 'Indice',
  hintIs: (move) => `Indice : ${move}.`,
  keys: 'Touches',
  keysTitle: 'Clavier',
  commonKeys: [
    'Flèches, Début, Fin : se déplacer sur le plateau',
    'Entrée ou Espace : jouer sur la case active',
    'Échap : annuler une sélection, fermer cette liste',
    'h : indice',
    'u : annuler le dernier coup',
    'n : nouvelle partie',
    's : annoncer l’état de la partie',
    '? : afficher ou masquer cette liste',
  ],
  moveList: 'Coups',
  noMoves: 'Aucun coup pour l’instant.',
  review: 'Analyse',
  learn: 'Apprendre',
  players: 'Joueurs',
  newGameHint: 'Appuyez sur « Nouvelle partie » ou cliquez sur le plateau pour rejouer.',
  namesTitle: 'Qui joue ?',
  nameOf: (side) => (isYou(side) ? `Votre nom${markOf(side)}` : `Nom ${of(side)}`),
  start: 'Commencer',
  pass: 'Passer',
  mustPass: (name) => `${name} : aucun coup possible, il faut passer`,
  passed: (name) =>
    isYou(name)
      ? 'Vous n’aviez aucun coup possible et avez passé votre tour.'
      : `${subject(name)} n’avait aucun coup possible et a passé son tour.`,
  pieceSelected: (square, targets) =>
    `Pièce en ${square} sélectionnée : elle peut aller en ${list('fr', targets, 'or')}.`,
  selectionCleared: 'Sélection annulée.',
  cannotMoveFrom: (square) => `Vous n’avez en ${square} aucune pièce qui puisse se déplacer.`,
  selected: 'pièce sélectionnée',
  target: 'la pièce sélectionnée peut aller ici',
  lastFrom: 'départ du dernier coup',
  lastTo: 'arrivée du dernier coup',
  hinted: 'indice',
  music: 'Musique',
  clockOf: (name) => (isYou(name) ? `Votre pendule${markOf(name)}` : `Pendule ${of(name)}`),
  timeLow: (name) => `${name} : il reste moins de ${num('fr', 10)} secondes.`,
  outOfTime: (name) => `${name} : temps écoulé.`,
  notSaved: (reason) =>
    ({
      unreadable:
        'Une partie enregistrée ici est illisible. Elle est conservée telle quelle jusqu’à ce que vous jouiez.',
      'newer-version':
        'Une partie enregistrée ici provient d’une version plus récente. ' +
        'Elle est conservée telle quelle jusqu’à ce que vous jouiez.',
      'other-options':
        'Une partie enregistrée ici utilise d’autres réglages. ' +
        'Elle est conservée telle quelle jusqu’à ce que vous jouiez.',
      quota: 'Le stockage est plein : cette partie n’est pas enregistrée.',
      unavailable: 'Ce navigateur refuse le stockage : cette partie n’est pas enregistrée.',
    })[reason],
};

export default words;
