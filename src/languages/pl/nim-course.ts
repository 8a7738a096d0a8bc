/**
 * Nim's course in Polish, with „ty” and without the past tense's gender; the board's „stosy” and „żetony”, misère
 * as Polish Wikipedia keeps it („wersja misère”).
 */
import type { CourseTexts } from '../../core/lesson-data.js';

const texts: CourseTexts = {
  take: {
    title: 'Branie żetonów',
    steps: {
      first: {
        goal: 'Weź jeden lub więcej żetonów z jednego stosu (rzędu): kliknij lub dotknij żetonów, by je zaznaczyć, i naciśnij „Weź” albo kliknij dwukrotnie żeton, by wziąć go razem ze wszystkimi żetonami na prawo od niego; na klawiaturze poruszaj się strzałkami, zaznaczaj Spacją i bierz Enterem.',
        hint: 'Stosy są ponumerowane 1, 2 i 3 od góry, numer stoi po lewej stronie każdego rzędu.',
        done: 'To jest ruch: tyle żetonów, ile chcesz, co najmniej jeden, i wszystkie z tego samego stosu. Potem przeciwnik bierze z dowolnego stosu i gracie na zmianę.',
      },
      count: {
        goal: 'Weź dokładnie dwa żetony ze stosu 3, dolnego rzędu.',
        hint: 'Zaznacz dwa żetony stosu 3 i naciśnij „Weź” albo kliknij dwukrotnie jego drugi żeton od prawej.',
        done: 'To ty decydujesz, ile wziąć: od jednego żetonu do całego stosu.',
        wrong: {
          '*': 'To jest ruch, ale ten krok wymaga dwóch żetonów, ani więcej, ani mniej, ze stosu 3 (dolnego rzędu).',
        },
      },
      whole: {
        goal: 'Opróżnij stos 2 jednym ruchem: weź wszystkie cztery jego żetony.',
        hint: 'Kliknij dwukrotnie pierwszy żeton stosu 2, po lewej: zniknie razem ze wszystkimi po nim.',
        done: 'Cały stos może zniknąć naraz. Pusty stos zostaje pusty, a kolejne ruchy biorą z pozostałych.',
        wrong: { '*': 'Ten krok wymaga wszystkich czterech żetonów stosu 2, środkowego rzędu, w jednym ruchu.' },
      },
    },
  },
  last: {
    title: 'Ostatni żeton wygrywa',
    steps: {
      all: {
        goal: 'Przeciwnik właśnie opróżnił stos 1: weź wszystkie pozostałe żetony i wygraj.',
        hint: 'Kto weźmie ostatni żeton, wygrywa, a wszystkie pozostałe żetony leżą w stosie 2.',
        done: 'Ostatni żeton jest twój, więc wygrywasz. Taki jest cel gry Nim: być tym, kto weźmie ostatni żeton.',
        wrong: { '*': 'Po tym ruchu zostają jeszcze żetony, a przeciwnik bierze je wszystkie i wygrywa.' },
      },
    },
  },
  misere: {
    title: 'Misère: ostatni żeton przegrywa',
    steps: {
      'leave-one': {
        goal: 'W wersji misère kto weźmie ostatni żeton, przegrywa: zostaw dokładnie jeden żeton, by przeciwnik musiał go wziąć.',
        hint: 'Ile żetonów musi zniknąć, by został jeden?',
        done: 'Teraz przeciwnik musi wziąć ostatni żeton i przegrywa. W Nim gra się na oba sposoby, więc przed partią ustalcie zasadę.',
        wrong: {
          '1:4': 'Ostatni żeton przypadłby tobie, a w wersji misère to przegrana.',
          '*': 'Zostaje więcej niż jeden żeton, więc przeciwnik może wziąć wszystkie oprócz jednego i zostawić ostatni tobie.',
        },
      },
      'last-one': {
        goal: 'Znowu misère: zostaw przeciwnikowi tylko jeden, ostatni żeton.',
        hint: 'Stos 1 ma już tylko jeden żeton.',
        done: 'Został jeden żeton i przeciwnik musi go wziąć. W wersji misère zostawienie pojedynczego żetonu wygrywa.',
        wrong: {
          '2:2': 'Zostają dwa pojedyncze żetony: przeciwnik bierze jeden, a ty musisz wziąć ostatni.',
          '*': 'Po tym ruchu przeciwnik może zostawić ci ostatni żeton.',
        },
      },
    },
  },
  mirror: {
    title: 'Dwa równe stosy',
    steps: {
      ones: {
        goal: 'Zostaw dwa stosy po jednym żetonie: przeciwnik weźmie jeden, a ty ostatni.',
        hint: 'Ile żetonów musi zniknąć ze stosu 2, by zrównał się ze stosem 1?',
        done: 'Dwa stosy po jednym żetonie: kto musi z nich wykonać ruch, przegrywa. To samo dotyczy dowolnych dwóch równych stosów, co pokaże następny krok.',
        wrong: {
          '2:3': 'Po tym ruchu zostaje jeden żeton, a przeciwnik go bierze.',
          '1:1': 'Po tym ruchu zostaje tylko stos 2, a przeciwnik bierze go w całości.',
          '*': 'Po tym ruchu stosy nie są równe, a przeciwnik może je wyrównać.',
        },
      },
      copy: {
        goal: 'Z dwóch równych stosów po 3 przeciwnik wziął 2 ze stosu 2: weź tyle samo ze stosu 1 i wygraj.',
        hint: 'Znów wyrównaj oba stosy.',
        done: 'Ile przeciwnik weźmie z jednego stosu, tyle ty weź z drugiego: stosy pozostają równe, więc ostatni żeton bierzesz ty, nie przeciwnik. To powtarzanie nazywa się strategią lustrzaną.',
        wrong: {
          '1:3': 'Po tym ruchu zostaje tylko stos 2, a przeciwnik bierze jego ostatni żeton.',
          '2:1': 'Po tym ruchu zostaje tylko stos 1, a przeciwnik bierze go w całości.',
          '*': 'Po tym ruchu stosy nie są równe, więc przeciwnik może je wyrównać i powtarzać twoje ruchy do końca.',
        },
      },
      equal: {
        goal: 'Wyrównaj oba stosy, a potem powtarzaj każdy ruch przeciwnika na drugim stosie, aż weźmiesz ostatni żeton.',
        hint: 'Stos 1 ma 2 żetony: zostaw tyle samo w stosie 2.',
        done: 'Wyrównaj stosy, a potem graj lustrzanie: przy dwóch stosach to cała gra. Następna lekcja robi to samo z dowolną liczbą stosów.',
        wrong: {
          '1:2': 'Po tym ruchu zostaje tylko stos 2, a przeciwnik bierze go w całości.',
          '2:5': 'Po tym ruchu zostaje tylko stos 1, a przeciwnik bierze go w całości.',
          '*': 'Po tym ruchu stosy nie są równe, a przeciwnik może je wyrównać i grać przeciw tobie lustrzanie.',
        },
      },
    },
  },
  balance: {
    title: 'Równowaga: licz w 1, 2, 4 i 8',
    steps: {
      four: {
        goal: 'Zapisz każdy stos jako sumę 1, 2 i 4 (czyli 3 to 2 + 1) i weź z jednego stosu tak, by każda z liczb 1, 2 i 4 występowała łącznie parzystą liczbę razy.',
        hint: 'Teraz 1, 2 i 4 występują po jednym razie. Czwórka jest tylko w stosie 3, więc to stos 3 musi się zmienić: w co, by pasował do stosów 1 i 2?',
        done: 'Stosy 1, 2 i 3 = 2 + 1: jedynka i dwójka występują po dwa razy. Taka pozycja jest zrównoważona: każdy ruch zaburza równowagę, ty zawsze możesz ją przywrócić, a więc to ty bierzesz ostatni żeton. Dwa równe stosy to najprostsza równowaga.',
        wrong: {
          '*': 'Po tym ruchu jedna z liczb 1, 2 lub 4 występuje nieparzystą liczbę razy, więc to przeciwnik może zrównoważyć stosy zamiast ciebie.',
        },
      },
      start: {
        goal: 'To zwykły początek na planszy, 3 = 2 + 1, 4 i 5 = 4 + 1: zrównoważ go.',
        hint: 'Czwórka i jedynka występują już dwa razy; znajdź liczbę, która występuje raz, i stos, który ją zawiera.',
        done: 'Stosy 1, 4 i 5 = 4 + 1: równowaga. Zatem kto pierwszy wykonuje ruch od 3, 4 i 5, wygrywa, i to właśnie tym ruchem.',
        wrong: {
          '*': 'Po tym ruchu jedna z liczb 1, 2 lub 4 występuje nieparzystą liczbę razy. Policz jeszcze raz: która z nich występuje teraz tylko raz?',
        },
      },
      choice: {
        goal: 'Zrównoważ te stosy, 3 = 2 + 1, 5 = 4 + 1 i 7 = 4 + 2 + 1; jest więcej niż jeden sposób.',
        hint: 'Policz, ile razy występuje każda z liczb 1, 2 i 4: tylko jedna z nich występuje nieparzystą liczbę razy.',
        done: 'Jedynka występowała trzy razy, raz w każdym stosie, więc jeden żeton z dowolnego stosu przywraca równowagę. Gdy nieparzystą liczbę zawiera kilka stosów, każdy z nich się nada.',
        wrong: { '*': 'Po tym ruchu jedna z liczb 1, 2 lub 4 występuje nieparzystą liczbę razy. Policz jedynki.' },
      },
      eight: {
        goal: 'Zrównoważ stosy 1, 2 i 8: ósemka występuje raz, a stos może się zmienić w dowolną mniejszą liczbę.',
        hint: 'Bierz ze stosu z ósemką i zostaw w nim tyle, ile trzeba, by pasował do dwóch pozostałych stosów.',
        done: 'Stos 3 zmienił się w 3 = 2 + 1, do pary ze stosami 1 i 2. Metoda: znajdź największą z liczb 8, 4, 2, 1, która występuje nieparzystą liczbę razy, weź ze stosu, który ją zawiera, i zostaw w nim tyle, by każda liczba występowała parzyście. To, co zostaje nieparzyste, nazywa się sumą nim (binarny XOR stosów); równowaga oznacza sumę nim równą zeru.',
        wrong: {
          '*': 'Po tym ruchu jedna z liczb 1, 2, 4 lub 8 nadal występuje nieparzystą liczbę razy. Który stos zawiera ósemkę?',
        },
      },
    },
  },
  'misere-play': {
    title: 'Misère: graj normalnie, aż do końca',
    steps: {
      'odd-ones': {
        goal: 'Misère: wszystkie stosy oprócz jednego mają najwyżej jeden żeton, więc teraz zostaw nieparzystą liczbę pojedynczych żetonów i nic więcej.',
        hint: 'Stos 3 może zachować jeden żeton albo żadnego: policz pojedyncze żetony w każdym przypadku.',
        done: 'Trzy pojedyncze żetony: bierzecie je z przeciwnikiem na zmianę, a ostatni bierze przeciwnik. W zwykłej grze opróżnia się stos 3 i zostawia dwa; to jedyna zmiana w wersji misère, gdy już tylko jeden stos ma więcej niż jeden żeton.',
        wrong: {
          '3:4':
            'To zwykły ruch, ale zostawia dwa pojedyncze żetony: przeciwnik bierze jeden, a ty musisz wziąć ostatni.',
          '*': 'Stos 3 zachowuje więcej niż jeden żeton, a przeciwnik może go użyć, by zostawić ci nieparzystą liczbę pojedynczych żetonów.',
        },
      },
      'as-normal': {
        goal: 'Misère z dwoma stosami po dwa żetony lub więcej: wyrównaj je, jak w zwykłym Nim.',
        hint: 'Stos 1 ma 2 żetony.',
        done: 'Równe stosy, jak w zwykłej grze. Po ruchu przeciwnika już tylko jeden stos będzie miał więcej niż jeden żeton, a końcówka należy do ciebie: pokaże to następny krok.',
        wrong: {
          '*': 'Po tym ruchu stosy nie są równe. Dopóki dwa stosy mają po dwa żetony lub więcej, w wersji misère gra się jak w zwykłym Nim.',
        },
      },
      switch: {
        goal: 'Przeciwnik wziął 1 ze stosu 1, więc już tylko stos 2 ma więcej niż jeden żeton: zostaw nieparzystą liczbę pojedynczych żetonów.',
        hint: 'Policz pojedyncze żetony, które zostaną, jeśli stos 2 zachowa jeden żeton, i jeśli nie zachowa żadnego.',
        done: 'Zostaje jeden pojedynczy żeton i przeciwnik musi go wziąć. W zwykłej grze zostawia się tu dwa stosy po jednym; w wersji misère zostawiasz jeden.',
        wrong: {
          '2:1': 'To zostawia dwa pojedyncze żetony: przeciwnik bierze jeden, a ty musisz wziąć ostatni.',
          '1:1': 'Po tym ruchu stos 2 zachowuje dwa żetony: przeciwnik bierze jeden, a ty musisz wziąć ostatni.',
          '*': 'To nie zostawia nieparzystej liczby pojedynczych żetonów.',
        },
      },
      start: {
        goal: 'Misère od zwykłego początku, 3, 4 i 5: wykonaj pierwszy ruch, który wygrywa.',
        hint: 'Zostają stosy po dwa żetony lub więcej, więc zagraj zwykły ruch równoważący.',
        done: 'Ten sam ruch co w zwykłym Nim zostawia 1, 4 i 5 = 4 + 1, czyli równowagę. Znasz już całą grę: zagraj partię z komputerem, zwykłą albo misère.',
        wrong: {
          '*': 'To zostawia stosy niezrównoważone, a przy dużych stosach w wersji misère gra się jak w zwykłym Nim. Która z liczb 1, 2 i 4 występuje raz?',
        },
      },
    },
  },
};

export default texts;
