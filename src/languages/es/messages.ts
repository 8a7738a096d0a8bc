/** The texts every board shares, in Spanish (neutral international Spanish, addressing the player as «tú»). */
import type { Messages } from '../../element/base/messages.js';
import { isName, markAfter } from '../names.js';
import { list, num, plural, sentences } from '../intl.js';

/** The player's own default name; the boards also give it with a mark, as in "Tú (X)". */
const YOU = 'Tú';

/** Whether `name` is the player's own default name, alone or with its mark: the sentence then speaks to the player. */
const isYou = (name: string) => isName(name, YOU);

/** What follows the name "Tú": its mark, as in " (X)", or nothing. */
const markOf = (name: string) => markAfter(name, YOU);

const words: Messages = {
  sentences: (parts) => sentences(parts),
  yourTurn: 'Tu turno',
  sideToMove: (name) => (isYou(name) ? `Tu turno${markOf(name)}` : `Turno de ${name}`),
  thinking: 'Pensando…',
  sideThinking: (name) => `${name} está pensando…`,
  waitingFor: (name) => `Esperando a ${name}…`,
  youWin: '¡Ganaste!',
  youLose: 'Perdiste.',
  draw: 'Empate.',
  sideWins: (name) => (isYou(name) ? '¡Ganaste!' : `¡Gana ${name}!`),
  forcedWinSeen: 'Veo una victoria forzada.',
  played: (name, move) => (isYou(name) ? `Jugaste ${move}.` : `${name} jugó ${move}.`),
  you: YOU,
  computer: 'Computadora',
  opponent: 'Rival',
  player1: 'Jugador 1',
  player2: 'Jugador 2',
  // `many` is CLDR's category for round millions ("un millón de victorias").
  wins: (count) => plural('es', count, { one: '# victoria', many: '# de victorias', other: '# victorias' }),
  newGame: 'Nueva partida',
  undo: 'Deshacer',
  redo: 'Rehacer',
  hint: 'Pista',
  hintIs: (move) => `Pista: ${move}.`,
  keys: 'Teclas',
  keysTitle: 'Teclado',
  commonKeys: [
    'Flechas, Inicio, Fin: moverse por el tablero',
    'Enter o Espacio: jugar en la casilla activa',
    'Esc: cancelar una selección, cerrar esta lista',
    'h: pista',
    'u: deshacer',
    'n: nueva partida',
    's: leer el estado de la partida',
    '?: mostrar u ocultar esta lista',
  ],
  moveList: 'Jugadas',
  noMoves: 'Aún no hay jugadas.',
  review: 'Revisión',
  learn: 'Aprender',
  players: 'Jugadores',
  newGameHint: 'Pulsa «Nueva partida» o haz clic en el tablero para volver a jugar.',
  namesTitle: '¿Quién juega?',
  nameOf: (side) => (isYou(side) ? `Tu nombre${markOf(side)}` : `Nombre de ${side}`),
  start: 'Empezar',
  pass: 'Pasar',
  mustPass: (name) => `${name}: sin jugadas posibles, hay que pasar`,
  passed: (name) => (isYou(name) ? 'No tenías jugada y pasaste.' : `${name} no tenía jugada y pasó.`),
  pieceSelected: (square, targets) => `Pieza de ${square} seleccionada: puede ir a ${list('es', targets, 'or')}.`,
  selectionCleared: 'Selección cancelada.',
  cannotMoveFrom: (square) => `No tienes en ${square} ninguna pieza que pueda moverse.`,
  selected: 'seleccionada',
  target: 'la pieza seleccionada puede ir aquí',
  lastFrom: 'origen de la última jugada',
  lastTo: 'destino de la última jugada',
  hinted: 'pista',
  music: 'Música',
  clockOf: (name) => (isYou(name) ? `Tu reloj${markOf(name)}` : `Reloj de ${name}`),
  timeLow: (name) => `${name}: quedan menos de ${num('es', 10)} segundos.`,
  outOfTime: (name) => `${name}: se acabó el tiempo.`,
  notSaved: (reason) =>
    ({
      unreadable: 'Aquí hay una partida guardada que no se puede leer. Se conservará tal cual hasta que juegues.',
      'newer-version':
        'Aquí hay una partida guardada con una versión más reciente. Se conservará tal cual hasta que juegues.',
      'other-options':
        'Aquí hay una partida guardada con otra configuración. Se conservará tal cual hasta que juegues.',
      quota: 'El almacenamiento está lleno: esta partida no se está guardando.',
      unavailable: 'Este navegador no permite guardar datos: esta partida no se está guardando.',
    })[reason],
};

export default words;
