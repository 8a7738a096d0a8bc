/** Connect Four's course in German, with „du“; the board's „Stein“, „Spalte“, „Zeile“ and „Zug“, a cell a „Feld“. */
import type { CourseTexts } from '../../core/lesson-data.js';

const texts: CourseTexts = {
  drop: {
    title: 'Einen Stein einwerfen',
    steps: {
      first: {
        goal: 'Du spielst Rot: Wirf einen Stein in eine beliebige Spalte, indem du die Spalte anklickst oder antippst, ihre Nummer (1 bis 7) drückst oder mit den Pfeiltasten hingehst und die Eingabetaste drückst.',
        done: 'Dein Stein ist ganz nach unten gefallen: Ein Stein fällt immer auf das unterste leere Feld seiner Spalte. Dann wirft Gelb einen ein, und ihr seid abwechselnd dran.',
      },
      full: {
        goal: 'Spalte 4 ist voll: Wirf einen Stein in eine beliebige andere Spalte.',
        hint: 'Eine Spalte fasst sechs Steine übereinander; für einen siebten ist kein Platz mehr.',
        done: 'In eine volle Spalte passt kein Stein mehr. Sind alle Spalten voll und hat niemand vier in einer Reihe, endet die Partie unentschieden.',
      },
    },
  },
  lines: {
    title: 'Vier in einer Reihe',
    steps: {
      across: {
        goal: 'Gewinne: Wirf einen vierten roten Stein in die unterste Zeile, neben deine drei.',
        hint: 'Gelb hat ein Ende deiner drei Steine versperrt, in Spalte 6. Schau dir das andere Ende an.',
        done: 'Vier waagerecht in einer Reihe: Du gewinnst.',
        wrong: {
          '6': 'In Spalte 6 liegt schon ein gelber Stein, also landet deiner darauf und nicht in der untersten Zeile.',
          '*': 'Damit hast du keine vier in einer Reihe. Deine drei roten Steine liegen in der untersten Zeile, in den Spalten 3 bis 5.',
        },
      },
      down: {
        goal: 'Gewinne noch einmal: Auch vier Steine übereinander zählen.',
        hint: 'Deine drei Steine liegen in einer Spalte übereinander.',
        done: 'Vier senkrecht in einer Reihe: Du gewinnst.',
        wrong: { '*': 'Damit hast du keine vier. Setz deinen Stein oben auf deine drei.' },
      },
      'diagonal-up': {
        goal: 'Gewinne ein weiteres Mal: Eine Reihe kann auch schräg ansteigen, mit jeder Spalte nach rechts ein Feld höher.',
        hint: 'Beginne bei deinem Stein in Spalte 1 und geh mit jeder Spalte nach rechts ein Feld höher.',
        done: 'Vier auf einer Diagonale: Du gewinnst. Die Steine unter dem Gewinnfeld mussten zuerst da sein, sonst wäre dein Stein tiefer gefallen.',
        wrong: {
          '*': 'Damit ist deine schräge Reihe nicht fertig. Folge ihr von Spalte 1 unten aus, mit jeder Spalte ein Feld höher.',
        },
      },
      'diagonal-down': {
        goal: 'Gewinne: Auch die andere Diagonale, die von links nach rechts abfällt, zählt, und diesmal liegt das leere Feld mitten in der Reihe.',
        hint: 'Deine Reihe läuft von Spalte 4 weit oben hinunter bis Spalte 7 ganz unten. Eines ihrer vier Felder ist noch leer.',
        done: 'Vier auf der anderen Diagonale. Eine Reihe lässt sich an beiden Enden oder in der Mitte vervollständigen: waagerecht, senkrecht und auf beiden Diagonalen.',
        wrong: {
          '*': 'Damit ist deine Reihe nicht fertig. Folge ihr von Spalte 4 hinunter bis Spalte 7 und finde ihr leeres Feld.',
        },
      },
    },
  },
  block: {
    title: 'Eine Drohung abwehren',
    steps: {
      across: {
        goal: 'Gelb hat drei in der untersten Zeile und wirft im nächsten Zug den vierten ein: Setz deinen Stein dorthin, wo er Gelb aufhält.',
        hint: 'Drei Steine in einer Reihe mit leerem viertem Feld sind eine Drohung. Finde das leere Feld am Ende der drei gelben Steine.',
        done: 'Abgewehrt. Schau vor allem anderen nach, ob dein Gegner im nächsten Zug vier in eine Reihe bringen kann, und verhindere es.',
        wrong: { '*': 'Dann wirft Gelb in Spalte 5 ein und hat vier in einer Reihe. Wehr zuerst die Drohung ab.' },
      },
      diagonal: {
        goal: 'Gelb droht wieder: Halte Gelb auf.',
        hint: 'Diesmal ist die Reihe von Gelb eine Diagonale: Beginne bei seinem Stein in Spalte 2 und geh nach rechts oben.',
        done: 'Abgewehrt. Drohungen auf einer Diagonale übersieht man am leichtesten: Such vor jedem Zug danach.',
        wrong: {
          '*': 'Dann wirft Gelb in Spalte 5 ein, auf die drei Steine dort, und hat vier auf einer Diagonale.',
        },
      },
    },
  },
  centre: {
    title: 'In der Mitte anfangen',
    steps: {
      middle: {
        goal: 'Eine neue Partie: Wirf deinen ersten Stein in die Spalte, die zu den meisten Viererreihen gehört.',
        hint: 'Eine waagerechte Reihe braucht vier nebeneinanderliegende Spalten. Welche Spalte liegt in den meisten davon?',
        done: 'Die mittlere Spalte: Ein Stein dort kann zu vier verschiedenen waagerechten Reihen gehören, einer am Rand nur zu einer. Halte deine Steine am Anfang nahe der Mitte.',
        wrong: {
          '3': 'Knapp daneben: Die Mitte der sieben Spalten ist Spalte 4, und die gehört zu noch mehr Reihen.',
          '5': 'Knapp daneben: Die Mitte der sieben Spalten ist Spalte 4, und die gehört zu noch mehr Reihen.',
          '*': 'Ein Stein dort gehört zu weniger Viererreihen. Die mittlere Spalte gehört zu den meisten.',
        },
      },
    },
  },
  double: {
    title: 'Zwei Drohungen auf einmal',
    steps: {
      'open-three': {
        goal: 'Stelle zwei Drohungen auf einmal auf: Gelb kann nur eine abwehren, und mit der anderen gewinnst du.',
        hint: 'Deine zwei Steine liegen nebeneinander in der untersten Zeile. Mach dort drei daraus, mit einem leeren Feld an jedem Ende.',
        done: 'Drei in einer Reihe mit zwei freien Enden sind zwei Drohungen. Ein Stein kann nicht beide abwehren, also gewinnst du im nächsten Zug.',
        wrong: {
          '*': 'Danach kann Gelb deine Reihe versperren. Mach drei in der untersten Zeile, mit einem leeren Feld an jedem Ende.',
        },
      },
      'two-lines': {
        goal: 'Gewinne: Finde den Stein, der auf einmal in zwei verschiedenen Reihen droht.',
        hint: 'In Spalte 3 liegen zwei deiner Steine, und eine schräge Reihe steigt von deinem Stein in Spalte 1 bis zu deinem in Spalte 4 an. Ein Feld gehört zu beiden.',
        done: 'Drei senkrecht in Spalte 3 und drei auf der Diagonale: Gelb wehrt eine Drohung ab, und du vollendest die andere.',
        wrong: {
          '*': 'Damit drohst du höchstens einmal, und Gelb wehrt es ab. Such ein Feld, das zu zwei deiner Reihen gehört.',
        },
      },
    },
  },
  above: {
    title: 'Das Feld über einer Drohung',
    steps: {
      under: {
        goal: 'Wirf einen Stein irgendwohin, wo er Gelb nicht zum Sieg verhilft.',
        hint: 'Gelb hat drei auf einer Diagonale, von Spalte 6 unten hinauf bis Spalte 4. Ihr viertes Feld schwebt in Spalte 3, eins über dem untersten leeren Feld dort.',
        done: 'Eine Drohung kann über einem leeren Feld warten. Wer einen Stein darunter einwirft, überlässt sie dem anderen, also lass diese Spalte in Ruhe.',
        wrong: {
          '3': 'Dein Stein füllt das Feld unter der Drohung von Gelb, und Gelb wirft seinen darauf und hat vier auf der Diagonale.',
          '*': 'Dieser Stein landet direkt unter einer Drohung von Gelb: Gelb würde das Feld darüber besetzen und gewinnen.',
        },
      },
      climb: {
        goal: 'Gewinne: Stelle eine Drohung auf, die Gelb abwehren muss, damit dich der gelbe Stein bis zu deinem eigenen Gewinnfeld hebt.',
        hint: 'Deiner Diagonale von Spalte 2 hinunter bis Spalte 5 fehlt nur ihr Feld in Spalte 3, das dritte von unten. Was, wenn Gelb jetzt in Spalte 3 spielen müsste?',
        done: 'Gelb musste in Spalte 3 abwehren, und sein Stein hat dein Gewinnfeld in Reichweite gebracht. Zwei Drohungen direkt übereinander gewinnen, sobald die untere gefüllt ist.',
        wrong: {
          '3': 'Dein eigener Stein füllt das Feld unter deiner Drohung: Gelb wirft seinen darauf und wehrt ab.',
          '*': 'Dann kann Gelb in aller Ruhe antworten. Stelle eine Drohung auf dem Feld direkt unter deinem wartenden auf.',
        },
      },
    },
  },
  sizes: {
    title: 'Andere Brettgrößen',
    steps: {
      small: {
        goal: 'Dieses Brett hat 5 Spalten und 4 Zeilen, und vier in einer Reihe gewinnen immer noch: Vervollständige deine Reihe.',
        hint: 'Deine drei Steine liegen in der untersten Zeile, mit einem leeren Feld an jedem Ende.',
        done: 'Vier in einer Reihe. Ein Brett kann 4 bis 10 Spalten und Zeilen haben; die Regeln bleiben gleich. Spiel jetzt eine ganze Partie gegen den Computer.',
        wrong: {
          '*': 'Damit hast du keine vier in einer Reihe. Deine drei Steine liegen in der untersten Zeile, mit einem leeren Feld an jedem Ende.',
        },
      },
    },
  },
};

export default texts;
