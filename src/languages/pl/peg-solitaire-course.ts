/**
 * Peg solitaire's course in Polish, with „ty” and without the past tense's gender; the board's „pionek”, „pole”,
 * „skok”, „ruch” and „plansza”, a row a „wiersz”, a column a „kolumna”, a package of pegs cleared together a „pakiet”.
 */
import type { CourseTexts } from '../../core/lesson-data.js';

const texts: CourseTexts = {
  'first-jump': {
    title: 'Twój pierwszy skok',
    steps: {
      first: {
        goal: 'Przeskocz pionkiem na puste pole pośrodku: kliknij lub dotknij pionka oddalonego od niego w linii prostej o dwa pola, a potem tego pola (albo przejdź tam strzałkami i naciśnij Enter na pionku, a potem na polu).',
        hint: 'Puste pole to d4. Pionek z d2, d6, b4 lub f4 może na nie skoczyć przez pionek stojący pomiędzy.',
        done: 'To jest skok: twój pionek przeskoczył przez sąsiada, a sąsiad został zdjęty z planszy. Każdy ruch jest skokiem i każdy skok zdejmuje z planszy jeden pionek.',
      },
    },
  },
  jumps: {
    title: 'Skok zdejmuje pionek',
    steps: {
      take: {
        goal: 'Zdejmij z planszy pionek z c4: przeskocz przez niego innym pionkiem.',
        hint: 'Skok kończy się na pustym polu tuż za pionkiem, przez który przechodzi. Które puste pole sąsiaduje z c4?',
        done: 'c5 przeskoczył przez c4 na c3, a c4 zniknął z planszy. Skok zawsze wymaga trzech pól w linii: twojego pionka, pionka, przez który skacze, i pustego pola.',
        wrong: { '*': 'Ten skok zdejmuje inny pionek. Znajdź pionek, który może przeskoczyć przez c4 na puste pole.' },
      },
      straight: {
        goal: 'Zapełnij skokiem puste pole d2; pionki skaczą wzdłuż wierszy i kolumn, nigdy po skosie.',
        hint: 'Spójrz z d2 prosto w dół kolumny d: dwa pionki jeden za drugim.',
        done: 'd4 przeskoczył w górę przez d3. Na tej planszy pionek skacze w górę, w dół, w lewo lub w prawo, przez dokładnie jeden pionek, nigdy na ukos.',
        wrong: {
          '*': 'Ten skok nie kończy się na d2. Znajdź pionek dwa pola od d2 w jego kolumnie lub wierszu, z pionkiem pomiędzy.',
        },
      },
    },
  },
  chains: {
    title: 'Jeden pionek, kilka skoków',
    steps: {
      again: {
        goal: 'Pionek, który właśnie wylądował na c4, może skoczyć jeszcze raz: wykonaj ten drugi skok.',
        hint: 'Poszukaj obok c4 pionka, za którym jest puste pole.',
        done: 'Każdy skok to osobny ruch, nawet gdy ten sam pionek skacze ponownie. Pionek może skakać dalej, ruch po ruchu, dopóki znajduje pionek do przeskoczenia i puste pole za nim.',
        wrong: { '*': 'To skok innego pionka. Skocz jeszcze raz pionkiem z c4.' },
      },
      twice: {
        goal: 'Zostaw w czterech skokach jeden pionek, na d4: jeden z twoich pionków musi skoczyć dwa razy z rzędu.',
        hint: 'Poszukaj pionka, który po jednym skoku wyląduje tam, skąd może skoczyć znowu.',
        done: 'c5 skoczył na e5, a potem dalej na e3, skręcając za róg: dwa ruchy jednego pionka. Potem e2 i f4 zakończyły grę na d4.',
        wrong: {
          'f4-d4': 'd4 zapełnia się za wcześnie: z czterech pozostałych pionków nie da się już zostawić jednego.',
          '*': 'Po tym skoku nie da się już zostawić jednego pionka na d4. Poszukaj pionka, który może skoczyć dwa razy z rzędu.',
        },
      },
    },
  },
  goal: {
    title: 'Cel: zostaje jeden pionek',
    steps: {
      last: {
        goal: 'Zakończ z jednym pionkiem na d4, polu, które na początku było puste (otoczonym przerywaną linią).',
        hint: 'Zostały dwa pionki, jeden nad drugim. Który z nich może wylądować na d4?',
        done: 'Został jeden pionek, na polu początkowo pustym: idealna partia. Jeden pionek gdziekolwiek oznacza wygraną; jeden pionek na polu początkowo pustym to najlepsze zakończenie ze wszystkich.',
        wrong: {
          'd5-d7':
            'Tak też zostaje jeden pionek i wygrywasz, ale na d7. Idealna partia kończy się na polu, które na początku było puste: d4.',
          '*': 'Idealna partia kończy się na d4, polu, które na początku było puste.',
        },
      },
      finish: {
        goal: 'Zostaw jeden pionek na d4: masz na to dwa skoki.',
        hint: 'Najpierw skocz tak, żeby dwa pionki stanęły obok siebie, a tuż za nimi było puste d4.',
        done: 'Partia kończy się, gdy nie ma już żadnego skoku, więc każdy skok musi zostawiać pionki, które wciąż mogą się spotkać. Tu spotkały się na d4.',
        wrong: {
          'd4-b4': 'Wtedy b4 i f4 stoją osobno i żaden nie może skoczyć: partia kończy się z dwoma pionkami.',
          '*': 'Tak nie da się skończyć z jednym pionkiem na d4. Poszukaj kolejności, w której pionki mogą się tam jeszcze spotkać.',
        },
      },
    },
  },
  boards: {
    title: 'Inne plansze',
    steps: {
      french: {
        goal: 'Plansza francuska ma 37 pól, o cztery więcej niż angielska: wykonaj dowolny skok, żeby ją wypróbować.',
        hint: 'Puste pole to d3. Pionek dwa pola od niego, z pionkiem pomiędzy, może na nie skoczyć.',
        done: 'Zasady są takie same na planszy francuskiej, planszy Wiegleba i planszy rombowej. Z pustym środkiem plansza francuska nigdy nie kończy się jednym pionkiem, dlatego tutaj na początku puste było d3.',
      },
      triangle: {
        goal: 'Na trójkącie pionek skacze też wzdłuż ukośnych linii; wykonaj zamiast tego skok prosto wzdłuż wiersza.',
        hint: 'Spójrz na trzeci wiersz od góry: jego lewe pole jest puste, a na dwóch pozostałych stoją pionki.',
        done: 'Na trójkącie pionek skacze wzdłuż wiersza albo wzdłuż jednego z dwóch skosów: razem sześć kierunków. Wiersze nie mają tu liter ani cyfr; cel jest ten sam: zostawić jeden pionek.',
        wrong: {
          '*': 'Ten skok biegnie po skosie. Znajdź skok prosto wzdłuż wiersza, z jednego jego końca na drugi.',
        },
      },
    },
  },
  together: {
    title: 'Trzymaj pionki razem',
    steps: {
      scatter: {
        goal: 'Zostaw w trzech skokach jeden pionek na d4.',
        hint: 'Skok od razu na d4 wygląda dobrze, ale spójrz, jakie pionki zostawia za sobą: trzymaj każdy pionek obok innego.',
        done: 'Każdy skok zostawiał pionek obok tego, który miał skakać następny, więc zawsze był jakiś skok. Pionka bez sąsiada nie da się już nigdy zdjąć.',
        wrong: {
          'b4-d4': 'd4 jest zajęte, ale c2 i c5 zostają same, bez żadnego pionka obok: nie ma już żadnego skoku.',
          '*': 'To oddala pionek od pozostałych i nie ma już żadnego skoku: partia kończy się z trzema pionkami.',
        },
      },
      strand: {
        goal: 'Zostaw w czterech skokach jeden pionek na d4, nie zostawiając żadnego pionka na uboczu.',
        hint: 'Pionki na d2 i d3 są daleko od wiersza b5, c5, d5: najpierw je przybliż.',
        done: 'Przez pionek samotny na brzegu albo daleko od innych nie da się już nigdy przeskoczyć. Najpierw przyciągnij dalekie pionki do reszty, potem usuń grupę: jej trzy ostatnie skoki były pakietem, tematem następnej lekcji.',
        wrong: {
          'd3-d1': 'To wysyła pionek na d1, na górny brzeg, gdzie żaden inny pionek nigdy go nie dosięgnie.',
          'c5-a5': 'To zostawia pionek na a5, na brzegu, daleko od innych.',
          'c5-e5': 'To zostawia b5 samego, bez żadnego pionka obok.',
          '*': 'Po tym skoku nie da się już zostawić jednego pionka na d4.',
        },
      },
    },
  },
  packages: {
    title: 'Usuwaj pionki pakietami',
    steps: {
      'l-shape': {
        goal: 'Zredukuj to L z czterech pionków do jednego pionka na d4 w trzech skokach.',
        hint: 'Pionek z d4 może wyskoczyć przez narożnik L i wrócić później.',
        done: 'Trzy pionki w linii z czwartym obok jednego końca znikają w trzech skokach: czwarty wyskakuje przez pionek na końcu, najdalszy pionek skacze wzdłuż linii na zwolnione pole, a czwarty przeskakuje przez niego z powrotem na swoje miejsce.',
        wrong: { '*': 'To rozbija L: z pozostałych pionków nie da się już zostawić jednego na d4.' },
      },
      line: {
        goal: 'Znajdź tu ten sam pakiet, usuń go i zakończ z jednym pionkiem na d4.',
        hint: 'W kolumnie e stoją trzy pionki w linii, a d5 stoi obok jej końca.',
        done: 'Pakiet usunął e3, e4 i e5 i sprowadził pionek pomocniczy z powrotem na d5; potem d6 zakończył grę na d4. Dobrzy gracze dzielą planszę na takie pakiety. Teraz zagraj całą partię: naciśnij h, gdy tylko zechcesz podpowiedzi.',
        wrong: {
          'd6-d4': 'd4 zapełnia się za wcześnie: trzech pionków z kolumny e nie da się już usunąć.',
          '*': 'To nie prowadzi do jednego pionka na d4. Poszukaj trzech pionków w linii z czwartym obok jednego końca.',
        },
      },
    },
  },
};

export default texts;
