/** Nim's course in German, with „du“; the board's „Haufen“ and „Steine“, and Misère as German Wikipedia says it. */
import type { CourseTexts } from '../../core/lesson-data.js';

const texts: CourseTexts = {
  take: {
    title: 'Steine nehmen',
    steps: {
      first: {
        goal: 'Nimm einen oder mehrere Steine aus einem Haufen (einer Reihe): Klicke oder tippe Steine an, um sie zu markieren, und drücke „Nehmen“, oder doppelklicke einen Stein, um ihn und alle Steine rechts davon zu nehmen; mit der Tastatur bewegst du dich mit den Pfeiltasten, markierst mit der Leertaste und nimmst mit der Eingabetaste.',
        hint: 'Die Haufen sind von oben nach unten mit 1, 2 und 3 nummeriert, links neben jeder Reihe.',
        done: 'Das ist ein Zug: so viele Steine, wie du willst, mindestens einer, und alle aus demselben Haufen. Dann nimmt dein Gegner aus einem beliebigen Haufen, und ihr seid abwechselnd am Zug.',
      },
      count: {
        goal: 'Nimm genau zwei Steine aus Haufen 3, der untersten Reihe.',
        hint: 'Markiere zwei Steine von Haufen 3 und drücke „Nehmen“, oder doppelklicke seinen zweiten Stein von rechts.',
        done: 'Du bestimmst, wie viele du nimmst, von einem bis zum ganzen Haufen.',
        wrong: {
          '*': 'Das ist ein Zug, aber dieser Schritt verlangt zwei Steine, nicht mehr und nicht weniger, aus Haufen 3 (der untersten Reihe).',
        },
      },
      whole: {
        goal: 'Leere Haufen 2 in einem Zug: Nimm alle vier Steine.',
        hint: 'Doppelklicke den ersten Stein von Haufen 2, ganz links: Er geht mit allen Steinen danach.',
        done: 'Ein ganzer Haufen darf auf einmal gehen. Ein leerer Haufen bleibt leer, und die nächsten Züge nehmen aus den anderen.',
        wrong: { '*': 'Dieser Schritt verlangt alle vier Steine von Haufen 2, der mittleren Reihe, in einem Zug.' },
      },
    },
  },
  last: {
    title: 'Der letzte Stein gewinnt',
    steps: {
      all: {
        goal: 'Dein Gegner hat gerade Haufen 1 geleert: Nimm alle übrigen Steine und gewinne.',
        hint: 'Wer den letzten Stein nimmt, gewinnt, und alle übrigen Steine liegen in Haufen 2.',
        done: 'Du hast den letzten Stein genommen, also gewinnst du. Das ist das Ziel von Nim: derjenige zu sein, der den letzten Stein nimmt.',
        wrong: { '*': 'Danach liegen noch Steine da, und dein Gegner nimmt sie alle und gewinnt.' },
      },
    },
  },
  misere: {
    title: 'Misère: Der letzte Stein verliert',
    steps: {
      'leave-one': {
        goal: 'Beim Misère-Nim verliert, wer den letzten Stein nimmt: Lass genau einen Stein übrig, damit dein Gegner ihn nehmen muss.',
        hint: 'Wie viele Steine müssen weg, damit einer bleibt?',
        done: 'Dein Gegner muss jetzt den letzten Stein nehmen und verliert. Nim wird auf beide Arten gespielt, also vereinbart die Regel vor einer Partie.',
        wrong: {
          '1:4': 'Du würdest den letzten Stein nehmen, und bei Misère verliert das.',
          '*': 'Es bleibt mehr als ein Stein übrig, also kann dein Gegner alle bis auf einen nehmen und dir den letzten lassen.',
        },
      },
      'last-one': {
        goal: 'Wieder Misère: Lass deinem Gegner nichts als einen letzten Stein.',
        hint: 'Haufen 1 hat schon nur einen einzigen Stein.',
        done: 'Ein Stein bleibt übrig, und dein Gegner muss ihn nehmen. Bei Misère gewinnt, wer einen einzelnen Stein übrig lässt.',
        wrong: {
          '2:2': 'Zwei einzelne Steine bleiben übrig: Dein Gegner nimmt einen, und du musst den letzten nehmen.',
          '*': 'Danach kann dein Gegner dir den letzten Stein lassen.',
        },
      },
    },
  },
  mirror: {
    title: 'Zwei gleiche Haufen',
    steps: {
      ones: {
        goal: 'Lass zwei Haufen mit je einem Stein übrig: Dein Gegner nimmt einen, und du nimmst den letzten.',
        hint: 'Wie viele Steine müssen aus Haufen 2 weg, damit er Haufen 1 gleicht?',
        done: 'Zwei Haufen mit je einem Stein: Wer von dort aus ziehen muss, verliert. Dasselbe gilt für zwei beliebige gleiche Haufen, wie der nächste Schritt zeigt.',
        wrong: {
          '2:3': 'Danach bleibt ein Stein übrig, und dein Gegner nimmt ihn.',
          '1:1': 'Danach bleibt nur Haufen 2 übrig, und dein Gegner nimmt ihn ganz.',
          '*': 'Danach sind die Haufen nicht gleich, und dein Gegner kann sie gleich machen.',
        },
      },
      copy: {
        goal: 'Von zwei gleichen Haufen mit 3 hat dein Gegner 2 aus Haufen 2 genommen: Nimm ebenso viele aus Haufen 1 und gewinne.',
        hint: 'Mach die beiden Haufen wieder gleich.',
        done: 'Was immer dein Gegner aus einem Haufen nimmt, nimm ebenso viele aus dem anderen: Die Haufen bleiben gleich, also nimmt nie dein Gegner den letzten Stein, sondern du. Dieses Nachmachen heißt Spiegeln.',
        wrong: {
          '1:3': 'Danach bleibt nur Haufen 2 übrig, und dein Gegner nimmt seinen letzten Stein.',
          '2:1': 'Danach bleibt nur Haufen 1 übrig, und dein Gegner nimmt ihn ganz.',
          '*': 'Danach sind die Haufen nicht gleich, also kann dein Gegner sie gleich machen und dich bis zum Ende nachahmen.',
        },
      },
      equal: {
        goal: 'Mach die beiden Haufen gleich und ahme dann jeden Zug deines Gegners im anderen Haufen nach, bis du den letzten Stein nimmst.',
        hint: 'Haufen 1 hat 2 Steine: Mach Haufen 2 genauso groß.',
        done: 'Mach die Haufen gleich, dann spiegle: Bei zwei Haufen ist das das ganze Spiel. Die nächste Lektion macht dasselbe mit beliebig vielen Haufen.',
        wrong: {
          '1:2': 'Danach bleibt nur Haufen 2 übrig, und dein Gegner nimmt ihn ganz.',
          '2:5': 'Danach bleibt nur Haufen 1 übrig, und dein Gegner nimmt ihn ganz.',
          '*': 'Danach sind die Haufen nicht gleich, und dein Gegner kann sie gleich machen und dich spiegeln.',
        },
      },
    },
  },
  balance: {
    title: 'Gleichgewicht: in 1, 2, 4 und 8 zählen',
    steps: {
      four: {
        goal: 'Schreib jeden Haufen als Summe aus 1, 2 und 4 (also 3 als 2 + 1) und nimm so aus einem Haufen, dass 1, 2 und 4 insgesamt jeweils gerade oft vorkommen.',
        hint: 'Jetzt kommen 1, 2 und 4 je einmal vor. Die 4 steckt nur in Haufen 3, also muss sich Haufen 3 ändern: in was, damit er zu Haufen 1 und 2 passt?',
        done: 'Haufen mit 1, 2 und 3 = 2 + 1: Die 1 und die 2 kommen je zweimal vor. So eine Stellung ist ausgeglichen: Jeder Zug bringt sie aus dem Gleichgewicht, du kannst sie immer wieder ausgleichen, und so nimmst du den letzten Stein. Zwei gleiche Haufen sind das einfachste Gleichgewicht.',
        wrong: {
          '*': 'Danach kommt eine von 1, 2 oder 4 ungerade oft vor, also kann dein Gegner die Haufen statt dir ausgleichen.',
        },
      },
      start: {
        goal: 'Das ist der übliche Anfang auf dem Brett, 3 = 2 + 1, 4 und 5 = 4 + 1: Gleiche ihn aus.',
        hint: 'Die 4 und die 1 kommen schon zweimal vor; finde die Zahl, die nur einmal vorkommt, und den Haufen, in dem sie steckt.',
        done: 'Haufen mit 1, 4 und 5 = 4 + 1: ausgeglichen. Wer also von 3, 4 und 5 aus als Erster zieht, gewinnt, mit diesem Zug.',
        wrong: {
          '*': 'Danach kommt eine von 1, 2 oder 4 ungerade oft vor. Zähl noch einmal: Welche kommt jetzt nur einmal vor?',
        },
      },
      choice: {
        goal: 'Gleiche diese Haufen aus, 3 = 2 + 1, 5 = 4 + 1 und 7 = 4 + 2 + 1; es gibt mehr als einen Weg.',
        hint: 'Zähl, wie oft 1, 2 und 4 jeweils vorkommen: Nur eine davon kommt ungerade oft vor.',
        done: 'Die 1 kam dreimal vor, einmal in jedem Haufen, also gleicht ein Stein aus einem beliebigen Haufen sie aus. Wenn mehrere Haufen die ungerade Zahl enthalten, geht jeder davon.',
        wrong: { '*': 'Danach kommt eine von 1, 2 oder 4 ungerade oft vor. Zähl die Einsen.' },
      },
      eight: {
        goal: 'Gleiche Haufen mit 1, 2 und 8 aus: Die 8 kommt einmal vor, und ein Haufen darf zu jeder kleineren Zahl werden.',
        hint: 'Nimm aus dem Haufen mit der 8 und lass darin, was es braucht, damit er zu den beiden anderen Haufen passt.',
        done: 'Haufen 3 wurde zu 3 = 2 + 1, passend zu Haufen 1 und 2. Die Methode: Finde die größte von 8, 4, 2, 1, die ungerade oft vorkommt, nimm aus einem Haufen, der sie enthält, und lass dort, was jede Anzahl gerade macht. Was ungerade bleibt, heißt Nim-Summe (das binäre XOR der Haufen); ausgeglichen heißt Nim-Summe null.',
        wrong: {
          '*': 'Danach kommt eine von 1, 2, 4 oder 8 immer noch ungerade oft vor. Welcher Haufen enthält die 8?',
        },
      },
    },
  },
  'misere-play': {
    title: 'Misère: normal spielen, bis zum Ende',
    steps: {
      'odd-ones': {
        goal: 'Misère: Alle Haufen bis auf einen haben höchstens einen Stein, also lass jetzt eine ungerade Zahl einzelner Steine übrig und sonst nichts.',
        hint: 'Haufen 3 kann einen Stein behalten oder keinen: Zähl in beiden Fällen die einzelnen Steine.',
        done: 'Drei einzelne Steine: Du und dein Gegner nehmt sie abwechselnd, und dein Gegner nimmt den letzten. Im normalen Spiel würdest du Haufen 3 leeren und zwei übrig lassen; das ist die einzige Änderung bei Misère, sobald nur noch ein Haufen mehr als einen Stein hat.',
        wrong: {
          '3:4':
            'Das ist der normale Zug, aber er lässt zwei einzelne Steine übrig: Dein Gegner nimmt einen, und du musst den letzten nehmen.',
          '*': 'Haufen 3 behält mehr als einen Stein, und dein Gegner kann ihn nutzen, um dir eine ungerade Zahl einzelner Steine zu lassen.',
        },
      },
      'as-normal': {
        goal: 'Misère mit zwei Haufen aus zwei oder mehr Steinen: Mach sie gleich, wie im normalen Nim.',
        hint: 'Haufen 1 hat 2 Steine.',
        done: 'Gleiche Haufen, wie im normalen Spiel. Nach dem Zug deines Gegners hat nur noch ein Haufen mehr als einen Stein, und das Ende gehört dir: Der nächste Schritt zeigt es.',
        wrong: {
          '*': 'Danach sind die Haufen nicht gleich. Solange zwei Haufen zwei oder mehr Steine haben, spielt man Misère wie normales Nim.',
        },
      },
      switch: {
        goal: 'Dein Gegner hat 1 aus Haufen 1 genommen, also hat nur noch Haufen 2 mehr als einen Stein: Lass eine ungerade Zahl einzelner Steine übrig.',
        hint: 'Zähl die einzelnen Steine, die bleiben, wenn Haufen 2 einen Stein behält und wenn er keinen behält.',
        done: 'Ein einzelner Stein bleibt übrig, und dein Gegner muss ihn nehmen. Im normalen Spiel würdest du hier zwei Haufen mit je einem lassen; bei Misère lässt du einen.',
        wrong: {
          '2:1': 'Das lässt zwei einzelne Steine übrig: Dein Gegner nimmt einen, und du musst den letzten nehmen.',
          '1:1': 'Danach behält Haufen 2 zwei Steine: Dein Gegner nimmt einen, und du musst den letzten nehmen.',
          '*': 'Das lässt keine ungerade Zahl einzelner Steine übrig.',
        },
      },
      start: {
        goal: 'Misère vom üblichen Anfang, 3, 4 und 5: Mach den ersten Zug, der gewinnt.',
        hint: 'Es bleiben Haufen mit zwei oder mehr Steinen, also spiel den normalen Ausgleichszug.',
        done: 'Derselbe Zug wie im normalen Nim lässt 1, 4 und 5 = 4 + 1 übrig, ausgeglichen. Jetzt kennst du das ganze Spiel: Spiel eine Partie gegen den Computer, ob normal oder Misère.',
        wrong: {
          '*': 'Das lässt die Haufen unausgeglichen, und solange große Haufen bleiben, spielt man Misère wie normales Nim. Welche von 1, 2 und 4 kommt einmal vor?',
        },
      },
    },
  },
};

export default texts;
