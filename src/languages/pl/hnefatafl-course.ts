/**
 * Hnefatafl's course in Polish; pieces are „zbite” and the king „pojmany”, as on the board, the capture between two
 * pieces is „kleszcze”, and a rule set is named as „wariant Kopenhaga”, so its name need not be declined.
 */
import type { CourseTexts } from '../../core/lesson-data.js';

const texts: CourseTexts = {
  'first-moves': {
    title: 'Dwie strony i twoje pierwsze ruchy',
    steps: {
      attackers: {
        goal: 'Grasz atakującymi, ciemnymi pionkami, które zaczynają: kliknij lub dotknij jednego z nich, a potem pustego pola w jego rzędzie lub kolumnie (albo poruszaj się strzałkami i naciśnij Enter na pionku, a potem na polu).',
        hint: 'Ruszyć się może każdy ciemny pionek, który ma obok siebie puste pole: nad sobą, pod sobą lub z boku.',
        done: 'To jest ruch: pionek sunie jak wieża w szachach o dowolną liczbę pustych pól wzdłuż swojego rzędu lub kolumny. Atakujący wygrywają, gdy pojmą króla, ukoronowany pionek pośrodku; obrońcy, jasne pionki, wygrywają, gdy doprowadzą go do narożnika.',
      },
      defenders: {
        goal: 'Teraz graj obrońcami, jasnymi pionkami i ich królem: wykonaj ruch dowolnym z nich.',
        hint: 'Na razie króla zamykają jego własni ludzie, ale obrońcy wokół niego mogą się ruszać.',
        done: 'Strony wykonują ruchy na zmianę, po jednym. To Brandubh, mała plansza 7 na 7; kurs ustawia na niej swoje małe pozycje, a większe warianty pokaże później.',
      },
    },
  },
  moving: {
    title: 'Ruch: po prostej, bez skakania',
    steps: {
      slide: {
        goal: 'Przesuń obrońcę z b2 w górę jego kolumny tak daleko, jak się da.',
        hint: 'Pionek sunie po pustych polach i zatrzymuje się przed pierwszym pionkiem na swojej drodze.',
        done: 'Zatrzymał się na b5, pod atakującym: żaden pionek nigdy nie przeskakuje innego, ani swojego, ani wrogiego.',
        wrong: { '*': 'Przesuń obrońcę z b2 w górę kolumny b, tak daleko, jak pozwala atakujący na b6.' },
      },
      throne: {
        goal: 'Przesuń obrońcę z b4 na f4, prosto przez puste pole środkowe, d4.',
        hint: 'Pole środkowe to tron. W wariancie Brandubh każdy pionek może przez niego przejść, dopóki jest pusty; zabronione jest tylko zatrzymanie się na nim.',
        done: 'Tron, d4, należy do króla: tylko on może się na nim zatrzymać, ale w wariancie Brandubh, tak jak w wariantach Kopenhaga i Fetlar, inne pionki mogą przez niego przechodzić, dopóki jest pusty. Cztery narożniki też należą do króla: żaden inny pionek nie może się na nich zatrzymać.',
        wrong: { '*': 'Przesuń obrońcę z b4 wzdłuż jego rzędu na f4, przez tron.' },
      },
      'king-throne': {
        goal: 'Teraz postaw króla z powrotem na tronie.',
        hint: 'Tron to pole środkowe, d4, tuż pod królem.',
        done: 'Tylko król może się zatrzymać na tronie i w narożnikach. Dla niego to zwykłe pola: może też przechodzić przez tron.',
        wrong: { '*': 'Przesuń króla w dół jego kolumny i zatrzymaj go na tronie, d4.' },
      },
    },
  },
  escape: {
    title: 'Ucieczka króla',
    steps: {
      corner: {
        goal: 'Król ma otwartą drogę do narożnika, który zaznacza plansza: wprowadź go do tego narożnika, aby wygrać.',
        hint: 'Pasek stanu podaje narożnik, do którego król dojdzie jednym ruchem.',
        done: 'Król dotarł do narożnika: obrońcy wygrywają. W wariantach Brandubh, Kopenhaga i Fetlar król ucieka do jednego z czterech narożników.',
        wrong: {
          '*': 'Wtedy ruch mają atakujący i od razu pojmują króla. Zajmij narożnik teraz.',
        },
      },
      block: {
        goal: 'Grasz atakującymi: król ma otwartą drogę do narożnika a7, więc postaw na tej drodze jeden ze swoich pionków.',
        hint: 'Droga króla biegnie w górę kolumny a, przez a5 i a6. Który z twoich pionków może na nią wejść?',
        done: 'Zablokowane. Gdy tylko król ma otwartą drogę do pola ucieczki, atakujący muszą ją natychmiast zamknąć: plansza zaznacza taką drogę i ostrzega przed nią, tak jak szachista mówi „szach”.',
        wrong: {
          '*': 'Droga króla do a7 jest wciąż otwarta i w następnym ruchu król ucieknie. Postaw pionek na a5 lub a6.',
        },
      },
    },
  },
  capture: {
    title: 'Bicie: kleszcze',
    steps: {
      sandwich: {
        goal: 'Zbij obrońcę na c5: weź go w kleszcze między dwa swoje pionki, wzdłuż rzędu lub kolumny.',
        hint: 'Twój atakujący na b5 stoi z jednej strony. Które pole jest naprzeciw, po drugiej stronie, i który atakujący może tam dojść?',
        done: 'Zbity: pionek schodzi z planszy, gdy przeciwnik swoim ruchem zamknie go między dwoma pionkami drugiej strony, wzdłuż rzędu lub kolumny (nigdy po skosie).',
        wrong: {
          '*': 'Ten ruch niczego nie zbija. Obrońca na c5 ma z jednej strony twój pionek na b5: przyprowadź drugi na pole naprzeciw.',
        },
      },
      safe: {
        goal: 'Zbij atakującego na b3, choć oznacza to wejście między dwóch atakujących.',
        hint: 'Twój obrońca na a3 stoi z jednej strony. Który obrońca może dojść na pole po drugiej stronie?',
        done: 'Twój obrońca stoi między dwoma atakującymi i jest bezpieczny: pionek zostaje zbity tylko wtedy, gdy przeciwnik swoim ruchem zamyka kleszcze, nigdy gdy sam w nie wchodzi.',
        wrong: { '*': 'Ten ruch nie zbija atakującego na b3. Weź go w kleszcze między a3 i c3.' },
      },
      double: {
        goal: 'Zbij dwóch obrońców jednym ruchem.',
        hint: 'Znajdź puste pole, które zamyka kleszcze w dwóch kierunkach naraz.',
        done: 'Jeden ruch może zamknąć kilka kleszczy, a każdy schwytany pionek schodzi z planszy.',
        wrong: { '*': 'Ten ruch nie zbija dwóch. Szukaj pola obok obu obrońców, b3 i c4.' },
      },
    },
  },
  hostile: {
    title: 'Wrogie pola: narożniki i tron',
    steps: {
      corner: {
        goal: 'Zbij obrońcę na b1, a drugą stroną kleszczy niech będzie narożnik.',
        hint: 'Pusty narożnik liczy się jako wróg pionka, który stoi obok.',
        done: 'Narożniki są wrogie każdemu pionkowi: obok narożnika wystarczy jeden przeciwnik po drugiej stronie, żeby pionek zbić. (Tak jest tam, gdzie król ucieka do narożników; w wariancie Tablut to zwykłe pola).',
        wrong: {
          '*': 'Ten ruch niczego nie zbija. Narożnik a1 jest z jednej strony obrońcy: zamknij drugą stronę, c1.',
        },
      },
      throne: {
        goal: 'Zbij atakującego na d5, przypierając go do tronu.',
        hint: 'Tron, d4, jest pod atakującym.',
        done: 'Tron jest zawsze wrogi atakującym: jeden obrońca zbija atakującego, przypierając go do tronu.',
        wrong: { '*': 'Ten ruch niczego nie zbija. Tron jest pod atakującym: zamknij go od góry, na d6.' },
      },
      'empty-throne': {
        goal: 'Teraz odwrotnie: zbij obrońcę na c4, przypierając go do pustego tronu.',
        hint: 'Tron, d4, jest z jednej strony obrońcy.',
        done: 'Tron jest wrogi także obrońcom, ale tylko wtedy, gdy jest pusty. Gdy stoi na nim król, pomaga wyłącznie obrońcom.',
        wrong: { '*': 'Ten ruch niczego nie zbija. Zamknij obrońcę na c4 od strony b4, naprzeciw tronu.' },
      },
    },
  },
  'armed-king': {
    title: 'Król też walczy',
    steps: {
      hammer: {
        goal: 'Zbij królem atakującego na e3.',
        hint: 'Twój obrońca na e2 stoi pod atakującym.',
        done: 'Król bije jak każdy inny pionek, we wszystkich wariantach, które zna plansza: sam może zamknąć kleszcze.',
        wrong: { '*': 'Ten ruch niczego nie zbija. Sprowadź króla na e4, nad atakującego.' },
      },
      anvil: {
        goal: 'Zbij atakującego na c5, a drugą stroną kleszczy niech będzie król.',
        hint: 'Król na b5 stoi z jednej strony atakującego.',
        done: 'Król może też być drugą stroną kleszczy: przy każdym biciu liczy się jako obrońca.',
        wrong: { '*': 'Ten ruch niczego nie zbija. Weź atakującego w kleszcze między królem a obrońcą na d5.' },
      },
    },
  },
  'king-capture': {
    title: 'Pojmanie króla',
    steps: {
      two: {
        goal: 'W wariancie Brandubh, z dala od tronu, dwóch atakujących pojmuje króla jak każdy pionek: pojmij go i wygraj.',
        hint: 'Twój atakujący na d1 stoi z jednej strony. Uważaj na otwartą drogę króla do g1.',
        done: 'Król pojmany: atakujący wygrywają. W wariantach Brandubh i Tablut dwóch atakujących pojmuje go wszędzie z dala od tronu, także przy krawędzi.',
        wrong: { '*': 'Wtedy król sunie do narożnika g1 i obrońcy wygrywają. Zamknij go od razu.' },
      },
      corner: {
        goal: 'Pojmij króla, przypierając go do narożnika.',
        hint: 'Narożnik jest wrogi także królowi.',
        done: 'Narożnik pomaga też pojmać króla: obok narożnika król jest o krok od ucieczki i o krok od pojmania.',
        wrong: { '*': 'Wtedy król wchodzi do narożnika a1 i wygrywa.' },
      },
      'throne-side': {
        goal: 'Król stoi obok tronu: pojmij go, zamykając jego ostatnią wolną stronę.',
        hint: 'Obok tronu nie wystarczy dwóch atakujących w linii: potrzeba atakujących z jego trzech pozostałych stron.',
        done: 'Na tronie król zostaje pojmany tylko przez atakujących ze wszystkich czterech stron, a obok tronu przez trzech, bo czwartą stronę tworzy tron.',
        wrong: {
          '*': 'To go nie pojmuje: obok tronu król musi mieć atakujących z trzech pozostałych stron. Jego wolna strona to d6.',
        },
      },
      four: {
        goal: 'W wariancie Kopenhaga króla trzeba otoczyć ze wszystkich czterech stron: zamknij czwartą.',
        hint: 'Trzy jego strony są już zajęte. Który atakujący może dojść do czwartej?',
        done: 'W wariantach Kopenhaga i Fetlar potrzeba atakujących ze wszystkich czterech stron króla (albo trzech i tronu), a przy krawędzi planszy nie da się go w ogóle pojmać: jest dużo silniejszy niż w wariancie Brandubh.',
        wrong: { '*': 'Pole pod królem, d7, jest wciąż wolne: zamknij je.' },
      },
    },
  },
  copenhagen: {
    title: 'Kopenhaga: mur tarcz, twierdza i okrążenie',
    steps: {
      shieldwall: {
        goal: 'To wariant Kopenhaga, na planszy 11 na 11: zbij naraz obu obrońców przy krawędzi, zamykając ich rząd od otwartego końca.',
        hint: 'Rząd d1, e1 jest zamknięty z lewej przez twój pionek na c1, a tuż nad każdym jego pionkiem stoi atakujący.',
        done: 'Mur tarcz: w wariancie Kopenhaga rząd dwóch lub więcej pionków wzdłuż krawędzi, z przeciwnikiem naprzeciw każdego z nich i zamknięty z obu końców (jeden koniec może zamykać narożnik), zostaje zbity naraz. Król by to przetrwał. Obrońcy też mogą tak bić.',
        wrong: { '*': 'Ten ruch nie zamyka rzędu. Przyprowadź pionek na jego otwarty koniec, f1.' },
      },
      fort: {
        goal: 'Wygraj obrońcami: zamknij twierdzę wokół króla przy krawędzi, tak by żaden atakujący nigdy nie mógł się do niej wedrzeć.',
        hint: 'Król potrzebuje wolnego pola w twierdzy, a każdy pionek muru musi być bezpieczny od bicia. Jedno pole muru jest jeszcze otwarte.',
        done: 'Twierdza: król stoi przy krawędzi, może się ruszać i jest otoczony murem obrońców, których nigdy nie da się zbić. W wariancie Kopenhaga daje to wygraną obrońcom, tak jak ucieczka.',
        wrong: { '*': 'Twierdza jest wciąż otwarta nad f1. Zamknij ją jednym obrońcą.' },
      },
      encircle: {
        goal: 'Wygraj atakującymi: zamknij swój pierścień, tak by żaden obrońca nigdy nie dotarł do krawędzi.',
        hint: 'Znajdź jedyną lukę w swoim pierścieniu wokół króla i jego ludzi.',
        done: 'Wszyscy obrońcy są otoczeni: w wariantach Kopenhaga i Fetlar daje to wygraną atakującym. Wariant Fetlar to wariant Kopenhaga bez muru tarcz i twierdzy. W wariancie Kopenhaga pozycja powtórzona po raz trzeci oznacza przegraną obrońców; w innych wariantach to remis. A w każdym wariancie strona, która nie może wykonać ruchu, przegrywa.',
        wrong: { '*': 'Pierścień ma jeszcze lukę pod królem, na f4: zamknij ją.' },
      },
    },
  },
  tablut: {
    title: 'Tablut: ucieczka do dowolnej krawędzi',
    steps: {
      edge: {
        goal: 'W wariancie Tablut, na planszy 9 na 9, król ucieka przez dowolne pole krawędzi: wyprowadź go teraz.',
        hint: 'Otwarta jest tylko jedna z jego dróg.',
        done: 'Uciekł! W wariancie Tablut każde pole krawędzi to wyjście, więc atakujący muszą pilnować całego obrzeża; w zamian króla pojmuje dwóch atakujących, chyba że stoi na tronie lub obok niego.',
        wrong: {
          '*': 'Wtedy atakujący zamknie kleszcze na królu. A król może od razu dojść do krawędzi.',
        },
      },
      'no-pass': {
        goal: 'Zbij obrońcę na g6; w wariancie Tablut żaden pionek poza królem nie może przejść przez tron.',
        hint: 'Atakujący na b5 nie może przejść przez tron, e5. Inny może dojść na pole pod obrońcą.',
        done: 'W wariancie Tablut tron zatrzymuje każdy pionek poza królem, nawet gdy jest pusty. Warianty Brandubh, Kopenhaga i Fetlar pozwalają każdemu pionkowi przechodzić przez niego, dopóki jest pusty.',
        wrong: { '*': 'Ten ruch nie zbija obrońcy na g6. Zamknij go od dołu, na g5.' },
      },
    },
  },
  fork: {
    title: 'Strategia: dwa wyjścia naraz',
    steps: {
      'two-corners': {
        goal: 'Wygraj w dwóch ruchach: postaw króla tam, skąd widzi dwa narożniki naraz; atakujący mogą zablokować tylko jeden.',
        hint: 'Z pola przy górnej krawędzi król patrzyłby wzdłuż niej na narożnik na każdym końcu.',
        done: 'Widełki: dwie otwarte drogi, a jeden ruch zamyka tylko jedną. Grając obrońcami, trzymaj drogi króla otwarte; grając atakującymi, wcześnie pilnuj narożników. Teraz możesz zagrać całą partię: zmierz się z komputerem na tej planszy, w wariancie Kopenhaga lub dowolnym innym.',
        wrong: {
          '*': 'Wtedy król zostaje osaczony i atakujący go pojmuje. Znajdź ruch, który otwiera dwie drogi naraz.',
        },
      },
    },
  },
};

export default texts;
