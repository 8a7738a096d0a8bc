/**
 * Tic-tac-toe's course in Polish, with „ty”; the board's „pole”, „ruch” and „plansza”, a row a „wiersz”, a diagonal a
 * „przekątna”.
 */
import type { CourseTexts } from '../../core/lesson-data.js';

const texts: CourseTexts = {
  marks: {
    title: 'Twój pierwszy znak',
    steps: {
      first: {
        goal: 'Grasz jako X: postaw X na dowolnym pustym polu — kliknij je lub dotknij albo przejdź tam strzałkami i naciśnij Enter.',
        done: 'To jest ruch. Potem gra O i gracie na zmianę, aż ktoś z was ułoży trzy w rzędzie albo plansza się zapełni.',
      },
    },
  },
  lines: {
    title: 'Trzy w rzędzie',
    steps: {
      row: {
        goal: 'Wygraj: postaw trzeci X obok swoich dwóch, by ułożyć trzy w rzędzie.',
        hint: 'Twoje dwa X są w jednym wierszu. Jedno pole tego wiersza jest jeszcze puste.',
        done: 'Trzy w rzędzie w poziomie: wygrywasz.',
        wrong: { '*': 'To pole nie kończy linii trzech X. Spójrz wzdłuż wiersza, w którym stoją twoje dwa X.' },
      },
      column: {
        goal: 'Wygraj znowu: trzy w linii w kolumnie też wygrywają.',
        hint: 'Twoje dwa X stoją jeden nad drugim.',
        done: 'Trzy w kolumnie: wygrywasz.',
        wrong: {
          b3: 'To zatrzymuje O, ale możesz wygrać od razu: najpierw dokończ własną linię.',
          '*': 'To pole nie kończy linii trzech X.',
        },
      },
      diagonal: {
        goal: 'Wygraj jeszcze raz: dwie przekątne, od rogu do rogu, to też linie.',
        hint: 'Twoje X są w rogu i na środku. Który róg leży naprzeciw twojego?',
        done: 'Trzy na przekątnej: wygrywasz. Wiersze, kolumny i dwie przekątne to osiem linii planszy.',
        wrong: { '*': 'To pole nie kończy linii trzech X. Spójrz od rogu do rogu przez środek.' },
      },
    },
  },
  block: {
    title: 'Zablokuj linię',
    steps: {
      column: {
        goal: 'O ma dwa znaki w linii i w następnym ruchu ją dokończy: postaw swój X tak, by zatrzymać O.',
        hint: 'Znajdź linię z dwoma O i pustym polem.',
        done: 'Zablokowane. Gdy nie możesz wygrać od razu, najpierw zatrzymaj linię, którą przeciwnik zaraz dokończy.',
        wrong: { '*': 'Wtedy O zajmuje puste pole swojej linii i wygrywa. Znajdź linię z dwoma O.' },
      },
      diagonal: {
        goal: 'O znowu grozi: zatrzymaj go.',
        hint: 'Tym razem linia to przekątna.',
        done: 'Znowu zablokowane. Linie na przekątnej najłatwiej przeoczyć.',
        wrong: { '*': 'O wciąż ma dwa znaki na przekątnej, której trzecie pole jest puste.' },
      },
    },
  },
  fork: {
    title: 'Dwie groźby naraz',
    steps: {
      'two-threats': {
        goal: 'Utwórz jednym ruchem dwie linie z dwoma X: O zatrzyma tylko jedną, a ty wygrasz drugą.',
        hint: 'Szukaj pustego pola, które zaczyna drugą linię z twoimi X, a przy tym zachowuje pierwszą.',
        done: 'Widełki: dwie groźby, a jeden ruch nie zatrzyma obu. Tak wygrywa się większość partii w kółko i krzyżyk.',
        wrong: { '*': 'Potem O może zatrzymać twoją jedyną groźbę. Znajdź pole, które tworzy dwie.' },
      },
    },
  },
  larger: {
    title: 'Większe plansze',
    steps: {
      four: {
        goal: 'Na planszy cztery na cztery wygrywają cztery w rzędzie: dokończ swoją linię czterech.',
        hint: 'Twoje trzy X są w jednym wierszu.',
        done: 'Cztery w rzędzie. Na większych planszach linie są dłuższe, a blokowanie liczy się jeszcze bardziej.',
        wrong: { '*': 'To nie daje czterech w rzędzie, a potem O kończy swoją linię.' },
      },
    },
  },
};

export default texts;
