/**
 * Reversi's course in German, with „du“; the board's „Stein“, „Feld“, „Zug“ and „Brett“, the sides Schwarz and Weiß,
 * stones „umgedreht“, a row a „Zeile“, a column a „Spalte“.
 */
import type { CourseTexts } from '../../core/lesson-data.js';

const texts: CourseTexts = {
  place: {
    title: 'Dein erster Stein',
    steps: {
      first: {
        goal: 'Du spielst Schwarz: Setze einen Stein auf ein Feld mit einem Punkt, indem du es anklickst oder antippst oder mit den Pfeiltasten hingehst und die Eingabetaste drückst.',
        done: 'Dein neuer Stein und ein schwarzer Stein, der schon dort lag, schlossen einen weißen Stein zwischen sich ein, also wurde er schwarz. Jeder Zug muss so mindestens einen Stein umdrehen; die Punkte zeigen, wo du setzen kannst.',
      },
      aim: {
        goal: 'Dreh auf diesem kleineren Brett, das nach denselben Regeln gespielt wird, den weißen Stein auf d4 um.',
        hint: 'Die Spalten tragen Buchstaben von links, die Zeilen Zahlen von oben. d4 muss zwischen deinem neuen Stein und einem schwarzen Stein liegen, in einer geraden Linie.',
        done: 'd4 ist jetzt schwarz. Nur die Steine, die dein neuer Stein in einer Linie mit einem anderen schwarzen Stein einschließt, werden umgedreht; die anderen bleiben, wie sie sind.',
        wrong: {
          '*': 'Dieser Zug dreht einen anderen weißen Stein um. Damit d4 umgedreht wird, setze deinen Stein auf die Seite von d4, die einem schwarzen Stein gegenüberliegt, in gerader Linie.',
        },
      },
    },
  },
  line: {
    title: 'Eine ganze Linie wird umgedreht',
    steps: {
      row: {
        goal: 'Dreh alle drei weißen Steine in Zeile 3 mit einem einzigen Stein um.',
        hint: 'Schließ die Zeile weißer Steine an ihrem offenen Ende, gegenüber dem schwarzen Stein auf a3.',
        done: 'Alle drei wurden auf einmal umgedreht: Jeder weiße Stein zwischen deinem neuen und deinem anderen Stein wird umgedreht, egal wie viele es sind, solange die Linie keine Lücke hat.',
        wrong: { '*': 'Das dreht nur einen Stein um. Such das offene Ende der weißen Zeile, die bei a3 beginnt.' },
      },
      diagonal: {
        goal: 'Linien verlaufen auch diagonal: Dreh mit einem Zug drei weiße Steine entlang einer Diagonale um.',
        hint: 'Geh vom schwarzen Stein auf b2 aus und folge den weißen Steinen nach rechts unten.',
        done: 'Die ganze Diagonale ab b2 wurde umgedreht. Eine Linie kann waagerecht, senkrecht oder von Ecke zu Ecke verlaufen.',
        wrong: {
          f5: 'f5 schließt Zeile 5 und dreht zwei Steine um. Such die Diagonale mit dreien.',
          '*': 'Das dreht nur einen Stein um. Such eine längere Linie weißer Steine auf einer Diagonale.',
        },
      },
    },
  },
  directions: {
    title: 'Mehrere Linien auf einmal',
    steps: {
      two: {
        goal: 'Finde das Feld, das weiße Steine in zwei Linien auf einmal umdreht.',
        hint: 'Jeder schwarze Stein kann seine eigene Linie schließen: Such ein leeres Feld, das mit zweien von ihnen in einer Linie liegt.',
        done: 'e5 schloss die Spalte bis e2 und die Diagonale bis b2: vier Steine mit einem Zug. Ein neuer Stein dreht jede Linie um, die er schließt, in allen acht Richtungen.',
        wrong: {
          d5: 'd5 schließt nur Zeile 5 und dreht zwei Steine um. Ein anderes Feld schließt zwei Linien.',
          '*': 'Das schließt nur eine Linie. Ein anderes Feld schließt zwei.',
        },
      },
      five: {
        goal: 'Dreh mit einem Zug fünf weiße Steine um.',
        hint: 'Sieh dir das leere Feld zwischen den weißen Steinen an: Liegt hinter jedem seiner weißen Nachbarn ein schwarzer Stein?',
        done: 'Ein Stein schloss fünf Linien: nach oben, beide Diagonalen nach oben, nach links und nach links unten. e4 blieb weiß: Kein schwarzer Stein schließt diese Linie.',
        wrong: {
          '*': 'Das schließt nur eine Linie. Such das Feld, das ringsum weiße Steine hat und dahinter schwarze.',
        },
      },
    },
  },
  end: {
    title: 'Das Ende der Partie',
    steps: {
      count: {
        goal: 'Zwei Felder sind noch frei: Spiel das Feld, nach dem du am Ende der Partie mehr Steine hast.',
        hint: 'Wenn keine Seite mehr ziehen kann, ist die Partie vorbei und die Steine werden gezählt. Zähl sie nach jedem deiner Züge und der Antwort von Weiß.',
        done: 'Nach c4 kann keine Seite d1 spielen, also endet die Partie mit diesem Feld leer: Schwarz 10, Weiß 5. Die Partie endet, wenn das Brett voll ist oder niemand mehr ziehen kann, und die Seite mit mehr Steinen gewinnt.',
        wrong: { d1: 'Nach d1 spielt Weiß c4, füllt das Brett und dreht Steine zurück: 7 schwarze gegen 9 weiße.' },
      },
    },
  },
  pass: {
    title: 'Kein Zug: passen',
    steps: {
      'no-move': {
        goal: 'Schwarz hat kein Feld, das einen weißen Stein umdreht, also passe: Drück die Schaltfläche „Passen“ unter dem Brett oder die Taste P.',
        hint: 'Probier ein Feld aus: Das Brett sagt dir, warum es nichts umdreht. Wenn überhaupt kein Feld einen Stein umdreht, musst du passen.',
        done: 'Du hast gepasst, und Weiß ist am Zug. Passen darfst du nur, wenn du keinen Zug hast; hat keine Seite einen, ist die Partie vorbei.',
        wrong: { '*': 'Schwarz kann hier keinen Stein setzen: Passen ist der einzige Zug.' },
      },
      again: {
        goal: 'Weiß führt 9 zu 4: Gewinne, indem du so spielst, dass Weiß keinen Zug hat und passen muss, und spiel dann noch einmal.',
        hint: 'Schau dir nach jedem deiner Züge die leeren Felder mit den Augen von Weiß an: Könnte ein weißer Stein dort eine Linie schließen?',
        done: 'Weiß musste passen, also hast du zweimal hintereinander gespielt: Mit 4 Steinen gegen 9 hast du 9 zu 6 gewonnen, und c1 blieb leer.',
        wrong: {
          '*': 'Danach hat Weiß noch einen Zug, und du kannst nicht mehr gewinnen. Such den Zug, der Weiß keinen lässt.',
        },
      },
    },
  },
  corners: {
    title: 'Ecken',
    steps: {
      take: {
        goal: 'Besetze eine Ecke.',
        hint: 'Die Ecken sind a1, f1, a6 und f6; eine davon ist ein erlaubter Zug.',
        done: 'Über eine Ecke hinaus verläuft keine Linie, also kann dort nie ein Stein eingeschlossen werden: Er bleibt bis zum Ende schwarz. Steine daneben können sich an ihn anlehnen und ebenfalls sicher werden.',
        wrong: {
          c6: 'c6 dreht drei Steine um, aber die können später zurückgedreht werden. Ein Eckstein nie.',
          '*': 'Das ist keine Ecke. Sieh dir a1, f1, a6 und f6 an.',
        },
      },
      'no-gift': {
        goal: 'Mach einen Zug, nach dem Weiß keine Ecke besetzen kann.',
        hint: 'Die Ecke a1 ist leer. Welcher deiner Züge würde Weiß eine Linie geben, die es von a1 aus schließen kann?',
        done: 'Weiß hat immer noch keine Ecke. Ein Stein neben einer leeren Ecke lässt die andere Seite sie oft besetzen, also setz dort nur hin, wenn du musst.',
        wrong: {
          a2: 'a2 dreht fünf Steine um, liegt aber neben der leeren Ecke: Weiß spielt dann a1, und dieser Stein gehört für immer Weiß.',
          b1: 'b1 liegt neben der leeren Ecke: Weiß spielt dann a1, und dieser Stein gehört für immer Weiß.',
          '*': 'Dieser Zug lässt Weiß eine Ecke besetzen.',
        },
      },
      'corner-wins': {
        goal: 'Zurück auf dem üblichen Brett mit 8 × 8 Feldern: Gewinne die Partie, in Zeile 1 sind noch drei Felder frei.',
        hint: 'Ein Stein auf h1 kann nie umgedreht werden, ein Stein auf g1 neben der leeren Ecke schon.',
        done: 'Du hast h1 besetzt, Weiß hat mit g1 geantwortet, und f1 hat das Brett gefüllt: 34 zu 30 für Schwarz.',
        wrong: {
          g1: 'g1 liegt neben der leeren Ecke: Nach f1 von Weiß und deinem h1 ist das Brett voll, 32 zu 32, unentschieden.',
          f1: 'Nach f1 spielt Weiß g1, und selbst mit h1 endest du 28 zu 36.',
        },
      },
    },
  },
  mobility: {
    title: 'Weniger Steine, mehr Züge',
    steps: {
      fewest: {
        goal: 'Spiel den Zug, nach dem Weiß die wenigsten Antwortzüge hat.',
        hint: 'Ein Zug, der viele Steine umdreht, öffnet Weiß oft Felder. Sieh nach, was Weiß nach jedem deiner Züge spielen könnte.',
        done: 'Nach f4 hat Weiß nur einen Zug, e3, obwohl Weiß mehr Steine hat. Züge zu haben zählt mehr, als Steine zu haben: Eine Seite mit wenigen Zügen muss bald schlechte spielen.',
        wrong: {
          c2: 'c2 dreht vier Steine um, aber danach hat Weiß acht Züge zur Auswahl.',
          '*': 'Danach hat Weiß mehr als einen Zug. Ein anderer Zug lässt Weiß nur eine einzige Antwort.',
        },
      },
      'no-reply': {
        goal: 'Weiß hat 23 Steine, du 10: Gewinne, indem du Weiß ohne Zug lässt.',
        hint: 'Zähl nicht die Steine, die du umdrehst, sondern die Antworten von Weiß nach deinem Zug.',
        done: 'Nach c1 hatte Weiß keinen Zug und passte, dann beendete a5 die Partie: 21 zu 14 für Schwarz. Jetzt bist du bereit für eine echte Partie gegen den Computer.',
        wrong: {
          a5: 'a5 dreht sieben Steine um, aber Weiß hat danach noch einen Zug und liegt am Ende vorn.',
          '*': 'Danach hat Weiß noch einen Zug und liegt am Ende vorn.',
        },
      },
    },
  },
};

export default texts;
