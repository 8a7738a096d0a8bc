/**
 * Hnefatafl's course in German; pieces are „geschlagen“ and the king „gefangen genommen“, as on the board, and the
 * sandwich is a „Zange“.
 */
import type { CourseTexts } from '../../core/lesson-data.js';

const texts: CourseTexts = {
  'first-moves': {
    title: 'Zwei Seiten und deine ersten Züge',
    steps: {
      attackers: {
        goal: 'Du spielst die Angreifer, die dunklen Figuren, die zuerst ziehen: Klicke oder tippe auf eine von ihnen, dann auf ein leeres Feld in ihrer Reihe oder Spalte (oder bewege dich mit den Pfeiltasten und drücke die Eingabetaste auf der Figur, dann auf dem Feld).',
        hint: 'Jede dunkle Figur, die ein leeres Feld direkt neben sich hat, darüber, darunter oder seitlich, kann ziehen.',
        done: 'Das ist ein Zug: Eine Figur gleitet wie der Turm im Schach beliebig viele leere Felder entlang ihrer Reihe oder Spalte. Die Angreifer gewinnen, wenn sie den König gefangen nehmen, die gekrönte Figur in der Mitte; die Verteidiger, die hellen Figuren, gewinnen, wenn sie ihn auf ein Eckfeld bringen.',
      },
      defenders: {
        goal: 'Spiel jetzt die Verteidiger, die hellen Figuren und ihren König: Zieh mit einer beliebigen von ihnen.',
        hint: 'Der König ist vorerst von seinen eigenen Leuten eingeschlossen, aber die Verteidiger um ihn herum können ziehen.',
        done: 'Die beiden Seiten ziehen abwechselnd, jede einen Zug. Das ist Brandubh, das kleine Brett mit 7 × 7 Feldern; der Kurs baut darauf seine kleinen Stellungen auf und zeigt die größeren Varianten später.',
      },
    },
  },
  moving: {
    title: 'Ziehen: gerade Linien, kein Springen',
    steps: {
      slide: {
        goal: 'Zieh den Verteidiger auf b2 in seiner Spalte so weit nach oben, wie es geht.',
        hint: 'Eine Figur gleitet über leere Felder und hält vor der ersten Figur in ihrem Weg an.',
        done: 'Er hat auf b5 angehalten, unter dem Angreifer: Keine Figur springt je über eine andere, ob Freund oder Feind.',
        wrong: { '*': 'Zieh den Verteidiger auf b2 die b-Spalte hinauf, so weit der Angreifer auf b6 ihn lässt.' },
      },
      throne: {
        goal: 'Zieh den Verteidiger von b4 nach f4, geradewegs über das leere Mittelfeld d4.',
        hint: 'Das Mittelfeld ist der Thron. Im Brandubh darf jede Figur über ihn hinwegziehen, solange er leer ist; verboten ist nur, dort stehen zu bleiben.',
        done: 'Der Thron, d4, gehört dem König: Nur er darf dort stehen bleiben, aber im Brandubh wie in Kopenhagen und Fetlar dürfen die anderen Figuren ihn überqueren, solange er leer ist. Auch die vier Eckfelder gehören ihm: Keine andere Figur darf dort stehen bleiben.',
        wrong: { '*': 'Zieh den Verteidiger auf b4 entlang seiner Reihe nach f4, über den Thron hinweg.' },
      },
      'king-throne': {
        goal: 'Stell den König jetzt wieder auf seinen Thron.',
        hint: 'Der Thron ist das Mittelfeld d4, direkt unter dem König.',
        done: 'Nur der König darf auf dem Thron und auf den Eckfeldern stehen bleiben. Für ihn sind es gewöhnliche Felder: Er darf auch über den Thron hinwegziehen.',
        wrong: { '*': 'Zieh den König seine Spalte hinunter bis auf den Thron, d4.' },
      },
    },
  },
  escape: {
    title: 'Die Flucht des Königs',
    steps: {
      corner: {
        goal: 'Der König hat freie Bahn zu einem Eckfeld, das das Brett markiert: Zieh ihn auf dieses Eckfeld, um zu gewinnen.',
        hint: 'Die Statuszeile nennt das Eckfeld, das der König mit einem Zug erreichen kann.',
        done: 'Der König hat ein Eckfeld erreicht: Die Verteidiger gewinnen. Im Brandubh, in Kopenhagen und in Fetlar entkommt der König auf eines der vier Eckfelder.',
        wrong: {
          '*': 'Damit sind die Angreifer am Zug, und sie nehmen den König sofort gefangen. Zieh jetzt auf das Eckfeld.',
        },
      },
      block: {
        goal: 'Du spielst die Angreifer: Der König hat freie Bahn zum Eckfeld a7, also stell eine deiner Figuren in diese Bahn.',
        hint: 'Die Bahn des Königs führt die a-Spalte hinauf, über a5 und a6. Welche deiner Figuren kann sie erreichen?',
        done: 'Versperrt. Sobald der König freie Bahn zu einem Fluchtfeld hat, müssen die Angreifer sie sofort schließen: Das Brett markiert eine solche Bahn und warnt davor, so wie ein Schachspieler „Schach“ sagt.',
        wrong: {
          '*': 'Die Bahn vom König nach a7 ist noch frei, und er entkommt im nächsten Zug. Stell eine Figur auf a5 oder a6.',
        },
      },
    },
  },
  capture: {
    title: 'Schlagen: die Zange',
    steps: {
      sandwich: {
        goal: 'Schlag den Verteidiger auf c5: Schließ ihn zwischen zwei deiner Figuren ein, entlang einer Reihe oder Spalte.',
        hint: 'Dein Angreifer auf b5 steht auf der einen Seite. Welches Feld liegt gegenüber, und welcher Angreifer kommt dorthin?',
        done: 'Geschlagen: Eine Figur wird vom Brett genommen, wenn ein Gegner so zieht, dass sie zwischen zwei Figuren der anderen Seite eingeschlossen ist, entlang einer Reihe oder Spalte (nie diagonal).',
        wrong: {
          '*': 'Damit wird nichts geschlagen. Der Verteidiger auf c5 hat deine Figur auf b5 auf der einen Seite: Bring eine weitere auf das Feld gegenüber.',
        },
      },
      safe: {
        goal: 'Schlag den Angreifer auf b3, auch wenn du dafür zwischen zwei Angreifer ziehen musst.',
        hint: 'Dein Verteidiger auf a3 steht auf der einen Seite. Welcher Verteidiger erreicht das Feld auf der anderen Seite?',
        done: 'Dein Verteidiger steht zwischen zwei Angreifern und ist sicher: Eine Figur wird nur geschlagen, wenn der Gegner die Zange schließt, nie, wenn sie selbst hineinzieht.',
        wrong: { '*': 'Damit wird der Angreifer auf b3 nicht geschlagen. Schließ ihn zwischen a3 und c3 ein.' },
      },
      double: {
        goal: 'Schlag zwei Verteidiger mit einem Zug.',
        hint: 'Such das leere Feld, das in zwei Richtungen zugleich eine Zange schließt.',
        done: 'Ein Zug kann mehrere Zangen schließen, und jede eingeschlossene Figur wird vom Brett genommen.',
        wrong: { '*': 'Damit werden nicht zwei geschlagen. Such das Feld neben beiden Verteidigern, b3 und c4.' },
      },
    },
  },
  hostile: {
    title: 'Feindliche Felder: die Eckfelder und der Thron',
    steps: {
      corner: {
        goal: 'Schlag den Verteidiger auf b1, mit dem Eckfeld als anderer Seite der Zange.',
        hint: 'Ein leeres Eckfeld zählt als Feind der Figur daneben.',
        done: 'Die Eckfelder sind jeder Figur feindlich: Steht sie neben einem, schlägt sie schon ein einziger Gegner auf der anderen Seite. (Das gilt, wo der König auf die Eckfelder flieht; im Tablut sind sie gewöhnliche Felder.)',
        wrong: {
          '*': 'Damit wird nichts geschlagen. Das Eckfeld a1 liegt auf der einen Seite des Verteidigers: Schließ die andere Seite, c1.',
        },
      },
      throne: {
        goal: 'Schlag den Angreifer auf d5 gegen den Thron.',
        hint: 'Der Thron, d4, liegt unter dem Angreifer.',
        done: 'Der Thron ist den Angreifern immer feindlich: Ein einziger Verteidiger schlägt einen Angreifer gegen ihn.',
        wrong: {
          '*': 'Damit wird nichts geschlagen. Der Thron liegt unter dem Angreifer: Schließ ihn von oben ein, auf d6.',
        },
      },
      'empty-throne': {
        goal: 'Jetzt umgekehrt: Schlag den Verteidiger auf c4 gegen den leeren Thron.',
        hint: 'Der Thron, d4, liegt auf der einen Seite des Verteidigers.',
        done: 'Auch den Verteidigern ist der Thron feindlich, aber nur, solange er leer ist. Sitzt der König darauf, hilft er allein den Verteidigern.',
        wrong: {
          '*': 'Damit wird nichts geschlagen. Schließ den Verteidiger auf c4 von b4 aus ein, gegenüber dem Thron.',
        },
      },
    },
  },
  'armed-king': {
    title: 'Auch der König kämpft',
    steps: {
      hammer: {
        goal: 'Schlag den Angreifer auf e3 mit dem König.',
        hint: 'Dein Verteidiger auf e2 steht unter dem Angreifer.',
        done: 'Der König schlägt wie jede andere Figur, in allen Varianten, die das Brett spielt: Er kann selbst eine Zange schließen.',
        wrong: { '*': 'Damit wird nichts geschlagen. Zieh den König hinunter nach e4, über den Angreifer.' },
      },
      anvil: {
        goal: 'Schlag den Angreifer auf c5, mit dem König als anderer Seite der Zange.',
        hint: 'Der König auf b5 steht auf der einen Seite des Angreifers.',
        done: 'Der König kann auch die andere Seite einer Zange sein: Beim Schlagen zählt er immer als Verteidiger.',
        wrong: {
          '*': 'Damit wird nichts geschlagen. Schließ den Angreifer zwischen dem König und einem Verteidiger auf d5 ein.',
        },
      },
    },
  },
  'king-capture': {
    title: 'Den König gefangen nehmen',
    steps: {
      two: {
        goal: 'Im Brandubh nehmen zwei Angreifer den König abseits des Throns gefangen wie jede andere Figur: Nimm ihn gefangen und gewinne.',
        hint: 'Dein Angreifer auf d1 steht auf der einen Seite. Achte auf seine freie Bahn nach g1.',
        done: 'Der König ist gefangen: Die Angreifer gewinnen. Im Brandubh und im Tablut nehmen ihn zwei Angreifer überall abseits des Throns gefangen, auch am Rand.',
        wrong: {
          '*': 'Dann gleitet der König auf das Eckfeld g1, und die Verteidiger gewinnen. Schließ ihn sofort ein.',
        },
      },
      corner: {
        goal: 'Nimm den König gegen das Eckfeld gefangen.',
        hint: 'Auch dem König ist ein Eckfeld feindlich.',
        done: 'Auch ein Eckfeld hilft, den König zu fangen: Neben einem ist er einen Schritt von der Flucht und einen Schritt von der Gefangennahme entfernt.',
        wrong: { '*': 'Dann zieht der König auf das Eckfeld a1 und gewinnt.' },
      },
      'throne-side': {
        goal: 'Der König steht neben dem Thron: Nimm ihn gefangen, indem du seine letzte freie Seite schließt.',
        hint: 'Neben dem Thron reichen zwei Angreifer in einer Linie nicht: Er braucht Angreifer auf seinen drei anderen Seiten.',
        done: 'Auf dem Thron wird der König nur mit Angreifern auf allen vier Seiten gefangen, neben ihm mit dreien, denn der Thron bildet die vierte.',
        wrong: {
          '*': 'Damit ist er nicht gefangen: Neben dem Thron braucht der König Angreifer auf seinen drei anderen Seiten. Seine freie Seite ist d6.',
        },
      },
      four: {
        goal: 'In Kopenhagen muss der König auf allen vier Seiten umstellt sein: Schließ die vierte.',
        hint: 'Drei seiner Seiten sind schon besetzt. Welcher Angreifer erreicht die vierte?',
        done: 'In Kopenhagen und Fetlar braucht es Angreifer auf allen vier Seiten des Königs (oder drei und den Thron), und am Rand des Bretts kann er gar nicht gefangen werden: Er ist viel stärker als im Brandubh.',
        wrong: { '*': 'Das Feld unter dem König, d7, ist noch frei: Schließ es.' },
      },
    },
  },
  copenhagen: {
    title: 'Kopenhagen: Schildwall, Festung und Einkesselung',
    steps: {
      shieldwall: {
        goal: 'Das ist Kopenhagen, auf 11 × 11 Feldern: Schlag beide Verteidiger am Rand auf einmal, indem du ihre Reihe am offenen Ende schließt.',
        hint: 'Die Reihe d1, e1 ist links von deiner Figur auf c1 geschlossen, und direkt über jeder ihrer Figuren steht ein Angreifer.',
        done: 'Ein Schildwall: In Kopenhagen wird eine Reihe aus zwei oder mehr Figuren am Rand auf einmal geschlagen, wenn jeder ein Gegner gegenübersteht und die Reihe an beiden Enden geschlossen ist (ein Eckfeld kann ein Ende schließen). Der König würde ihn überleben. Auch die Verteidiger können ihn nutzen.',
        wrong: { '*': 'Damit ist die Reihe nicht geschlossen. Bring eine Figur an ihr offenes Ende, f1.' },
      },
      fort: {
        goal: 'Gewinne mit den Verteidigern: Schließ die Festung um den König am Rand, sodass nie ein Angreifer eindringen kann.',
        hint: 'Der König braucht ein freies Feld in der Festung, und jede Figur der Mauer muss vor dem Schlagen sicher sein. Ein Feld der Mauer ist noch offen.',
        done: 'Eine Festung: Der König steht am Rand, kann ziehen und ist von einer Mauer aus Verteidigern umgeben, die nie geschlagen werden können. In Kopenhagen gewinnen damit die Verteidiger, wie durch eine Flucht.',
        wrong: { '*': 'Die Festung ist über f1 noch offen. Schließ sie mit einem Verteidiger.' },
      },
      encircle: {
        goal: 'Gewinne mit den Angreifern: Schließ deinen Ring, sodass kein Verteidiger je den Rand erreichen kann.',
        hint: 'Finde die einzige Lücke in deinem Ring um den König und seine Leute.',
        done: 'Alle Verteidiger sind eingeschlossen: In Kopenhagen und Fetlar gewinnen damit die Angreifer. Fetlar ist Kopenhagen ohne Schildwall und Festung. In Kopenhagen verlieren die Verteidiger, wenn eine Stellung zum dritten Mal entsteht; sonst ist es ein Unentschieden. Und in allen Varianten verliert eine Seite, die nicht ziehen kann.',
        wrong: { '*': 'Der Ring hat noch eine Lücke unter dem König, auf f4: Schließ sie.' },
      },
    },
  },
  tablut: {
    title: 'Tablut: Flucht an jeden Rand',
    steps: {
      edge: {
        goal: 'Im Tablut, auf 9 × 9 Feldern, entkommt der König über jedes Randfeld: Bring ihn jetzt hinaus.',
        hint: 'Nur einer seiner Wege ist offen.',
        done: 'Entkommen! Im Tablut ist jedes Randfeld ein Fluchtfeld, also müssen die Angreifer den ganzen Rand bewachen; dafür nehmen zwei Angreifer den König gefangen, außer auf dem Thron oder daneben.',
        wrong: { '*': 'Dann schließt ein Angreifer die Zange um den König. Er kann den Rand sofort erreichen.' },
      },
      'no-pass': {
        goal: 'Schlag den Verteidiger auf g6; im Tablut darf keine Figur außer dem König den Thron überqueren.',
        hint: 'Der Angreifer auf b5 kann nicht über den Thron, e5, hinwegziehen. Ein anderer erreicht das Feld unter dem Verteidiger.',
        done: 'Im Tablut hält der Thron jede Figur außer dem König auf, auch wenn er leer ist. Brandubh, Kopenhagen und Fetlar lassen jede Figur über ihn ziehen, solange er leer ist.',
        wrong: {
          '*': 'Damit wird der Verteidiger auf g6 nicht geschlagen. Schließ ihn von unten ein, auf g5.',
        },
      },
    },
  },
  fork: {
    title: 'Strategie: zwei Auswege zugleich',
    steps: {
      'two-corners': {
        goal: 'Gewinne in zwei Zügen: Stell den König dorthin, wo er zwei Eckfelder zugleich sieht; die Angreifer können nur eines versperren.',
        hint: 'Von einem Feld am oberen Rand aus würde der König an ihm entlang zu einem Eckfeld an jedem Ende blicken.',
        done: 'Eine Gabel: zwei freie Bahnen, und ein Zug schließt nur eine. Als Verteidiger halte die Wege des Königs offen; als Angreifer bewache früh die Eckfelder. Jetzt bist du bereit für eine ganze Partie: Spiel auf diesem Brett gegen den Computer, in Kopenhagen oder einer anderen Variante.',
        wrong: {
          '*': 'Damit bleibt der König eingeengt, und ein Angreifer nimmt ihn gefangen. Finde den Zug, der zwei Bahnen auf einmal öffnet.',
        },
      },
    },
  },
};

export default texts;
