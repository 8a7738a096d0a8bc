/**
 * Connect Four's course in Italian, with «tu»; the board's «pedina», «colonna», «riga» and «mossa», a cell a
 * «casella».
 */
import type { CourseTexts } from '../../core/lesson-data.js';

const texts: CourseTexts = {
  drop: {
    title: 'Far cadere una pedina',
    steps: {
      first: {
        goal: 'Giochi con il rosso: fai cadere una pedina in una colonna qualsiasi facendo clic sulla colonna o toccandola, premendo il suo numero (da 1 a 7), oppure raggiungendola con le frecce e premendo Invio.',
        done: 'La tua pedina è caduta fino in fondo: una pedina cade sempre nella casella vuota più bassa della sua colonna. Poi il giallo fa cadere la sua, e giocate a turno.',
      },
      full: {
        goal: 'La colonna 4 è piena: fai cadere una pedina in una qualsiasi altra colonna.',
        hint: 'Una colonna contiene sei pedine, una sopra l’altra; una settima non ha dove andare.',
        done: 'Una colonna piena non accetta altre pedine. Se tutte le colonne si riempiono e nessuno ne ha allineate quattro, la partita finisce in pareggio.',
      },
    },
  },
  lines: {
    title: 'Quattro in fila',
    steps: {
      across: {
        goal: 'Vinci: fai cadere una quarta pedina rossa nella riga in basso, accanto alle tue tre.',
        hint: 'Il giallo ha chiuso un’estremità delle tue tre, nella colonna 6. Guarda l’altra estremità.',
        done: 'Quattro in fila in orizzontale: hai vinto.',
        wrong: {
          '6': 'La colonna 6 contiene già una pedina gialla, quindi la tua le cade sopra, non nella riga in basso.',
          '*': 'Così non fai quattro in fila. Le tue tre pedine rosse sono nella riga in basso, nelle colonne da 3 a 5.',
        },
      },
      down: {
        goal: 'Vinci ancora: valgono anche quattro pedine una sopra l’altra.',
        hint: 'Le tue tre pedine sono impilate in una stessa colonna.',
        done: 'Quattro in fila in verticale: hai vinto.',
        wrong: { '*': 'Così non ne fai quattro. Metti la tua pedina sopra le tue tre.' },
      },
      'diagonal-up': {
        goal: 'Vinci un’altra volta: una linea può anche salire in obliquo, una casella più su per ogni colonna verso destra.',
        hint: 'Parti dalla tua pedina nella colonna 1 e sali di una casella a ogni colonna verso destra.',
        done: 'Quattro in diagonale: hai vinto. Le pedine sotto la casella vincente dovevano esserci già, altrimenti la tua pedina sarebbe caduta più in basso.',
        wrong: {
          '*': 'Così non completi la tua linea obliqua. Seguila dalla colonna 1 in basso, salendo di una casella a ogni colonna.',
        },
      },
      'diagonal-down': {
        goal: 'Vinci: vale anche l’altra diagonale, che scende da sinistra a destra, e stavolta la casella vuota è dentro la linea.',
        hint: 'La tua linea scende dalla colonna 4, in alto, fino alla colonna 7, in basso. Una delle sue quattro caselle è ancora vuota.',
        done: 'Quattro sull’altra diagonale. Una linea si può completare a una delle due estremità o nel mezzo: in orizzontale, in verticale e su entrambe le diagonali.',
        wrong: {
          '*': 'Così non completi la tua linea. Seguila dalla colonna 4 fino alla colonna 7 e trova la sua casella vuota.',
        },
      },
    },
  },
  block: {
    title: 'Ferma una minaccia',
    steps: {
      across: {
        goal: 'Il giallo ne ha tre nella riga in basso e farà cadere la quarta alla prossima mossa: metti la tua pedina dove lo ferma.',
        hint: 'Tre pedine in fila con la quarta casella vuota sono una minaccia. Trova la casella vuota all’estremità delle tre gialle.',
        done: 'Bloccato. Prima di tutto, guarda se l’avversario può farne quattro alla prossima mossa, e impediscilo.',
        wrong: {
          '*': 'Allora il giallo fa cadere una pedina nella colonna 5 e ne ha quattro in fila. Ferma prima la minaccia.',
        },
      },
      diagonal: {
        goal: 'Il giallo minaccia di nuovo: fermalo.',
        hint: 'Stavolta la linea del giallo è una diagonale: parti dalla sua pedina nella colonna 2 e sali verso destra.',
        done: 'Bloccato. Le minacce in diagonale sono le più facili da non vedere: cercale prima di ogni mossa.',
        wrong: {
          '*': 'Allora il giallo fa cadere una pedina nella colonna 5, sopra le tre pedine che ci sono, e ne fa quattro in diagonale.',
        },
      },
    },
  },
  centre: {
    title: 'Comincia dal centro',
    steps: {
      middle: {
        goal: 'Una nuova partita: fai cadere la tua prima pedina nella colonna che fa parte del maggior numero di linee da quattro.',
        hint: 'Una linea orizzontale ha bisogno di quattro colonne una accanto all’altra. Quale colonna rientra nel maggior numero di esse?',
        done: 'La colonna centrale: una pedina lì può far parte di quattro diverse linee orizzontali, una sul bordo di una sola. All’inizio tieni le tue pedine vicino al centro.',
        wrong: {
          '3': 'Quasi, ma il centro delle sette colonne è la colonna 4, che fa parte di ancora più linee.',
          '5': 'Quasi, ma il centro delle sette colonne è la colonna 4, che fa parte di ancora più linee.',
          '*': 'Una pedina lì fa parte di meno linee da quattro. La colonna centrale è quella che ne riunisce di più.',
        },
      },
    },
  },
  double: {
    title: 'Due minacce insieme',
    steps: {
      'open-three': {
        goal: 'Crea due minacce insieme: il giallo può bloccarne solo una, e tu vinci con l’altra.',
        hint: 'Le tue due pedine sono una accanto all’altra nella riga in basso. Fanne tre lì con una casella vuota a ciascuna estremità.',
        done: 'Tre in fila con entrambe le estremità libere sono due minacce. Una sola pedina non può bloccarle tutte e due, quindi vinci alla prossima mossa.',
        wrong: {
          '*': 'Dopo questa mossa il giallo può bloccare la tua riga. Fanne tre nella riga in basso con una casella vuota a ciascuna estremità.',
        },
      },
      'two-lines': {
        goal: 'Vinci: trova la pedina che crea minacce su due linee diverse insieme.',
        hint: 'La colonna 3 contiene due tue pedine, e una linea obliqua sale dalla tua pedina nella colonna 1 fino a quella nella colonna 4. Una casella appartiene a entrambe.',
        done: 'Tre in verticale nella colonna 3 e tre sulla diagonale: il giallo ne blocca una, e tu completi l’altra.',
        wrong: {
          '*': 'Così crei al massimo una minaccia, e il giallo la blocca. Cerca una casella che due delle tue linee hanno in comune.',
        },
      },
    },
  },
  above: {
    title: 'La casella sopra una minaccia',
    steps: {
      under: {
        goal: 'Fai cadere una pedina in una colonna qualsiasi che non dia la vittoria al giallo.',
        hint: 'Il giallo ne ha tre in diagonale, dalla colonna 6 in basso fino alla colonna 4. La sua quarta casella è sospesa nella colonna 3, una sopra la casella vuota più bassa di quella colonna.',
        done: 'Una minaccia può aspettare sopra una casella vuota. Chi fa cadere una pedina sotto di essa la lascia all’altro, quindi non toccare quella colonna.',
        wrong: {
          '3': 'La tua pedina riempie la casella sotto la minaccia del giallo, e il giallo ci fa cadere sopra la sua per farne quattro in diagonale.',
          '*': 'Quella pedina finisce proprio sotto una minaccia del giallo: il giallo prenderebbe la casella sopra e vincerebbe.',
        },
      },
      climb: {
        goal: 'Vinci: crea una minaccia che il giallo deve bloccare, così che la sua pedina ti porti su fino alla tua casella vincente.',
        hint: 'Alla tua diagonale, che scende dalla colonna 2 alla colonna 5, manca solo la casella nella colonna 3, la terza dal basso. E se il giallo dovesse giocare ora nella colonna 3?',
        done: 'Il giallo ha dovuto bloccare nella colonna 3, e la sua pedina ha messo la tua casella vincente alla tua portata. Due minacce, una proprio sopra l’altra, vincono appena si riempie quella in basso.',
        wrong: {
          '3': 'È la tua stessa pedina a riempire la casella sotto la tua minaccia: il giallo ci fa cadere sopra la sua e blocca.',
          '*': 'Così il giallo può rispondere con calma. Crea una minaccia nella casella subito sotto quella che ti aspetta.',
        },
      },
    },
  },
  sizes: {
    title: 'Altre dimensioni del tavoliere',
    steps: {
      small: {
        goal: 'Questo tavoliere ha 5 colonne e 4 righe, e quattro in fila vince ancora: completa la tua riga.',
        hint: 'Le tue tre pedine sono nella riga in basso, con una casella vuota a ciascuna estremità.',
        done: 'Quattro in fila. Un tavoliere può avere da 4 a 10 colonne e righe; le regole restano le stesse. Ora gioca una partita intera contro il computer.',
        wrong: {
          '*': 'Così non fai quattro in fila. Le tue tre pedine sono nella riga in basso, con una casella vuota a ciascuna estremità.',
        },
      },
    },
  },
};

export default texts;
