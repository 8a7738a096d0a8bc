/** Online play's texts in German. */
import type { OnlineWords } from '../../element/online/online-words.js';
import { plural } from '../intl.js';

const words: OnlineWords = {
  panel: 'Online spielen',
  invite: 'Zum Spiel einladen',
  inviteHelp: 'Schick diesen Link an die Person, mit der du spielen willst, oder gib ihr den Code.',
  inviteLink: 'Einladungslink',
  copy: 'Link kopieren',
  copied: 'Link kopiert.',
  code: 'Code',
  joinCode: 'Code aus der Einladung',
  join: 'Beitreten',
  badCode: 'Ein Code besteht aus sechs Buchstaben und Ziffern, z. B. k7m2qp.',
  waiting: 'Warten auf dein Gegenüber…',
  connecting: 'Verbindung wird hergestellt…',
  connectedTo: (name) => `Du spielst online gegen ${name}.`,
  connected: 'Du spielst online.',
  reconnecting: 'Verbindung unterbrochen, wird wiederhergestellt…',
  closed: 'Nicht verbunden.',
  registering: 'Die Einladung wird beim Online-Server angemeldet…',
  unreachable: (host) => `Der Online-Server (${host}) ist nicht erreichbar.`,
  retry: 'Erneut versuchen',
  full: 'Diese Partie hat schon zwei Spieler.',
  intruder: 'Jemand anderes hat versucht, mit dem Code dieser Partie beizutreten, und wurde abgewiesen.',
  joinAsk: (code) =>
    `Der Link dieser Seite führt zu einer anderen Partie (${code}). Diese Partie verlassen und der anderen beitreten?`,
  joinOther: 'Verlassen und beitreten',
  stay: 'Bleiben',
  stop: 'Verlassen',
  resign: 'Aufgeben',
  offerDraw: 'Unentschieden anbieten',
  askUndo: 'Zugrücknahme erbitten',
  accept: 'Annehmen',
  decline: 'Ablehnen',
  rematch: 'Revanche',
  theyOffer: (name, what) =>
    ({
      draw: `${name} bietet ein Unentschieden an.`,
      undo: `${name} möchte den letzten Zug zurücknehmen.`,
      rematch: `${name} möchte eine Revanche mit getauschten Seiten.`,
    })[what],
  weOffered: (what) =>
    ({
      draw: 'Unentschieden angeboten; die Antwort steht noch aus.',
      undo: 'Zugrücknahme erbeten; die Antwort steht noch aus.',
      rematch: 'Revanche angefragt; die Antwort steht noch aus.',
    })[what],
  declined: (what) =>
    ({
      draw: 'Das Angebot eines Unentschiedens wurde abgelehnt.',
      undo: 'Die Zugrücknahme wurde abgelehnt.',
      rematch: 'Die Revanche wurde abgelehnt.',
    })[what],
  resigned: (name) => `${name} hat aufgegeben.`,
  drawAgreed: 'Unentschieden vereinbart.',
  friend: 'Dein Gegenüber',
  watchLink: 'Link zum Zuschauen',
  watchHelp: 'Wer diesen Link hat, kann der Partie live zuschauen, aber nicht mitspielen.',
  watchers: (count) => plural('de', count, { one: '# Person schaut zu.', other: '# Personen schauen zu.' }),
  watchingGame: (first, second) => `Du schaust zu: ${first} gegen ${second}.`,
  watchingWait: 'Verbindung zur Partie wird hergestellt…',
  stopWatching: 'Zuschauen beenden',
  left: (name) => `${name} hat die Partie verlassen. Warten auf die Rückkehr…`,
  mayClaim: (name) =>
    `${name} ist schon eine Weile weg. Du kannst den Sieg beanspruchen oder die Partie als unentschieden werten.`,
  claimWin: 'Sieg beanspruchen',
  claimDraw: 'Als unentschieden werten',
  claimedWin: 'Du hast den Sieg beansprucht.',
  calledDraw: 'Du hast die Partie als unentschieden gewertet.',
  claimedAgainst: (name, draw) =>
    draw
      ? `${name} hat die Partie als unentschieden gewertet, nachdem du gegangen warst.`
      : `${name} hat den Sieg beansprucht, nachdem du gegangen warst.`,
  claimRefused: (name) =>
    `${name} hat während der Verbindungsstörung ein Ergebnis beansprucht, aber dein Brett war die ganze Zeit da: ` +
    `Die Partie geht weiter.`,
  claimWithdrawn: (name) =>
    `${name} war die ganze Zeit da – nur die Verbindung war gestört. Dein Anspruch wird zurückgezogen, und die ` +
    `Partie geht weiter.`,
};

export default words;
