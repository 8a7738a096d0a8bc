/**
 * Lines of Action's course in Polish, with „ty” and without the past tense's gender; the board's „pionek”, „pole”,
 * „ruch”, „rząd”, „przekątna” and „bicie”, the sides czarne and białe, passing „pas”.
 */
import type { CourseTexts } from '../../core/lesson-data.js';

const texts: CourseTexts = {
  'first-move': {
    title: 'Twój pierwszy ruch',
    steps: {
      first: {
        goal: 'Grasz czarnymi, a czarne zaczynają: przesuń dowolny swój pionek — kliknij go lub dotknij, a potem jedno z pól zaznaczonych dla niego (albo przeciągnij go tam); na klawiaturze dojdź do niego strzałkami, naciśnij Enter, żeby go podnieść, i znowu Enter na polu docelowym.',
        done: 'To jest ruch. Potem grają białe i tak na zmianę. Czarne zaczynają w górnym i dolnym rzędzie, białe w lewej i prawej kolumnie; wygrywa ten, kto pierwszy połączy wszystkie swoje pionki w jedną grupę.',
      },
    },
  },
  goal: {
    title: 'Połącz wszystkie pionki',
    steps: {
      join: {
        goal: 'Wygraj: przesuń samotny pionek tak, żeby wszystkie twoje pionki się stykały, w jednej grupie.',
        hint: 'Pionek na e7 stoi sam. Podnieś go i zobacz, na które pola może dojść: jedno z nich jest obok twojej pary.',
        done: 'Wszystkie trzy pionki się stykają: jedna grupa i wygrana. Nie ma znaczenia, gdzie na planszy jest grupa ani ile ma pionków.',
        wrong: {
          '*': 'Twoje pionki nadal tworzą więcej niż jedną grupę. Przesuń samotny pionek z e7 obok dwóch pionków na d4 i e4.',
        },
      },
      corner: {
        goal: 'Wygraj znowu: pionki, które stykają się tylko rogiem, też są połączone.',
        hint: 'Podnieś pionek z g6. Jedno z pól, na które może dojść, styka się z d5 rogiem.',
        done: 'e6 styka się z d5 rogiem, a d5 tak samo z c4: jedna grupa, wygrana. Pionki stykają się w każdym z 8 kierunków: bokiem albo rogiem.',
        wrong: {
          '*': 'Twoje pionki nadal tworzą więcej niż jedną grupę. Przesuń pionek z g6 na pole, które styka się z d5, choćby tylko rogiem.',
        },
      },
    },
  },
  distance: {
    title: 'Jak daleko idzie pionek',
    steps: {
      row: {
        goal: 'Przesuń pionek z a3 wzdłuż jego rzędu: przechodzi dokładnie o tyle pól, ile pionków stoi w tym rzędzie, czarnych i białych.',
        hint: 'Policz pionki w rzędzie 3: twój na a3 i biały na f3.',
        done: 'Dwa pionki w rzędzie, więc dokładnie dwa pola: z a3 na c3. Nigdy więcej, nigdy mniej. Pionek porusza się po linii prostej: wzdłuż swojego rzędu, swojej kolumny albo jednej ze swoich dwóch przekątnych.',
        wrong: { '*': 'W tym kroku chodzi o pionek z a3, przesunięty wzdłuż swojego rzędu, przez planszę.' },
      },
      column: {
        goal: 'Przesuń pionek z d4 w górę jego kolumny, licząc wszystkie pionki w całej kolumnie, także te poniżej.',
        hint: 'W kolumnie d stoją d2, d4 i d8.',
        done: 'Trzy pionki w kolumnie d, więc d4 poszedł o trzy pola w górę, na d7. Pionek poniżej, na d2, też się liczył: linia biegnie od jednej krawędzi planszy do drugiej.',
        wrong: { '*': 'W tym kroku chodzi o pionek z d4, przesunięty w górę kolumny d.' },
      },
      diagonal: {
        goal: 'Przesuń pionek z c3 po przekątnej w górę i w prawo, najpierw licząc pionki na całej jego przekątnej.',
        hint: 'Przekątna od a1 do h8 przechodzi przez b2, c3 i g7.',
        done: 'Trzy pionki na tej przekątnej, więc trzy pola: z c3 na f6. Każda z czterech linii pionka (jego rząd, kolumna i dwie przekątne) ma własną liczbę pionków.',
        wrong: { '*': 'W tym kroku chodzi o pionek z c3, przesunięty po przekątnej w górę i w prawo.' },
      },
    },
  },
  jumps: {
    title: 'Przeskakiwanie pionków',
    steps: {
      own: {
        goal: 'Połącz swoje trzy pionki: pionek z b4 może przeskoczyć twój własny pionek na d4.',
        hint: 'Policz pionki w rzędzie 4: b4, d4 i h4.',
        done: 'Trzy pionki w rzędzie, więc trzy pola, nad twoim własnym pionkiem na d4, aż na e4, które styka się z d4 i f5: jedna grupa. Pionek może przeskakiwać własne pionki.',
        wrong: { '*': 'Twoje pionki są nadal rozdzielone. Przesuń pionek z b4 wzdłuż jego rzędu.' },
      },
      blocked: {
        goal: 'Połącz swoje pionki; tym razem na prostej drodze stoi biały pionek.',
        hint: 'Pionek nigdy nie przeskakuje pionków przeciwnika, więc a4 nie przejdzie przez b4. Spróbuj innej z jego linii.',
        done: 'a4 poszedł na c6 wzdłuż swojej przekątnej (stoją na niej dwa pionki: a4 i e8), obok d5: jedna grupa. Biały pionek na drodze zamyka tę linię; inna linia może być otwarta.',
        wrong: {
          '*': 'Twoje pionki są nadal rozdzielone. Znajdź inną drogę, żeby pionek z a4 dotarł do dwóch pionków na d5 i e5.',
        },
      },
    },
  },
  captures: {
    title: 'Bicie',
    steps: {
      capture: {
        goal: 'Zbij biały pionek na e3: zakończ ruch dokładnie na nim.',
        hint: 'Policz pionki w rzędzie 3.',
        done: 'Pionek, który kończy ruch na pionku przeciwnika, bije go, a zbity pionek schodzi z planszy. Pionek może stanąć na pionku przeciwnika, nigdy na własnym.',
        wrong: { '*': 'Ten ruch niczego nie bije. Przesuń pionek z c3 tak, żeby stanął dokładnie na e3.' },
      },
      'capture-join': {
        goal: 'Wygraj: zbij biały pionek i połącz swoje pionki tym samym ruchem.',
        hint: 'Na polu, które połączyłoby f1 z twoją parą, stoi biały pionek.',
        done: 'f1 zbił d3 i teraz styka się z d4: jedna grupa, wygrana. Bicie to ruch jak każdy inny i może połączyć twoje pionki.',
        wrong: { '*': 'Twoje pionki są nadal rozdzielone. Spójrz wzdłuż przekątnych pionka z f1.' },
      },
      careful: {
        goal: 'Wygraj, łącząc swoje pionki, ale pomyśl, zanim zbijesz.',
        hint: 'Gdyby białym zostały tylko g7 i h6, te dwa pionki byłyby już jedną grupą.',
        done: 'c6 łączy twoje pionki. Zbicie a4 zostawiłoby białym tylko g7 i h6, które się stykają: białe od razu by wygrały. Każde bicie zostawia przeciwnikowi mniej pionków do połączenia, a mniej pionków bywa łatwiej połączyć.',
        wrong: {
          a6xa4:
            'To bicie zostawia białym tylko g7 i h6, które się stykają: jedna grupa i białe od razu by wygrały. Mniej pionków bywa łatwiej połączyć. Połącz raczej własne pionki.',
          '*': 'Twoje pionki są nadal rozdzielone. Pionek z a6 może dojść na pole obok d5.',
        },
      },
    },
  },
  'both-joined': {
    title: 'Obie strony połączone naraz',
    steps: {
      'mover-wins': {
        goal: 'Wygraj w jednym ruchu, choć ruch, który łączy twoje pionki, łączy też pionki białych.',
        hint: 'Twój samotny pionek na c8 i samotny biały pionek na c5 stoją w tej samej kolumnie.',
        done: 'c8 zbił c5: twoje trzy pionki są jedną grupą, podobnie jak białe na c2 i d1. Gdy jeden ruch łączy obie strony, na tej planszy wygrywa ta, która go wykonała (zasada turniejów komputerowych); niektóre zbiory zasad uznają to za remis.',
        wrong: {
          '*': 'Ten ruch nie łączy twoich pionków, a białe mogą pierwsze połączyć swoje. Poszukaj ruchu, który łączy twoje pionki od razu.',
        },
      },
    },
  },
  pass: {
    title: 'Brak ruchu? Pas',
    steps: {
      'walled-in': {
        goal: 'Oba twoje pionki są zamurowane i nie mają ruchu, więc musisz spasować: naciśnij klawisz p albo przycisk „Pokaż ruch”.',
        hint: 'Każda linia wychodząca z a1 i h8 zaczyna się od białego pionka, którego twoje pionki nie mogą przeskoczyć.',
        done: 'Strona bez ruchu pasuje, a druga strona gra dalej. To rzadkie: zdarza się, gdy pionki przeciwnika zamkną twoje.',
        wrong: { '*': 'Nie masz tu ruchu: możesz tylko spasować.' },
      },
    },
  },
  block: {
    title: 'Zatrzymaj pionek, który zaraz dołączy',
    steps: {
      stop: {
        goal: 'Samotny biały pionek na h2 może w następnym ruchu dołączyć do swojej pary: zatrzymaj go.',
        hint: 'Sprawdź, gdzie stanąłby h2 i wzdłuż której linii. Biały pionek nie może przeskoczyć twoich, a jeden pionek więcej na linii zmienia jej liczbę.',
        done: 'Zatrzymany. Stanąć mu na drodze, zająć pole, którego potrzebuje, albo zbić pionek, do którego by dołączył: każdy z tych sposobów działa. Przed każdym ruchem patrz, gdzie mogą stanąć samotne pionki przeciwnika.',
        wrong: {
          '*': 'Wtedy h2 idzie na f4, obok e5, i trzy białe pionki tworzą jedną grupę: białe wygrywają.',
        },
      },
    },
  },
  centre: {
    title: 'Zbierz pionki na środku',
    steps: {
      gather: {
        goal: 'Wygraj w dwóch ruchach: zbierz swoje pionki na środku planszy.',
        hint: 'Twój pionek na a5, przy krawędzi, jest daleko od pozostałych. I uważaj na białe: e1 mógłby od razu połączyć ich pionki na b4.',
        done: 'Ruch z a5 na c5 połączył trzy pionki na środku, a f5 miał dwie drogi do nich: białe mogły zamknąć tylko jedną. Zejście z przekątnej e1 skróciło też jego ruch, więc nie sięgał już b4. Pionki na środku są blisko wszystkich pozostałych: zbieraj je tam. Teraz możesz zagrać partię z komputerem.',
        wrong: {
          '*': 'Wtedy białe łączą swoje pionki ruchem e1 na b4 albo twoje pionki zostają zbyt daleko od siebie, żeby połączyć się na czas. Sprowadź pionek z krawędzi bliżej środka.',
        },
      },
    },
  },
};

export default texts;
