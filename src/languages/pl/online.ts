/**
 * Online play's texts in Polish. The other player's name stays in the nominative and the verbs in the present tense,
 * so any name fits, whatever its gender.
 */
import type { OnlineWords } from '../../element/online/online-words.js';
import { plural } from '../intl.js';

const words: OnlineWords = {
  panel: 'Gra online',
  invite: 'Zaproś do gry',
  inviteHelp: 'Wyślij ten link osobie, z którą chcesz zagrać, albo podaj jej kod.',
  inviteLink: 'Link z zaproszeniem',
  copy: 'Kopiuj link',
  copied: 'Skopiowano link.',
  code: 'Kod',
  joinCode: 'Kod z zaproszenia',
  join: 'Dołącz',
  badCode: 'Kod ma sześć znaków – litery i cyfry, np. k7m2qp.',
  waiting: 'Oczekiwanie na przeciwnika…',
  connecting: 'Łączenie…',
  connectedTo: (name) => `Grasz online. Przeciwnik: ${name}.`,
  connected: 'Grasz online.',
  reconnecting: 'Utracono połączenie, ponowne łączenie…',
  closed: 'Brak połączenia.',
  registering: 'Rejestrowanie zaproszenia na serwerze gry online…',
  unreachable: (host) => `Nie można połączyć się z serwerem gry online (${host}).`,
  retry: 'Spróbuj ponownie',
  full: 'Ta partia ma już dwóch graczy.',
  intruder: 'Ktoś inny próbował dołączyć do tej partii za pomocą jej kodu i został odrzucony.',
  joinAsk: (code) => `Link na tej stronie prowadzi do innej partii (${code}). Opuścić tę partię i dołączyć do tamtej?`,
  joinOther: 'Opuść i dołącz',
  stay: 'Zostań',
  stop: 'Opuść',
  resign: 'Poddaj partię',
  offerDraw: 'Zaproponuj remis',
  askUndo: 'Poproś o cofnięcie',
  accept: 'Przyjmij',
  decline: 'Odrzuć',
  rematch: 'Rewanż',
  theyOffer: (name, what) =>
    ({
      draw: `${name} proponuje remis.`,
      undo: `${name} prosi o cofnięcie ostatniego ruchu.`,
      rematch: `${name} proponuje rewanż z zamianą stron.`,
    })[what],
  weOffered: (what) =>
    ({
      draw: 'Zaproponowano remis; oczekiwanie na odpowiedź.',
      undo: 'Poproszono o cofnięcie ruchu; oczekiwanie na odpowiedź.',
      rematch: 'Zaproponowano rewanż; oczekiwanie na odpowiedź.',
    })[what],
  declined: (what) =>
    ({
      draw: 'Propozycja remisu została odrzucona.',
      undo: 'Prośba o cofnięcie ruchu została odrzucona.',
      rematch: 'Propozycja rewanżu została odrzucona.',
    })[what],
  resigned: (name) => `${name} poddaje partię.`,
  drawAgreed: 'Remis za obopólną zgodą.',
  friend: 'Przeciwnik',
  watchLink: 'Link dla widzów',
  watchHelp: 'Każdy, kto ma ten link, może oglądać partię na żywo, ale nie może w niej grać.',
  watchers: (count) =>
    plural('pl', count, {
      one: '# osoba ogląda.',
      few: '# osoby oglądają.',
      many: '# osób ogląda.',
      other: '# osoby ogląda.',
    }),
  watchingGame: (first, second) => `Oglądasz partię: ${first} – ${second}.`,
  watchingWait: 'Łączenie z partią…',
  stopWatching: 'Przestań oglądać',
  left: (name) => `${name} opuszcza partię. Oczekiwanie na powrót…`,
  mayClaim: (name) =>
    `${name} nie wraca od dłuższego czasu. Możesz ogłosić swoje zwycięstwo albo uznać partię za remis.`,
  claimWin: 'Ogłoś zwycięstwo',
  claimDraw: 'Uznaj remis',
  claimedWin: 'Ogłoszono twoje zwycięstwo.',
  calledDraw: 'Partię uznano za remis.',
  claimedAgainst: (name, draw) =>
    draw ? `Po twoim wyjściu ${name} uznaje partię za remis.` : `Po twoim wyjściu ${name} ogłasza swoje zwycięstwo.`,
  claimRefused: (name) =>
    `${name} ogłasza wynik partii podczas przerwy w połączeniu, ale twoja plansza była tu cały czas: ` +
    `gra toczy się dalej.`,
  claimWithdrawn: (name) =>
    `Plansza przeciwnika (${name}) była tu cały czas – zawiodło tylko połączenie. Ogłoszony przez ciebie wynik ` +
    `zostaje cofnięty, a gra toczy się dalej.`,
};

export default words;
