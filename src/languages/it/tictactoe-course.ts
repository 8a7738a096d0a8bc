/** Tic-tac-toe's course in Italian, with «tu»; the board's «casella», «mossa» and «griglia», a row a «riga». */
import type { CourseTexts } from '../../core/lesson-data.js';

const texts: CourseTexts = {
  marks: {
    title: 'Il tuo primo segno',
    steps: {
      first: {
        goal: 'Giochi con la X: metti una X su una casella vuota qualsiasi facendo clic o toccandola, oppure raggiungila con le frecce e premi Invio.',
        done: 'Questa è una mossa. Poi gioca O, e fate a turno finché uno di voi non ne allinea tre o la griglia non è piena.',
      },
    },
  },
  lines: {
    title: 'Tre in fila',
    steps: {
      row: {
        goal: 'Vinci: metti una terza X accanto alle tue due, per allinearne tre.',
        hint: 'Le tue due X sono sulla stessa riga. Una casella di quella riga è ancora vuota.',
        done: 'Tre in fila su una riga: hai vinto.',
        wrong: { '*': 'Questa casella non completa una linea di tre X. Guarda lungo la riga delle tue due X.' },
      },
      column: {
        goal: 'Vinci ancora: anche tre in fila lungo una colonna vincono.',
        hint: 'Le tue due X sono una sopra l’altra.',
        done: 'Tre in una colonna: hai vinto.',
        wrong: {
          b3: 'Così fermi O, ma puoi vincere subito: completa prima la tua linea.',
          '*': 'Questa casella non completa una linea di tre X.',
        },
      },
      diagonal: {
        goal: 'Vinci ancora una volta: anche le due diagonali, da angolo ad angolo, sono linee.',
        hint: 'Le tue X sono in un angolo e al centro. Quale angolo sta di fronte al tuo?',
        done: 'Tre su una diagonale: hai vinto. Le righe, le colonne e le due diagonali sono le otto linee della griglia.',
        wrong: {
          '*': 'Questa casella non completa una linea di tre X. Guarda da un angolo all’altro passando per il centro.',
        },
      },
    },
  },
  block: {
    title: 'Ferma una linea',
    steps: {
      column: {
        goal: 'O ne ha due in linea e la completerà alla prossima mossa: metti la tua X nella casella che ferma O.',
        hint: 'Cerca la linea con due O e una casella vuota.',
        done: 'Bloccato. Quando non puoi vincere subito, ferma prima la linea che l’avversario sta per completare.',
        wrong: { '*': 'Poi O gioca nella casella vuota della sua linea e vince. Cerca la linea con due O.' },
      },
      diagonal: {
        goal: 'O minaccia di nuovo: fermalo.',
        hint: 'Questa volta la linea è una diagonale.',
        done: 'Di nuovo bloccato. Le linee in diagonale sono le più facili da non vedere.',
        wrong: { '*': 'O ne ha ancora due su una diagonale con la terza casella vuota.' },
      },
    },
  },
  fork: {
    title: 'Due minacce insieme',
    steps: {
      'two-threats': {
        goal: 'Crea con una sola mossa due linee di due X: O può fermarne solo una, e tu vinci con l’altra.',
        hint: 'Cerca una casella vuota che inizi una seconda linea con le tue X mantenendo la prima.',
        done: 'Una forchetta: due minacce, e una sola mossa non può fermarle entrambe. Così si vince la maggior parte delle partite a tris.',
        wrong: { '*': 'Dopo questa mossa, O può fermare la tua unica minaccia. Trova una casella che ne crei due.' },
      },
    },
  },
  larger: {
    title: 'Griglie più grandi',
    steps: {
      four: {
        goal: 'Su una griglia quattro per quattro vince chi ne allinea quattro: completa la tua linea di quattro.',
        hint: 'Le tue tre X sono sulla stessa riga.',
        done: 'Quattro in fila. Sulle griglie più grandi le linee sono più lunghe, e bloccare conta ancora di più.',
        wrong: { '*': 'Così non ne allinei quattro, e poi O completa la sua.' },
      },
    },
  },
};

export default texts;
