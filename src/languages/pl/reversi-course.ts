/**
 * Reversi's course in Polish, with „ty” and without the past tense's gender; the board's „pionek”, „pole”, „ruch” and
 * „plansza”, the sides czarne and białe, discs „odwracane”, a row a „wiersz”, a diagonal a „przekątna”, passing „pas”.
 */
import type { CourseTexts } from '../../core/lesson-data.js';

const texts: CourseTexts = {
  place: {
    title: 'Twój pierwszy pionek',
    steps: {
      first: {
        goal: 'Grasz czarnymi: postaw pionek na polu oznaczonym kropką — kliknij je lub dotknij albo przejdź tam strzałkami i naciśnij Enter.',
        done: 'Twój nowy pionek i czarny pionek, który już tam stał, zamknęły między sobą biały pionek, więc stał się czarny. Każdy ruch musi tak odwrócić co najmniej jeden pionek; kropki pokazują, gdzie możesz zagrać.',
      },
      aim: {
        goal: 'Na tej mniejszej planszy, gdzie obowiązują te same zasady, odwróć biały pionek na d4, żeby stał się czarny.',
        hint: 'Kolumny mają litery od lewej, a wiersze numery od góry. Pionek na d4 musi się znaleźć między twoim nowym pionkiem a czarnym pionkiem, na jednej prostej.',
        done: 'Pionek na d4 jest teraz czarny. Odwracają się tylko pionki, które twój nowy pionek zamyka w linii z innym czarnym pionkiem; pozostałe zostają bez zmian.',
        wrong: {
          '*': 'Ten ruch odwraca inny biały pionek. Żeby odwrócić d4, postaw pionek po drugiej stronie d4 niż czarny pionek, na jednej prostej.',
        },
      },
    },
  },
  line: {
    title: 'Odwraca się cała linia',
    steps: {
      row: {
        goal: 'Odwróć wszystkie trzy białe pionki w wierszu 3 jednym pionkiem.',
        hint: 'Zamknij rząd białych pionków od jego wolnego końca, naprzeciw czarnego pionka na a3.',
        done: 'Wszystkie trzy odwróciły się naraz: odwraca się każdy biały pionek między twoim nowym pionkiem a innym twoim pionkiem, ile by ich nie było, byle w linii nie było przerwy.',
        wrong: { '*': 'To odwraca tylko jeden pionek. Szukaj wolnego końca białego rzędu, który zaczyna się przy a3.' },
      },
      diagonal: {
        goal: 'Linie biegną też po przekątnej: odwróć jednym ruchem trzy białe pionki wzdłuż przekątnej.',
        hint: 'Zacznij od czarnego pionka na b2 i idź za białymi pionkami w dół i w prawo.',
        done: 'Odwróciła się cała przekątna od b2. Linia może biec w poziomie, w pionie albo od rogu do rogu.',
        wrong: {
          f5: 'Ruch f5 zamyka wiersz 5 i odwraca dwa pionki. Szukaj przekątnej z trzema.',
          '*': 'To odwraca tylko jeden pionek. Szukaj dłuższej linii białych pionków na przekątnej.',
        },
      },
    },
  },
  directions: {
    title: 'Kilka linii naraz',
    steps: {
      two: {
        goal: 'Znajdź pole, które odwraca białe pionki w dwóch liniach naraz.',
        hint: 'Każdy czarny pionek może zamknąć własną linię: szukaj pustego pola, które leży w linii z dwoma z nich.',
        done: 'Ruch e5 zamknął kolumnę aż do e2 i przekątną aż do b2: cztery pionki jednym ruchem. Nowy pionek odwraca każdą linię, którą zamyka, we wszystkich ośmiu kierunkach.',
        wrong: {
          d5: 'Ruch d5 zamyka tylko wiersz 5 i odwraca dwa pionki. Inne pole zamyka dwie linie.',
          '*': 'To zamyka tylko jedną linię. Inne pole zamyka dwie.',
        },
      },
      five: {
        goal: 'Odwróć jednym ruchem pięć białych pionków.',
        hint: 'Spójrz na puste pole wśród białych pionków: czy za każdym jego białym sąsiadem stoi czarny pionek?',
        done: 'Jeden pionek zamknął pięć linii: w górę, obie przekątne w górę, w lewo i w dół w lewo. Pionek na e4 został biały: żaden czarny pionek nie zamyka tej linii.',
        wrong: {
          '*': 'To zamyka tylko jedną linię. Znajdź pole otoczone białymi pionkami, za którymi stoją czarne.',
        },
      },
    },
  },
  end: {
    title: 'Koniec partii',
    steps: {
      count: {
        goal: 'Zostały dwa pola: zagraj to, po którym na koniec partii będziesz mieć więcej pionków.',
        hint: 'Gdy żadna strona nie ma ruchu, partia się kończy i liczy się pionki. Policz je po każdym swoim ruchu i odpowiedzi białych.',
        done: 'Po c4 żadna strona nie może zagrać d1, więc partia kończy się z tym polem pustym: czarne 10, białe 5. Partia kończy się, gdy plansza jest pełna albo nikt nie ma ruchu, a wygrywa strona z większą liczbą pionków.',
        wrong: {
          d1: 'Po d1 białe grają c4, zapełniają planszę i odwracają pionki z powrotem: 7 czarnych przeciw 9 białym.',
        },
      },
    },
  },
  pass: {
    title: 'Brak ruchu: pas',
    steps: {
      'no-move': {
        goal: 'Czarne nie mają pola, które odwraca biały pionek, więc spasuj: naciśnij przycisk „Pas” pod planszą albo klawisz P.',
        hint: 'Spróbuj jakiegoś pola: plansza powie, dlaczego nic nie odwraca. Gdy żadne pole nie odwraca pionka, musisz spasować.',
        done: 'Pasujesz, a teraz grają białe. Pasować wolno tylko wtedy, gdy nie masz ruchu; gdy nie ma go żadna strona, partia się kończy.',
        wrong: { '*': 'Czarne nie mogą tu postawić pionka: pas to jedyny ruch.' },
      },
      again: {
        goal: 'Białe prowadzą 9 do 4: wygraj, grając tak, żeby białe nie miały ruchu i musiały spasować, a potem zagraj jeszcze raz.',
        hint: 'Po każdym swoim ruchu spójrz na puste pola oczami białych: czy biały pionek mógłby tam zamknąć linię?',
        done: 'Białe musiały spasować, więc grasz dwa razy z rzędu: z 4 pionków przeciw 9 robi się wygrana 9 do 6, a c1 zostaje puste.',
        wrong: {
          '*': 'Po tym ruchu białe nadal mają ruch i nie da się już wygrać. Znajdź ruch, który nie zostawia białym żadnego.',
        },
      },
    },
  },
  corners: {
    title: 'Rogi',
    steps: {
      take: {
        goal: 'Zajmij róg.',
        hint: 'Rogi to a1, f1, a6 i f6; na jeden z nich można zagrać.',
        done: 'Żadna linia nie biegnie dalej niż róg, więc nic nie może tam zamknąć pionka: zostaje czarny do końca. Pionki obok mogą się o niego oprzeć i też stać się bezpieczne.',
        wrong: {
          c6: 'Ruch c6 odwraca trzy pionki, ale później można je odwrócić z powrotem. Pionka w rogu — nigdy.',
          '*': 'To nie jest róg. Spójrz na a1, f1, a6 i f6.',
        },
      },
      'no-gift': {
        goal: 'Wykonaj ruch, po którym białe nie mogą zająć rogu.',
        hint: 'Róg a1 jest pusty. Który z twoich ruchów dałby białym linię do zamknięcia z a1?',
        done: 'Białe nadal nie mają rogu. Pionek obok pustego rogu często pozwala przeciwnikowi go zająć, więc graj tam tylko wtedy, gdy musisz.',
        wrong: {
          a2: 'Ruch a2 odwraca pięć pionków, ale stawia pionek obok pustego rogu: białe grają wtedy a1 i ten pionek należy do białych na zawsze.',
          b1: 'Pionek na b1 stoi obok pustego rogu: białe grają wtedy a1 i ten pionek należy do białych na zawsze.',
          '*': 'Ten ruch pozwala białym zająć róg.',
        },
      },
      'corner-wins': {
        goal: 'Z powrotem na zwykłej planszy 8 × 8 wygraj partię: w wierszu 1 zostały trzy pola.',
        hint: 'Pionka na h1 nie da się nigdy odwrócić; pionek na g1, obok pustego rogu, już tak.',
        done: 'Zajmujesz h1, białe odpowiadają g1, a f1 zapełnia planszę: 34 do 30 dla czarnych.',
        wrong: {
          g1: 'Pionek na g1 stoi obok pustego rogu: po f1 białych i twoim h1 plansza jest pełna, po 32 pionki — remis.',
          f1: 'Po f1 białe grają g1 i nawet z h1 kończysz 28 do 36.',
        },
      },
    },
  },
  mobility: {
    title: 'Mniej pionków, więcej ruchów',
    steps: {
      fewest: {
        goal: 'Zagraj ruch, po którym białe będą mieć najmniej ruchów w odpowiedzi.',
        hint: 'Ruch, który odwraca wiele pionków, często otwiera pola dla białych. Sprawdź, co białe mogłyby zagrać po każdym twoim ruchu.',
        done: 'Po f4 białe mają tylko jeden ruch, e3, choć mają więcej pionków. Ruchy są ważniejsze niż pionki: strona z małą liczbą ruchów wkrótce musi grać złe.',
        wrong: {
          c2: 'Ruch c2 odwraca cztery pionki, ale potem białe mają do wyboru osiem ruchów.',
          '*': 'To zostawia białym więcej niż jeden ruch. Inny ruch zostawia im tylko jedną odpowiedź.',
        },
      },
      'no-reply': {
        goal: 'Białe mają 23 pionki, ty 10: wygraj, zostawiając białe bez ruchu.',
        hint: 'Nie licz pionków, które odwracasz; licz odpowiedzi białych po twoim ruchu.',
        done: 'Po c1 białe nie miały ruchu i spasowały, a potem ruch a5 zakończył partię: 21 do 14 dla czarnych. Teraz możesz zagrać prawdziwą partię z komputerem.',
        wrong: {
          a5: 'Ruch a5 odwraca siedem pionków, ale potem białe wciąż mają ruch i kończą z przewagą.',
          '*': 'Po tym ruchu białe wciąż mają ruch i kończą z przewagą.',
        },
      },
    },
  },
};

export default texts;
