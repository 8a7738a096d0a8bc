/** Online play's texts in French. */
import type { OnlineWords } from '../../element/online/online-words.js';
import { plural } from '../intl.js';

/** The other player's name until they give one (`friend`): what the sentences call them. */
const FRIEND = 'Votre adversaire';

/** "de" and a name, elided before a vowel as French writes it: "d’Ada", "de Bo". */
const of = (name: string) => (/^([aeiouàâäéèêëîïôöœùûü]|y[^aeiouy])/i.test(name) ? `d’${name}` : `de ${name}`);

const words: OnlineWords = {
  panel: 'Jeu en ligne',
  invite: 'Inviter un ami',
  inviteHelp: 'Envoyez ce lien à un ami, ou donnez-lui le code.',
  inviteLink: 'Lien d’invitation',
  copy: 'Copier le lien',
  copied: 'Lien copié.',
  code: 'Code',
  joinCode: 'Code de votre ami',
  join: 'Rejoindre',
  badCode: 'Un code se compose de six lettres et chiffres, par exemple k7m2qp.',
  waiting: 'En attente de votre ami…',
  connecting: 'Connexion en cours…',
  connectedTo: (name) => `Partie en ligne avec ${name}.`,
  connected: 'Partie en ligne en cours.',
  reconnecting: 'Connexion perdue, reconnexion en cours…',
  closed: 'Hors ligne.',
  registering: 'Enregistrement de l’invitation auprès du serveur de jeu en ligne…',
  unreachable: (host) => `Impossible de joindre le serveur de jeu en ligne (${host}).`,
  retry: 'Réessayer',
  full: 'Cette partie a déjà deux joueurs.',
  intruder: 'Quelqu’un d’autre a tenté de rejoindre cette partie avec le code d’invitation ; l’accès lui a été refusé.',
  joinAsk: (code) =>
    `Le lien de cette page propose de rejoindre une autre partie (${code}). Quitter celle-ci pour rejoindre l’autre ?`,
  joinOther: 'Quitter et rejoindre',
  stay: 'Rester',
  stop: 'Quitter',
  resign: 'Abandonner',
  offerDraw: 'Proposer la nulle',
  askUndo: 'Demander à reprendre le coup',
  accept: 'Accepter',
  decline: 'Refuser',
  rematch: 'Revanche',
  theyOffer: (name, what) =>
    ({
      draw: `${name} propose la nulle.`,
      undo: `${name} demande à reprendre le dernier coup.`,
      rematch: `${name} propose une revanche, en échangeant les camps.`,
    })[what],
  weOffered: (what) =>
    ({
      draw: 'Nulle proposée ; en attente de la réponse.',
      undo: 'Reprise du coup demandée ; en attente de la réponse.',
      rematch: 'Revanche proposée ; en attente de la réponse.',
    })[what],
  declined: (what) =>
    ({
      draw: 'La proposition de nulle a été refusée.',
      undo: 'La demande de reprise du coup a été refusée.',
      rematch: 'La revanche a été refusée.',
    })[what],
  resigned: (name) => `${name} a abandonné.`,
  drawAgreed: 'Nulle d’un commun accord.',
  friend: FRIEND,
  watchLink: 'Lien pour les spectateurs',
  watchHelp: 'Toute personne disposant de ce lien peut suivre la partie en direct, mais pas y jouer.',
  // CLDR's `many` is for round millions ("1000000 de personnes").
  watchers: (count) =>
    plural('fr', count, {
      one: '# personne regarde la partie.',
      many: '# de personnes regardent la partie.',
      other: '# personnes regardent la partie.',
    }),
  // A player who gave no name is nobody's "adversaire" to a spectator: the sentence then names only the other.
  watchingGame: (first, second) =>
    first === FRIEND && second === FRIEND
      ? 'Vous regardez la partie.'
      : first === FRIEND || second === FRIEND
        ? `Vous regardez la partie ${of(first === FRIEND ? second : first)}.`
        : `Vous regardez la partie entre ${first} et ${second}.`,
  watchingWait: 'Connexion à la partie…',
  stopWatching: 'Arrêter de regarder',
  left: (name) => `${name} a quitté la partie : en attente de son retour.`,
  mayClaim: (name) =>
    `${name} a quitté la partie il y a un moment. Vous pouvez revendiquer la victoire ou déclarer la partie nulle.`,
  claimWin: 'Revendiquer la victoire',
  claimDraw: 'Déclarer la partie nulle',
  claimedWin: 'Vous avez revendiqué la victoire.',
  calledDraw: 'Vous avez déclaré la partie nulle.',
  claimedAgainst: (name, draw) =>
    draw
      ? `${name} a déclaré la partie nulle après votre départ.`
      : `${name} a revendiqué la victoire après votre départ.`,
  claimRefused: (name) =>
    `${name} a revendiqué la partie pendant la coupure de connexion, mais votre page est restée ouverte ` +
    'tout du long : la partie continue.',
  claimWithdrawn: (name) =>
    `${name} n’a jamais quitté la partie : sa page est restée ouverte tout du long, ` +
    'c’est la connexion qui a été coupée. Votre revendication est annulée et la partie continue.',
};

export default words;
