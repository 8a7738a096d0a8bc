/**
 * Lines of Action's course in German, with „du“; the board's „Stein“, „Feld“, „Zug“, „Reihe“, „Spalte“ and „schlagen“,
 * the sides Schwarz and Weiß.
 */
import type { CourseTexts } from '../../core/lesson-data.js';

const texts: CourseTexts = {
  'first-move': {
    title: 'Dein erster Zug',
    steps: {
      first: {
        goal: 'Du spielst Schwarz, und Schwarz zieht zuerst: Zieh einen beliebigen deiner Steine, indem du ihn anklickst oder antippst und dann eines der für ihn markierten Felder (oder ihn dorthin ziehst); mit der Tastatur gehst du mit den Pfeiltasten zu ihm, nimmst ihn mit der Eingabetaste auf und drückst auf dem Zielfeld noch einmal die Eingabetaste.',
        done: 'Das ist ein Zug. Dann spielt Weiß, und ihr zieht abwechselnd. Schwarz beginnt auf der obersten und der untersten Reihe, Weiß auf der linken und der rechten Spalte; wer zuerst alle eigenen Steine zu einer Gruppe vereint, gewinnt.',
      },
    },
  },
  goal: {
    title: 'Vereine alle deine Steine',
    steps: {
      join: {
        goal: 'Gewinne: Zieh deinen einzelnen Stein so, dass sich alle deine Steine berühren, in einer Gruppe.',
        hint: 'Der Stein auf e7 steht allein. Nimm ihn auf und sieh dir die Felder an, die er erreichen kann: Eines davon liegt neben deinem Paar.',
        done: 'Alle drei Steine berühren sich: eine Gruppe, und du gewinnst. Es ist egal, wo auf dem Brett die Gruppe liegt und wie viele Steine sie hat.',
        wrong: {
          '*': 'Deine Steine bilden noch mehr als eine Gruppe. Bring den einzelnen Stein auf e7 neben die beiden auf d4 und e4.',
        },
      },
      corner: {
        goal: 'Gewinne noch einmal: Steine, die sich nur an einer Ecke berühren, sind ebenfalls verbunden.',
        hint: 'Nimm den Stein auf g6 auf. Eines der Felder, die er erreichen kann, berührt d5 an einer Ecke.',
        done: 'e6 berührt d5 an einer Ecke, und d5 berührt c4 genauso: eine Gruppe, ein Sieg. Steine berühren sich in allen 8 Richtungen: über eine Seite oder über eine Ecke.',
        wrong: {
          '*': 'Deine Steine bilden noch mehr als eine Gruppe. Bring den Stein auf g6 auf ein Feld, das d5 berührt, auch wenn nur an einer Ecke.',
        },
      },
    },
  },
  distance: {
    title: 'Wie weit ein Stein zieht',
    steps: {
      row: {
        goal: 'Zieh den Stein auf a3 entlang seiner Reihe: Er zieht genau so viele Felder weit, wie Steine auf dieser Reihe stehen, schwarze und weiße.',
        hint: 'Zähl die Steine auf Reihe 3: deinen auf a3 und den weißen auf f3.',
        done: 'Zwei Steine auf der Reihe, also genau zwei Felder: von a3 nach c3. Nie mehr, nie weniger. Ein Stein zieht in gerader Linie: entlang seiner Reihe, seiner Spalte oder einer seiner beiden Diagonalen.',
        wrong: { '*': 'In diesem Schritt geht es um den Stein auf a3, entlang seiner Reihe über das Brett gezogen.' },
      },
      column: {
        goal: 'Zieh den Stein auf d4 in seiner Spalte nach oben und zähl dabei jeden Stein der ganzen Spalte, auch die darunter.',
        hint: 'In Spalte d stehen d2, d4 und d8.',
        done: 'Drei Steine in Spalte d, also ist d4 drei Felder nach oben gezogen, nach d7. Der Stein darunter auf d2 zählte mit: Eine Linie reicht von einem Rand des Bretts bis zum anderen.',
        wrong: { '*': 'In diesem Schritt geht es um den Stein auf d4, in Spalte d nach oben gezogen.' },
      },
      diagonal: {
        goal: 'Zieh den Stein auf c3 diagonal nach rechts oben, nachdem du die Steine auf seiner ganzen Diagonale gezählt hast.',
        hint: 'Die Diagonale von a1 nach h8 führt durch b2, c3 und g7.',
        done: 'Drei Steine auf dieser Diagonale, also drei Felder: von c3 nach f6. Jede der vier Linien eines Steins (seine Reihe, seine Spalte und seine beiden Diagonalen) hat ihre eigene Anzahl.',
        wrong: { '*': 'In diesem Schritt geht es um den Stein auf c3, diagonal nach rechts oben gezogen.' },
      },
    },
  },
  jumps: {
    title: 'Über Steine springen',
    steps: {
      own: {
        goal: 'Vereine deine drei Steine: Der Stein auf b4 darf über deinen eigenen Stein auf d4 springen.',
        hint: 'Zähl die Steine auf Reihe 4: b4, d4 und h4.',
        done: 'Drei Steine auf der Reihe, also drei Felder, über deinen eigenen Stein auf d4 hinweg nach e4, das d4 und f5 berührt: eine Gruppe. Ein Stein darf eigene Steine überspringen.',
        wrong: { '*': 'Deine Steine sind noch getrennt. Zieh den Stein auf b4 entlang seiner Reihe.' },
      },
      blocked: {
        goal: 'Vereine deine Steine; diesmal steht ein weißer Stein auf dem geraden Weg.',
        hint: 'Ein Stein springt nie über gegnerische Steine, also kann a4 nicht über b4 hinweg. Versuch eine andere seiner Linien.',
        done: 'a4 ist entlang seiner Diagonale nach c6 gezogen (zwei Steine darauf: a4 und e8), neben d5: eine Gruppe. Ein weißer Stein im Weg sperrt diese Linie; eine andere Linie kann frei sein.',
        wrong: {
          '*': 'Deine Steine sind noch getrennt. Finde einen anderen Weg, auf dem der Stein auf a4 die beiden auf d5 und e5 erreicht.',
        },
      },
    },
  },
  captures: {
    title: 'Schlagen',
    steps: {
      capture: {
        goal: 'Schlag den weißen Stein auf e3: Lande genau auf ihm.',
        hint: 'Zähl die Steine auf Reihe 3.',
        done: 'Ein Stein, der seinen Zug auf einem gegnerischen Stein beendet, schlägt ihn, und der geschlagene Stein verlässt das Brett. Ein Stein darf auf einem gegnerischen Stein landen, nie auf einem eigenen.',
        wrong: { '*': 'Damit schlägst du nichts. Zieh den Stein auf c3 so, dass er genau auf e3 landet.' },
      },
      'capture-join': {
        goal: 'Gewinne: Schlag einen weißen Stein und vereine deine Steine mit demselben Zug.',
        hint: 'Auf dem Feld, das f1 mit deinem Paar verbinden würde, steht ein weißer Stein.',
        done: 'f1 hat d3 geschlagen, das d4 berührt: eine Gruppe, ein Sieg. Schlagen ist ein Zug wie jeder andere, und es kann deine Steine vereinen.',
        wrong: { '*': 'Deine Steine sind noch getrennt. Sieh dir die Diagonalen des Steins auf f1 an.' },
      },
      careful: {
        goal: 'Gewinne, indem du deine Steine vereinst, aber denk nach, bevor du schlägst.',
        hint: 'Hätte Weiß nur noch g7 und h6, wären diese beiden schon eine Gruppe.',
        done: 'c6 vereint deine Steine. Hättest du stattdessen a4 geschlagen, wären Weiß nur g7 und h6 geblieben, die sich berühren: Weiß hätte sofort gewonnen. Jedes Schlagen lässt dem Gegner weniger Steine zum Vereinen, und weniger Steine lassen sich oft leichter vereinen.',
        wrong: {
          a6xa4:
            'Nach diesem Schlagen bleiben Weiß nur g7 und h6, die sich berühren: eine Gruppe, und Weiß würde sofort gewinnen. Weniger Steine lassen sich oft leichter vereinen. Vereine lieber deine eigenen Steine.',
          '*': 'Deine Steine sind noch getrennt. Der Stein auf a6 kann ein Feld neben d5 erreichen.',
        },
      },
    },
  },
  'both-joined': {
    title: 'Beide Seiten auf einmal vereint',
    steps: {
      'mover-wins': {
        goal: 'Gewinne mit einem Zug, obwohl der Zug, der deine Steine vereint, auch die von Weiß vereint.',
        hint: 'Dein einzelner Stein auf c8 und der einzelne weiße Stein auf c5 stehen in derselben Spalte.',
        done: 'c8 hat c5 geschlagen: Deine drei Steine sind eine Gruppe, die weißen auf c2 und d1 ebenso. Vereint ein Zug beide Seiten, gewinnt auf diesem Brett die Seite, die ihn gemacht hat (die Regel der Computerturniere); manche Regelbücher werten das stattdessen als Remis.',
        wrong: {
          '*': 'Damit vereinst du deine Steine nicht, und Weiß kann seine zuerst vereinen. Such den Zug, der deine jetzt gleich vereint.',
        },
      },
    },
  },
  pass: {
    title: 'Kein Zug? Passen',
    steps: {
      'walled-in': {
        goal: 'Deine beiden Steine sind eingemauert und haben keinen Zug, also musst du passen: Drück die Taste p oder den Knopf „Zeig es mir“.',
        hint: 'Jede Linie von a1 und h8 aus beginnt mit einem weißen Stein, und den dürfen deine Steine nicht überspringen.',
        done: 'Wer keinen Zug hat, passt, und die andere Seite spielt weiter. Das ist selten: Es passiert, wenn die gegnerischen Steine deine einschließen.',
        wrong: { '*': 'Du hast hier keinen Zug: Du kannst nur passen.' },
      },
    },
  },
  block: {
    title: 'Halte einen Stein auf, der sich gleich anschließt',
    steps: {
      stop: {
        goal: 'Der einzelne weiße Stein auf h2 kann sich im nächsten Zug seinem Paar anschließen: Verhindere das.',
        hint: 'Finde heraus, wo h2 landen würde und entlang welcher Linie. Ein weißer Stein darf deine nicht überspringen, und ein Stein mehr auf einer Linie ändert ihre Anzahl.',
        done: 'Aufgehalten. Sich in den Weg stellen, das Feld besetzen, das er braucht, oder den Stein schlagen, dem er sich anschließen würde: Alles davon klappt. Schau vor jedem Zug, wo die einzelnen Steine des Gegners landen können.',
        wrong: {
          '*': 'Dann zieht h2 nach f4, neben e5, und die drei weißen Steine sind eine Gruppe: Weiß gewinnt.',
        },
      },
    },
  },
  centre: {
    title: 'In der Mitte sammeln',
    steps: {
      gather: {
        goal: 'Gewinne in zwei Zügen: Sammle deine Steine in der Mitte des Bretts.',
        hint: 'Dein Stein auf a5 am Rand ist weit von den anderen entfernt. Und pass auf Weiß auf: e1 könnte die weißen Steine sofort auf b4 vereinen.',
        done: 'Der Zug von a5 nach c5 hat drei Steine in der Mitte vereint, und f5 hatte zwei Wege hinein: Weiß konnte nur einen versperren. Weil a5 die Diagonale von e1 verlassen hat, wurde auch dessen Zug kürzer, sodass er b4 nicht mehr erreichen konnte. Steine in der Mitte sind allen anderen nah: Sammle sie dort. Jetzt bist du bereit für eine Partie gegen den Computer.',
        wrong: {
          '*': 'Dann vereint Weiß seine Steine mit e1 nach b4, oder deine Steine bleiben zu weit auseinander, um sich rechtzeitig zu vereinen. Hol den Stein vom Rand herein.',
        },
      },
    },
  },
};

export default texts;
