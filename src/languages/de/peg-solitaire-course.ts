/**
 * Peg solitaire's course in German, with „du“; the board's „Stein“, „Feld“, „Sprung“, „Zug“ and „Brett“, a row a
 * „Zeile“, a column a „Spalte“, a package of pegs cleared together a „Paket“.
 */
import type { CourseTexts } from '../../core/lesson-data.js';

const texts: CourseTexts = {
  'first-jump': {
    title: 'Dein erster Sprung',
    steps: {
      first: {
        goal: 'Lass einen Stein auf das leere Feld in der Mitte springen: Klicke oder tippe auf einen Stein, der in gerader Linie zwei Felder davon entfernt ist, dann auf das Feld (oder geh mit den Pfeiltasten hin und drück die Eingabetaste erst auf dem Stein, dann auf dem Feld).',
        hint: 'Das leere Feld ist d4. Ein Stein auf d2, d6, b4 oder f4 kann über den Stein dazwischen dorthin springen.',
        done: 'Das ist ein Sprung: Dein Stein ist über seinen Nachbarn gesprungen, und der Nachbar wurde vom Brett genommen. Jeder Zug ist ein Sprung, und jeder Sprung nimmt einen Stein vom Brett.',
      },
    },
  },
  jumps: {
    title: 'Ein Sprung nimmt einen Stein vom Brett',
    steps: {
      take: {
        goal: 'Nimm den Stein auf c4 vom Brett: Lass einen anderen Stein über ihn springen.',
        hint: 'Ein Sprung endet auf dem leeren Feld direkt hinter dem übersprungenen Stein. Welches leere Feld grenzt an c4?',
        done: 'c5 ist über c4 nach c3 gesprungen, und c4 wurde vom Brett genommen. Ein Sprung braucht immer drei Felder in einer Linie: deinen Stein, den Stein, den er überspringt, und ein leeres Feld.',
        wrong: {
          '*': 'Dieser Sprung nimmt einen anderen Stein vom Brett. Such den Stein, der über c4 auf ein leeres Feld springen kann.',
        },
      },
      straight: {
        goal: 'Füll das leere Feld d2 mit einem Sprung; Steine springen entlang der Zeilen und Spalten, nie schräg.',
        hint: 'Schau von d2 aus gerade die Spalte d hinunter: zwei Steine hintereinander.',
        done: 'd4 ist nach oben über d3 gesprungen. Auf diesem Brett springt ein Stein nach oben, unten, links oder rechts, über genau einen Stein, nie schräg.',
        wrong: {
          '*': 'Dieser Sprung endet nicht auf d2. Such einen Stein, der in seiner Spalte oder Zeile zwei Felder von d2 entfernt ist, mit einem Stein dazwischen.',
        },
      },
    },
  },
  chains: {
    title: 'Ein Stein, mehrere Sprünge',
    steps: {
      again: {
        goal: 'Der Stein, der gerade auf c4 gelandet ist, kann noch einmal springen: Mach diesen zweiten Sprung.',
        hint: 'Such von c4 aus einen benachbarten Stein mit einem leeren Feld dahinter.',
        done: 'Jeder Sprung ist ein eigener Zug, auch wenn derselbe Stein noch einmal springt. Ein Stein darf weiterspringen, einen Zug nach dem anderen, solange er einen Stein zum Überspringen und ein leeres Feld dahinter findet.',
        wrong: { '*': 'Das ist ein Sprung eines anderen Steins. Spring noch einmal mit dem Stein auf c4.' },
      },
      twice: {
        goal: 'Lass nach vier Sprüngen nur einen Stein übrig, auf d4: Einer deiner Steine muss zweimal hintereinander springen.',
        hint: 'Such einen Stein, der nach einem Sprung dort landet, wo er wieder springen kann.',
        done: 'c5 ist nach e5 gesprungen und dann weiter nach e3, um die Ecke: zwei Züge desselben Steins. Danach haben e2 und f4 das Spiel auf d4 beendet.',
        wrong: {
          'f4-d4': 'd4 wird zu früh besetzt: Die vier übrigen Steine können nicht mehr zu einem einzigen werden.',
          '*': 'Nach diesem Sprung kann nicht mehr ein einziger Stein auf d4 übrig bleiben. Such einen Stein, der zweimal hintereinander springen kann.',
        },
      },
    },
  },
  goal: {
    title: 'Das Ziel: ein Stein übrig',
    steps: {
      last: {
        goal: 'Beende das Spiel mit einem einzigen Stein auf d4, dem anfangs leeren Feld (gestrichelt umrandet).',
        hint: 'Zwei Steine sind übrig, einer über dem anderen. Welcher von ihnen kann auf d4 landen?',
        done: 'Ein Stein übrig, auf dem anfangs leeren Feld: ein perfektes Spiel. Ein einziger Stein irgendwo gewinnt; ein einziger Stein auf dem anfangs leeren Feld ist das beste Ende überhaupt.',
        wrong: {
          'd5-d7':
            'Auch so bleibt ein Stein übrig, und du gewinnst, aber auf d7. Ein perfektes Spiel endet auf dem anfangs leeren Feld: d4.',
          '*': 'Ein perfektes Spiel endet auf d4, dem anfangs leeren Feld.',
        },
      },
      finish: {
        goal: 'Lass einen einzigen Stein auf d4 übrig: Dafür bleiben dir zwei Sprünge.',
        hint: 'Spring zuerst so, dass zwei Steine nebeneinanderstehen, mit dem leeren d4 direkt dahinter.',
        done: 'Das Spiel endet, wenn kein Sprung mehr möglich ist; also muss jeder Sprung Steine übrig lassen, die noch zueinanderfinden können. Hier haben sie sich auf d4 getroffen.',
        wrong: {
          'd4-b4': 'Dann stehen b4 und f4 getrennt, und keiner kann springen: Das Spiel endet mit zwei Steinen.',
          '*': 'So kann das Spiel nicht mit einem Stein auf d4 enden. Such die Reihenfolge, in der sich die Steine dort noch treffen können.',
        },
      },
    },
  },
  boards: {
    title: 'Andere Bretter',
    steps: {
      french: {
        goal: 'Das französische Brett hat 37 Felder, vier mehr als das englische: Mach einen beliebigen Sprung, um es auszuprobieren.',
        hint: 'Das leere Feld ist d3. Ein Stein, der zwei Felder davon entfernt ist, mit einem Stein dazwischen, kann dorthin springen.',
        done: 'Die Regeln sind auf dem französischen Brett, dem Wiegleb-Brett und dem Rautenbrett dieselben. Mit leerer Mitte kann das französische Brett nie mit einem einzigen Stein enden, deshalb war hier d3 anfangs leer.',
      },
      triangle: {
        goal: 'Auf dem Dreieck springt ein Stein auch entlang der schrägen Linien; mach stattdessen einen Sprung gerade entlang einer Zeile.',
        hint: 'Schau dir die dritte Zeile von oben an: Ihr linkes Feld ist leer, auf den anderen beiden stehen Steine.',
        done: 'Auf dem Dreieck springt ein Stein entlang einer Zeile oder einer der beiden Schrägen: sechs Richtungen insgesamt. Die Zeilen haben hier keine Buchstaben oder Zahlen; das Ziel bleibt dasselbe: ein Stein übrig.',
        wrong: {
          '*': 'Dieser Sprung verläuft schräg. Such den Sprung, der gerade durch eine Zeile geht, von einem Ende zum anderen.',
        },
      },
    },
  },
  together: {
    title: 'Halte deine Steine zusammen',
    steps: {
      scatter: {
        goal: 'Lass nach drei Sprüngen einen einzigen Stein auf d4 übrig.',
        hint: 'Gleich nach d4 zu springen sieht gut aus, aber schau, welche Steine dabei zurückbleiben: Halte jeden Stein neben einem anderen.',
        done: 'Jeder Sprung ließ einen Stein neben dem zurück, der als Nächstes springen musste, also gab es immer einen Sprung. Ein Stein ohne Nachbarn kann nie vom Brett genommen werden.',
        wrong: {
          'b4-d4': 'd4 ist besetzt, aber c2 und c5 bleiben allein, ohne Stein daneben: Kein Sprung ist mehr möglich.',
          '*': 'Damit entfernt sich ein Stein von den anderen, und kein Sprung ist mehr möglich: Das Spiel endet mit drei Steinen.',
        },
      },
      strand: {
        goal: 'Lass nach vier Sprüngen einen Stein auf d4 übrig, ohne einen Stein zu isolieren.',
        hint: 'Die Steine auf d2 und d3 sind weit weg von der Zeile b5, c5, d5: Bring sie zuerst näher heran.',
        done: 'Ein Stein allein am Rand oder weit weg von den anderen kann nie mehr übersprungen werden. Bring entfernte Steine zuerst zu den übrigen, dann räum die Gruppe ab: Ihre letzten drei Sprünge waren ein Paket, das Thema der nächsten Lektion.',
        wrong: {
          'd3-d1': 'Damit landet ein Stein auf d1, am oberen Rand, wo ihn kein anderer Stein je erreichen kann.',
          'c5-a5': 'Damit bleibt ein Stein auf a5 zurück, am Rand, weit weg von den anderen.',
          'c5-e5': 'Damit bleibt b5 allein, ohne Stein daneben.',
          '*': 'Nach diesem Sprung kann nicht mehr ein einziger Stein auf d4 übrig bleiben.',
        },
      },
    },
  },
  packages: {
    title: 'Steine in Paketen abräumen',
    steps: {
      'l-shape': {
        goal: 'Räum dieses L aus vier Steinen in drei Sprüngen bis auf einen Stein auf d4 ab.',
        hint: 'Der Stein auf d4 kann über die Ecke des L hinausspringen und später zurückkommen.',
        done: 'Drei Steine in einer Linie mit einem vierten neben einem Ende verschwinden in drei Sprüngen: Der vierte springt über den Endstein hinaus, der hinterste Stein springt entlang der Linie in die Lücke, und der vierte springt über ihn zurück an seinen alten Platz.',
        wrong: {
          '*': 'Das reißt das L auseinander: Die übrigen Steine können nicht mehr mit einem einzigen auf d4 enden.',
        },
      },
      line: {
        goal: 'Finde hier dasselbe Paket, räum es ab und beende das Spiel mit einem Stein auf d4.',
        hint: 'In Spalte e stehen drei Steine in einer Linie, und d5 steht neben ihrem Ende.',
        done: 'Das Paket hat e3, e4 und e5 abgeräumt und den Helfer nach d5 zurückgebracht; dann hat d6 das Spiel auf d4 beendet. Gute Spieler teilen das Brett in solche Pakete auf. Spiel jetzt eine ganze Partie: Drück h, wann immer du einen Tipp möchtest.',
        wrong: {
          'd6-d4': 'd4 wird zu früh besetzt: Die drei Steine der Spalte e lassen sich nicht mehr abräumen.',
          '*': 'Das führt nicht zu einem Stein auf d4. Such drei Steine in einer Linie mit einem vierten neben einem Ende.',
        },
      },
    },
  },
};

export default texts;
