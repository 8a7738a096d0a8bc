/** The texts every board shares, in German (addressing the player as „du“, as German game sites do). */
import type { Messages } from '../../element/base/messages.js';
import { isName, markAfter } from '../names.js';
import { list, num, plural, sentences } from '../intl.js';

/** The player's own default name; the boards also give it with a mark, as in "Du (Rot)". */
const YOU = 'Du';

/** Whether `name` is the player's own default name, alone or with its mark: the sentence then speaks to the player. */
const isYou = (name: string) => isName(name, YOU);

/** What follows the name "Du": its mark, as in " (Rot)", or nothing. */
const markOf = (name: string) => markAfter(name, YOU);

const words: Messages = {
  sentences: (parts) => sentences(parts),
  yourTurn: 'Du bist am Zug',
  sideToMove: (name) => (isYou(name) ? `Du bist am Zug${markOf(name)}` : `Am Zug: ${name}`),
  thinking: 'Der Computer denkt nach…',
  sideThinking: (name) => (isYou(name) ? 'Du denkst nach…' : `${name} denkt nach…`),
  waitingFor: (name) => `Warten auf ${name}…`,
  youWin: 'Du hast gewonnen!',
  youLose: 'Du hast verloren.',
  draw: 'Unentschieden.',
  sideWins: (name) => (isYou(name) ? 'Du hast gewonnen!' : `${name} hat gewonnen!`),
  forcedWinSeen: 'Ich sehe einen erzwungenen Sieg.',
  played: (name, move) => (isYou(name) ? `Du hast ${move} gespielt.` : `${name} hat ${move} gespielt.`),
  you: YOU,
  computer: 'Computer',
  opponent: 'Gegner',
  player1: 'Spieler 1',
  player2: 'Spieler 2',
  wins: (count) => plural('de', count, { one: '# Sieg', other: '# Siege' }),
  newGame: 'Neues Spiel',
  undo: 'Rückgängig',
  redo: 'Wiederholen',
  hint: 'Tipp',
  hintIs: (move) => `Tipp: ${move}.`,
  keys: 'Tasten',
  keysTitle: 'Tastatur',
  commonKeys: [
    'Pfeiltasten, Pos1, Ende: auf dem Brett bewegen',
    'Eingabetaste oder Leertaste: auf dem aktuellen Feld spielen',
    'Esc: Auswahl aufheben, diese Liste schließen',
    'h: Tipp',
    'u: Zug zurücknehmen',
    'n: neues Spiel',
    's: Spielstand vorlesen',
    '?: diese Liste ein- oder ausblenden',
  ],
  moveList: 'Züge',
  noMoves: 'Noch keine Züge.',
  review: 'Analyse',
  learn: 'Lernen',
  players: 'Spieler',
  newGameHint: 'Klicke auf „Neues Spiel“ oder auf das Brett, um noch einmal zu spielen.',
  namesTitle: 'Wer spielt?',
  nameOf: (side) => `Name von ${side}`,
  start: 'Starten',
  pass: 'Passen',
  mustPass: (name) => (isYou(name) ? 'Du hast keinen Zug und musst passen' : `${name}: kein Zug möglich, muss passen`),
  passed: (name) =>
    isYou(name) ? 'Du hattest keinen Zug und hast gepasst.' : `${name} hatte keinen Zug und hat gepasst.`,
  pieceSelected: (square, targets) => `${square} aufgenommen; mögliche Ziele: ${list('de', targets, 'or')}.`,
  selectionCleared: 'Abgesetzt.',
  cannotMoveFrom: (square) => `Von ${square} aus kannst du nicht ziehen.`,
  selected: 'aufgenommen',
  target: 'mögliches Ziel',
  lastFrom: 'letzter Zug von hier',
  lastTo: 'letzter Zug hierhin',
  hinted: 'Tipp',
  music: 'Musik',
  clockOf: (name) => (isYou(name) ? `Deine Uhr${markOf(name)}` : `Uhr: ${name}`),
  timeLow: (name) =>
    isYou(name)
      ? `Du hast weniger als ${num('de', 10)} Sekunden übrig.`
      : `${name}: weniger als ${num('de', 10)} Sekunden übrig.`,
  outOfTime: (name) => (isYou(name) ? 'Deine Zeit ist abgelaufen.' : `${name}: Zeit abgelaufen.`),
  notSaved: (reason) =>
    ({
      unreadable: 'Ein hier gespeichertes Spiel lässt sich nicht lesen. Es bleibt unverändert, bis du spielst.',
      'newer-version':
        'Ein hier gespeichertes Spiel stammt aus einer neueren Version. Es bleibt unverändert, bis du spielst.',
      'other-options': 'Ein hier gespeichertes Spiel hat andere Einstellungen. Es bleibt unverändert, bis du spielst.',
      quota: 'Der Speicher ist voll: Dieses Spiel wird nicht gespeichert.',
      unavailable: 'Dieser Browser erlaubt kein Speichern: Dieses Spiel wird nicht gespeichert.',
    })[reason],
};

export default words;
