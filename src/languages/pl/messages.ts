/**
 * The texts every board shares, in Polish (addressing the player as „ty”, as Polish game sites do). Sentences about a
 * named side keep the name in the nominative and the verb in the present tense, so any name fits, whatever its gender.
 */
import type { Messages } from '../../element/base/messages.js';
import { isName, markAfter } from '../names.js';
import { list, num, plural, sentences } from '../intl.js';

/** The player's own default name; the boards also give it with a mark, as in "Ty (białe)". */
const YOU = 'Ty';

/** Whether `name` is the player's own default name, alone or with its mark: the sentence then speaks to the player. */
const isYou = (name: string) => isName(name, YOU);

/** What follows the name "Ty": its mark, as in " (białe)", or nothing. */
const markOf = (name: string) => markAfter(name, YOU);

const words: Messages = {
  sentences: (parts) => sentences(parts),
  yourTurn: 'Twój ruch',
  sideToMove: (name) => (isYou(name) ? `Twój ruch${markOf(name)}` : `Ruch: ${name}`),
  thinking: 'Komputer myśli…',
  sideThinking: (name) => (isYou(name) ? 'Myślisz…' : `${name} myśli…`),
  waitingFor: (name) => `Oczekiwanie na ruch: ${name}…`,
  youWin: 'Wygrana!',
  youLose: 'Przegrana.',
  draw: 'Remis.',
  sideWins: (name) => (isYou(name) ? 'Wygrana!' : `Wygrywa ${name}!`),
  forcedWinSeen: 'Widzę wymuszoną wygraną.',
  played: (name, move) => (isYou(name) ? `Zagrywasz ${move}.` : `${name} zagrywa ${move}.`),
  you: YOU,
  computer: 'Komputer',
  opponent: 'Przeciwnik',
  player1: 'Gracz 1',
  player2: 'Gracz 2',
  wins: (count) =>
    plural('pl', count, { one: '# wygrana', few: '# wygrane', many: '# wygranych', other: '# wygranej' }),
  newGame: 'Nowa gra',
  undo: 'Cofnij',
  redo: 'Ponów',
  hint: 'Podpowiedź',
  hintIs: (move) => `Podpowiedź: ${move}.`,
  keys: 'Klawisze',
  keysTitle: 'Klawiatura',
  commonKeys: [
    'Strzałki, Home, End: poruszaj się po planszy',
    'Enter lub Spacja: zagraj na aktywnym polu',
    'Esc: anuluj wybór, zamknij tę listę',
    'h: podpowiedź',
    'u: cofnij ruch',
    'n: nowa gra',
    's: odczytaj stan gry',
    '?: pokaż lub ukryj tę listę',
  ],
  moveList: 'Ruchy',
  noMoves: 'Nie wykonano jeszcze żadnego ruchu.',
  review: 'Analiza',
  learn: 'Nauka',
  players: 'Gracze',
  newGameHint: 'Naciśnij „Nowa gra” albo kliknij planszę, aby zagrać jeszcze raz.',
  namesTitle: 'Kto gra?',
  nameOf: (side) => `Imię – ${side}`,
  start: 'Rozpocznij',
  pass: 'Pas',
  mustPass: (name) => (isYou(name) ? 'Nie masz ruchu: pas' : `${name}: brak ruchu, pas`),
  passed: (name) => (isYou(name) ? 'Nie masz ruchu i pasujesz.' : `${name} nie ma ruchu i pasuje.`),
  pieceSelected: (square, targets) => `Podniesiono pionek z ${square}; może przejść na ${list('pl', targets, 'or')}.`,
  selectionCleared: 'Odłożono pionek.',
  cannotMoveFrom: (square) => `Z pola ${square} nie możesz wykonać ruchu.`,
  selected: 'podniesiony pionek',
  target: 'możliwy cel ruchu',
  lastFrom: 'ostatni ruch stąd',
  lastTo: 'ostatni ruch tutaj',
  hinted: 'podpowiedź',
  music: 'Muzyka',
  clockOf: (name) => (isYou(name) ? `Twój zegar${markOf(name)}` : `Zegar: ${name}`),
  timeLow: (name) =>
    isYou(name)
      ? `Zostało ci mniej niż ${num('pl', 10)} sekund.`
      : `${name}: zostało mniej niż ${num('pl', 10)} sekund.`,
  outOfTime: (name) => (isYou(name) ? 'Skończył ci się czas.' : `${name}: koniec czasu.`),
  notSaved: (reason) =>
    ({
      unreadable: 'Nie można odczytać zapisanej tu gry. Pozostanie nietknięta, dopóki nie zaczniesz grać.',
      'newer-version': 'Zapisana tu gra pochodzi z nowszej wersji. Pozostanie nietknięta, dopóki nie zaczniesz grać.',
      'other-options': 'Zapisana tu gra ma inne ustawienia. Pozostanie nietknięta, dopóki nie zaczniesz grać.',
      quota: 'Pamięć jest pełna: ta gra nie jest zapisywana.',
      unavailable: 'Ta przeglądarka nie pozwala zapisywać: ta gra nie jest zapisywana.',
    })[reason],
};

export default words;
