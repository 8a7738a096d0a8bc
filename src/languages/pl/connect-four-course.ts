/** Connect Four's course in Polish, with „ty”; the board's „krążek”, „kolumna”, „rząd” and „ruch”, a cell a „pole”. */
import type { CourseTexts } from '../../core/lesson-data.js';

const texts: CourseTexts = {
  drop: {
    title: 'Wrzucanie krążka',
    steps: {
      first: {
        goal: 'Grasz czerwonymi: wrzuć krążek do dowolnej kolumny — kliknij ją lub dotknij, naciśnij jej numer (od 1 do 7) albo przejdź do niej strzałkami i naciśnij Enter.',
        done: 'Twój krążek spadł na sam dół: krążek zawsze spada na najniższe puste pole swojej kolumny. Potem żółte wrzucają swój i gracie na zmianę.',
      },
      full: {
        goal: 'Kolumna 4 jest pełna: wrzuć krążek do dowolnej innej kolumny.',
        hint: 'W kolumnie mieści się sześć krążków, jeden nad drugim; siódmy nie ma już gdzie spaść.',
        done: 'Do pełnej kolumny nie wrzucisz już krążka. Jeśli zapełnią się wszystkie kolumny, a nikt nie ułoży czterech w linii, partia kończy się remisem.',
      },
    },
  },
  lines: {
    title: 'Cztery w linii',
    steps: {
      across: {
        goal: 'Wygraj: wrzuć czwarty czerwony krążek do dolnego rzędu, obok twoich trzech.',
        hint: 'Żółte zamknęły jeden koniec twojej trójki, w kolumnie 6. Spójrz na drugi koniec.',
        done: 'Cztery w linii poziomo: wygrywasz.',
        wrong: {
          '6': 'W kolumnie 6 leży już żółty krążek, więc twój spada na niego, a nie do dolnego rzędu.',
          '*': 'Tak nie ułożysz czterech w linii. Twoje trzy czerwone krążki leżą w dolnym rzędzie, w kolumnach od 3 do 5.',
        },
      },
      down: {
        goal: 'Wygraj znowu: cztery krążki jeden nad drugim też się liczą.',
        hint: 'Twoje trzy krążki leżą jeden na drugim w jednej kolumnie.',
        done: 'Cztery w linii pionowo: wygrywasz.',
        wrong: { '*': 'Tak nie ułożysz czterech. Połóż krążek na twoich trzech.' },
      },
      'diagonal-up': {
        goal: 'Wygraj jeszcze raz: linia może też biec ukośnie w górę, o jedno pole wyżej z każdą kolumną w prawo.',
        hint: 'Zacznij od twojego krążka w kolumnie 1 i idź o jedno pole w górę z każdą kolumną w prawo.',
        done: 'Cztery na przekątnej: wygrywasz. Krążki pod zwycięskim polem musiały tam być wcześniej, inaczej twój krążek spadłby niżej.',
        wrong: {
          '*': 'To nie kończy twojej ukośnej linii. Prowadź ją od kolumny 1 na dole, o jedno pole wyżej z każdą kolumną.',
        },
      },
      'diagonal-down': {
        goal: 'Wygraj: druga przekątna, opadająca od lewej do prawej, też się liczy, a tym razem puste pole leży wewnątrz linii.',
        hint: 'Twoja linia biegnie od kolumny 4 wysoko w dół do kolumny 7 na samym dole. Jedno z jej czterech pól jest jeszcze puste.',
        done: 'Cztery na drugiej przekątnej. Linię można dokończyć na dowolnym końcu albo w środku: poziomo, pionowo i na obu przekątnych.',
        wrong: {
          '*': 'To nie kończy twojej linii. Prowadź ją od kolumny 4 w dół do kolumny 7 i znajdź jej puste pole.',
        },
      },
    },
  },
  block: {
    title: 'Zatrzymaj groźbę',
    steps: {
      across: {
        goal: 'Żółte mają trzy w dolnym rzędzie i w następnym ruchu wrzucą czwarty: postaw swój krążek tam, gdzie je zatrzyma.',
        hint: 'Trzy krążki w linii z pustym czwartym polem to groźba. Znajdź puste pole na końcu żółtej trójki.',
        done: 'Zablokowane. Przed wszystkim innym sprawdź, czy przeciwnik może w następnym ruchu ułożyć cztery, i nie pozwól mu na to.',
        wrong: { '*': 'Wtedy żółte wrzucają krążek do kolumny 5 i mają cztery w linii. Najpierw zatrzymaj groźbę.' },
      },
      diagonal: {
        goal: 'Żółte znowu grożą: zatrzymaj je.',
        hint: 'Tym razem linia żółtych to przekątna: zacznij od ich krążka w kolumnie 2 i idź w górę w prawo.',
        done: 'Zablokowane. Groźby na przekątnej najłatwiej przeoczyć: szukaj ich przed każdym ruchem.',
        wrong: {
          '*': 'Wtedy żółte wrzucają krążek do kolumny 5, na trzy leżące tam krążki, i mają cztery na przekątnej.',
        },
      },
    },
  },
  centre: {
    title: 'Zacznij od środka',
    steps: {
      middle: {
        goal: 'Nowa partia: wrzuć pierwszy krążek do kolumny, która należy do największej liczby czwórek.',
        hint: 'Linia pozioma potrzebuje czterech sąsiednich kolumn. Która kolumna leży w największej ich liczbie?',
        done: 'Środkowa kolumna: krążek w niej może należeć do czterech różnych linii poziomych, a krążek przy brzegu tylko do jednej. Na początku trzymaj krążki blisko środka.',
        wrong: {
          '3': 'Blisko, ale środkiem siedmiu kolumn jest kolumna 4, która należy do jeszcze większej liczby linii.',
          '5': 'Blisko, ale środkiem siedmiu kolumn jest kolumna 4, która należy do jeszcze większej liczby linii.',
          '*': 'Krążek tam należy do mniejszej liczby czwórek. Najwięcej ich ma środkowa kolumna.',
        },
      },
    },
  },
  double: {
    title: 'Dwie groźby naraz',
    steps: {
      'open-three': {
        goal: 'Stwórz dwie groźby naraz: żółte zablokują tylko jedną, a drugą wygrasz.',
        hint: 'Twoje dwa krążki leżą obok siebie w dolnym rzędzie. Ułóż tam trzy z pustym polem na każdym końcu.',
        done: 'Trzy w linii z dwoma wolnymi końcami to dwie groźby. Jeden krążek nie zablokuje obu, więc w następnym ruchu wygrywasz.',
        wrong: {
          '*': 'Po tym ruchu żółte mogą zablokować twój rząd. Ułóż trzy w dolnym rzędzie z pustym polem na każdym końcu.',
        },
      },
      'two-lines': {
        goal: 'Wygraj: znajdź krążek, który tworzy groźby naraz na dwóch różnych liniach.',
        hint: 'W kolumnie 3 leżą dwa twoje krążki, a ukośna linia biegnie w górę od twojego krążka w kolumnie 1 do twojego w kolumnie 4. Jedno pole należy do obu.',
        done: 'Trzy pionowo w kolumnie 3 i trzy na przekątnej: żółte blokują jedną linię, a ty kończysz drugą.',
        wrong: {
          '*': 'To tworzy najwyżej jedną groźbę, a żółte ją zablokują. Szukaj pola wspólnego dla dwóch twoich linii.',
        },
      },
    },
  },
  above: {
    title: 'Pole nad groźbą',
    steps: {
      under: {
        goal: 'Wrzuć krążek do dowolnej kolumny, w której nie dasz żółtym wygranej.',
        hint: 'Żółte mają trzy na przekątnej, od kolumny 6 na dole w górę do kolumny 4. Jej czwarte pole wisi w kolumnie 3, jedno nad najniższym pustym polem tej kolumny.',
        done: 'Groźba może czekać nad pustym polem. Kto wrzuci krążek pod nią, ten oddaje ją drugiej stronie, więc zostaw tę kolumnę w spokoju.',
        wrong: {
          '3': 'Twój krążek wypełnia pole pod groźbą żółtych, a żółte kładą na nim swój i mają cztery na przekątnej.',
          '*': 'Ten krążek spada tuż pod groźbę żółtych: żółte zajęłyby pole nad nim i wygrały.',
        },
      },
      climb: {
        goal: 'Wygraj: stwórz groźbę, którą żółte muszą zablokować, tak aby ich krążek podniósł cię do twojego własnego zwycięskiego pola.',
        hint: 'Twojej przekątnej od kolumny 2 w dół do kolumny 5 brakuje tylko pola w kolumnie 3, trzeciego od dołu. A gdyby żółte musiały teraz zagrać w kolumnie 3?',
        done: 'Żółte musiały się bronić w kolumnie 3, a ich krążek sprawił, że twoje zwycięskie pole jest w zasięgu. Dwie groźby, jedna tuż nad drugą, wygrywają, gdy tylko dolna zostanie zapełniona.',
        wrong: {
          '3': 'Twój własny krążek wypełnia pole pod twoją groźbą: żółte kładą na nim swój i blokują.',
          '*': 'Wtedy żółte mogą spokojnie odpowiedzieć. Stwórz groźbę na polu tuż pod tym, które na ciebie czeka.',
        },
      },
    },
  },
  sizes: {
    title: 'Inne rozmiary planszy',
    steps: {
      small: {
        goal: 'Ta plansza ma 5 kolumn i 4 rzędy, a cztery w linii nadal wygrywają: dokończ swój rząd.',
        hint: 'Twoje trzy krążki leżą w dolnym rzędzie, z pustym polem na każdym końcu.',
        done: 'Cztery w linii. Plansza może mieć od 4 do 10 kolumn i rzędów; zasady się nie zmieniają. Teraz zagraj całą partię z komputerem.',
        wrong: {
          '*': 'Tak nie ułożysz czterech w linii. Twoje trzy krążki leżą w dolnym rzędzie, z pustym polem na każdym końcu.',
        },
      },
    },
  },
};

export default texts;
