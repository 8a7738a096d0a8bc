/** Online play's texts in Italian. */
import type { OnlineWords } from '../../element/online/online-words.js';
import { plural } from '../intl.js';

/** The other player's name until they give one (`friend`): what the sentences call them. */
const FRIEND = 'L’avversario';

const words: OnlineWords = {
  panel: 'Gioco online',
  invite: 'Invita un amico',
  inviteHelp: 'Invia questo link a un amico o dagli il codice.',
  inviteLink: 'Link di invito',
  copy: 'Copia link',
  copied: 'Link copiato.',
  code: 'Codice',
  joinCode: 'Codice del tuo amico',
  join: 'Partecipa',
  badCode: 'Un codice è formato da sei lettere e cifre, per esempio k7m2qp.',
  waiting: 'In attesa del tuo amico…',
  connecting: 'Connessione in corso…',
  connectedTo: (name) => `Stai giocando online con ${name}.`,
  connected: 'Stai giocando online.',
  reconnecting: 'Connessione persa, riconnessione in corso…',
  closed: 'Nessuna connessione.',
  registering: 'Registrazione dell’invito sul server di gioco online…',
  unreachable: (host) => `Impossibile raggiungere il server di gioco online (${host}).`,
  retry: 'Riprova',
  full: 'Questa partita ha già due giocatori.',
  intruder:
    'Qualcun altro ha provato a entrare in questa partita con il codice di invito, ma l’accesso gli è stato negato.',
  joinAsk: (code) =>
    `Il link di questa pagina chiede di entrare in un’altra partita (${code}). ` +
    'Vuoi lasciare questa ed entrare nell’altra?',
  joinOther: 'Lascia ed entra',
  stay: 'Resta',
  stop: 'Esci',
  resign: 'Abbandona',
  offerDraw: 'Proponi il pareggio',
  askUndo: 'Chiedi di annullare la mossa',
  accept: 'Accetta',
  decline: 'Rifiuta',
  rematch: 'Rivincita',
  theyOffer: (name, what) =>
    ({
      draw: `${name} propone il pareggio.`,
      undo: `${name} chiede di annullare l’ultima mossa.`,
      rematch: `${name} chiede la rivincita, a ruoli invertiti.`,
    })[what],
  weOffered: (what) =>
    ({
      draw: 'Pareggio proposto; in attesa di risposta.',
      undo: 'Hai chiesto di annullare la mossa; in attesa di risposta.',
      rematch: 'Rivincita proposta; in attesa di risposta.',
    })[what],
  declined: (what) =>
    ({
      draw: 'La proposta di pareggio è stata rifiutata.',
      undo: 'La richiesta di annullare la mossa è stata rifiutata.',
      rematch: 'La rivincita è stata rifiutata.',
    })[what],
  resigned: (name) => `${name} ha abbandonato.`,
  drawAgreed: 'Pareggio concordato.',
  friend: FRIEND,
  watchLink: 'Link per gli spettatori',
  watchHelp: 'Chiunque abbia questo link può seguire la partita in diretta, ma non giocare.',
  // CLDR's `many` is for round millions ("1000000 di persone").
  watchers: (count) =>
    plural('it', count, {
      one: '# persona sta guardando la partita.',
      many: '# di persone stanno guardando la partita.',
      other: '# persone stanno guardando la partita.',
    }),
  // A player who gave no name is nobody's "avversario" to a spectator: the sentence then names only the other.
  watchingGame: (first, second) =>
    first === FRIEND && second === FRIEND
      ? 'Stai guardando la partita.'
      : first === FRIEND || second === FRIEND
        ? `Stai guardando la partita di ${first === FRIEND ? second : first}.`
        : `Stai guardando la partita tra ${first} e ${second}.`,
  watchingWait: 'Connessione alla partita…',
  stopWatching: 'Smetti di guardare',
  left: (name) => `${name} ha lasciato la partita: in attesa che torni.`,
  mayClaim: (name) => `${name} è assente da un po’. Puoi rivendicare la vittoria o dichiarare il pareggio.`,
  claimWin: 'Rivendica la vittoria',
  claimDraw: 'Dichiara il pareggio',
  claimedWin: 'Hai rivendicato la vittoria.',
  calledDraw: 'Hai dichiarato il pareggio.',
  claimedAgainst: (name, draw) =>
    draw ? `${name} ha dichiarato il pareggio mentre eri via.` : `${name} ha rivendicato la vittoria mentre eri via.`,
  claimRefused: (name) =>
    `${name} ha rivendicato la partita mentre la connessione era interrotta, ma la tua pagina è rimasta aperta tutto ` +
    'il tempo: la partita continua.',
  claimWithdrawn: (name) =>
    `${name} non ha mai lasciato la partita: la sua pagina è rimasta aperta tutto il tempo ` +
    'ed è stata la connessione a cadere. La tua rivendicazione è ritirata e la partita continua.',
};

export default words;
