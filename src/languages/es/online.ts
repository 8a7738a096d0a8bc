/** Online play's texts in Spanish. */
import type { OnlineWords } from '../../element/online/online-words.js';
import { list, plural } from '../intl.js';

const words: OnlineWords = {
  panel: 'Juego en línea',
  invite: 'Invitar a un amigo',
  inviteHelp: 'Envía este enlace a un amigo o dale el código.',
  inviteLink: 'Enlace de invitación',
  copy: 'Copiar enlace',
  copied: 'Enlace copiado.',
  code: 'Código',
  joinCode: 'Código de tu amigo',
  join: 'Unirse',
  badCode: 'El código tiene seis caracteres, entre letras y cifras, como k7m2qp.',
  waiting: 'Esperando a tu amigo…',
  connecting: 'Conectando…',
  connectedTo: (name) => `Jugando en línea con ${name}.`,
  connected: 'Jugando en línea.',
  reconnecting: 'Se perdió la conexión; reconectando…',
  closed: 'Sin conexión.',
  registering: 'Registrando la invitación en el servidor de juego en línea…',
  unreachable: (host) => `No se puede conectar con el servidor de juego en línea (${host}).`,
  retry: 'Reintentar',
  full: 'Esta partida ya tiene dos jugadores.',
  intruder: 'Otra persona intentó unirse a esta partida con el código de invitación y fue rechazada.',
  joinAsk: (code) =>
    `El enlace de esta página pide unirse a otra partida (${code}). ¿Quieres salir de esta partida y unirte a la otra?`,
  joinOther: 'Salir y unirse',
  stay: 'Quedarse',
  stop: 'Salir',
  resign: 'Rendirse',
  offerDraw: 'Ofrecer empate',
  askUndo: 'Pedir deshacer',
  accept: 'Aceptar',
  decline: 'Rechazar',
  rematch: 'Revancha',
  theyOffer: (name, what) =>
    ({
      draw: `${name} ofrece empate.`,
      undo: `${name} pide deshacer la última jugada.`,
      rematch: `${name} pide la revancha, con los bandos intercambiados.`,
    })[what],
  weOffered: (what) =>
    ({
      draw: 'Empate ofrecido; esperando respuesta.',
      undo: 'Pediste deshacer; esperando respuesta.',
      rematch: 'Revancha pedida; esperando respuesta.',
    })[what],
  declined: (what) =>
    ({
      draw: 'La oferta de empate fue rechazada.',
      undo: 'La petición de deshacer fue rechazada.',
      rematch: 'La revancha fue rechazada.',
    })[what],
  resigned: (name) => `${name} se rindió.`,
  drawAgreed: 'Empate de mutuo acuerdo.',
  friend: 'Tu amigo',
  watchLink: 'Enlace para espectadores',
  watchHelp: 'Cualquiera con este enlace puede ver la partida en tiempo real, pero no jugar.',
  // `many` is CLDR's category for round millions ("un millón de personas").
  watchers: (count) =>
    plural('es', count, {
      one: '# persona está mirando.',
      many: '# de personas están mirando.',
      other: '# personas están mirando.',
    }),
  watchingGame: (first, second) => `Viendo la partida entre ${list('es', [first, second])}.`,
  watchingWait: 'Conectando con la partida…',
  stopWatching: 'Dejar de mirar',
  left: (name) => `${name} dejó la partida: esperando a que vuelva.`,
  mayClaim: (name) => `${name} lleva un rato fuera. Puedes reclamar la victoria o declarar empate.`,
  claimWin: 'Reclamar la victoria',
  claimDraw: 'Declarar empate',
  claimedWin: 'Reclamaste la victoria.',
  calledDraw: 'Declaraste empate.',
  claimedAgainst: (name, draw) =>
    draw ? `${name} declaró empate tras tu salida.` : `${name} reclamó la victoria tras tu salida.`,
  claimRefused: (name) =>
    `${name} reclamó el resultado mientras la conexión estaba caída, pero tu tablero siguió abierto todo el tiempo: ` +
    'la partida continúa.',
  claimWithdrawn: (name) =>
    `${name} no se fue: su tablero siguió abierto todo el tiempo y lo que falló fue la conexión. ` +
    'Tu reclamación queda retirada y la partida continúa.',
};

export default words;
