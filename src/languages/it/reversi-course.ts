/**
 * Reversi's course in Italian, with «tu»; the board's «pedina», «casella», «mossa» and «tavoliere», the sides il Nero
 * and il Bianco, a disc «girata», a row a «riga».
 */
import type { CourseTexts } from '../../core/lesson-data.js';

const texts: CourseTexts = {
  place: {
    title: 'La tua prima pedina',
    steps: {
      first: {
        goal: 'Giochi con il Nero: metti una pedina su una casella segnata da un punto facendo clic o toccandola, oppure raggiungila con le frecce e premi Invio.',
        done: 'La tua nuova pedina e una pedina nera già presente chiudevano in mezzo una pedina bianca, che quindi è diventata nera. Ogni mossa deve girare almeno una pedina così; i punti mostrano dove puoi giocare.',
      },
      aim: {
        goal: 'Su questo tavoliere più piccolo, che si gioca con le stesse regole, fai diventare nera la pedina bianca in d4.',
        hint: 'Le colonne hanno lettere a partire da sinistra e le righe numeri a partire dall’alto. d4 deve finire tra la tua nuova pedina e una pedina nera, su una linea retta.',
        done: 'Ora d4 è nera. Si girano solo le pedine che la tua nuova pedina chiude in linea con un’altra pedina nera; le altre restano come sono.',
        wrong: {
          '*': 'Questa mossa gira un’altra pedina bianca. Per girare d4, metti la tua pedina dalla parte di d4 opposta a una pedina nera, in linea retta.',
        },
      },
    },
  },
  line: {
    title: 'Si gira una linea intera',
    steps: {
      row: {
        goal: 'Gira tutte e tre le pedine bianche della riga 3 con una sola pedina.',
        hint: 'Chiudi la fila di pedine bianche dalla sua estremità libera, dalla parte opposta alla pedina nera in a3.',
        done: 'Si sono girate tutte e tre insieme: ogni pedina bianca tra la tua nuova pedina e un’altra tua pedina si gira, quante che siano, purché la linea non abbia buchi.',
        wrong: { '*': 'Così giri una sola pedina. Cerca l’estremità libera della fila bianca che parte da a3.' },
      },
      diagonal: {
        goal: 'Le linee vanno anche in diagonale: gira tre pedine bianche lungo una diagonale con una sola mossa.',
        hint: 'Parti dalla pedina nera in b2 e segui le pedine bianche verso il basso e verso destra.',
        done: 'Si è girata tutta la diagonale da b2. Una linea può andare in orizzontale, in verticale o da un angolo all’altro.',
        wrong: {
          f5: 'f5 chiude la riga 5 e gira due pedine. Cerca la diagonale di tre.',
          '*': 'Così giri una sola pedina. Cerca una linea più lunga di pedine bianche in diagonale.',
        },
      },
    },
  },
  directions: {
    title: 'Più linee insieme',
    steps: {
      two: {
        goal: 'Trova la casella che gira pedine bianche su due linee insieme.',
        hint: 'Ogni pedina nera può chiudere la sua linea: cerca una casella vuota allineata con due di esse.',
        done: 'e5 ha chiuso la colonna fino a e2 e la diagonale fino a b2: quattro pedine in una mossa. Una nuova pedina gira ogni linea che chiude, in tutte e otto le direzioni.',
        wrong: {
          d5: 'd5 chiude solo la riga 5 e gira due pedine. Un’altra casella chiude due linee.',
          '*': 'Così chiudi una sola linea. Un’altra casella ne chiude due.',
        },
      },
      five: {
        goal: 'Gira cinque pedine bianche con una sola mossa.',
        hint: 'Guarda la casella vuota in mezzo alle pedine bianche: c’è una pedina nera oltre ciascuna delle sue vicine bianche?',
        done: 'Una pedina ha chiuso cinque linee: in alto, le due diagonali verso l’alto, a sinistra e in basso a sinistra. e4 è rimasta bianca: nessuna pedina nera chiude quella linea.',
        wrong: {
          '*': 'Così chiudi una sola linea. Trova la casella circondata da pedine bianche con pedine nere al di là.',
        },
      },
    },
  },
  end: {
    title: 'La fine della partita',
    steps: {
      count: {
        goal: 'Restano due caselle: gioca quella che ti lascia più pedine quando la partita finisce.',
        hint: 'Quando nessuno dei due può muovere, la partita finisce e si contano le pedine. Contale dopo ogni tua mossa e la risposta del Bianco.',
        done: 'Dopo c4 nessuno dei due può giocare d1, quindi la partita finisce con quella casella vuota: Nero 10, Bianco 5. La partita finisce quando il tavoliere è pieno o nessuno può muovere, e vince chi ha più pedine.',
        wrong: {
          d1: 'Dopo d1, il Bianco gioca c4, riempie il tavoliere e rigira delle pedine: 7 nere contro 9 bianche.',
        },
      },
    },
  },
  pass: {
    title: 'Nessuna mossa: passare',
    steps: {
      'no-move': {
        goal: 'Il Nero non ha caselle che girino una pedina bianca, quindi passa: premi il pulsante «Passa» sotto il tavoliere, o il tasto P.',
        hint: 'Prova una casella: il tavoliere ti dice perché non gira nulla. Quando nessuna casella gira una pedina, devi passare.',
        done: 'Hai passato, e ora gioca il Bianco. Puoi passare solo quando non hai mosse; quando nessuno dei due ne ha, la partita è finita.',
        wrong: { '*': 'Il Nero non può mettere una pedina qui: passare è l’unica mossa.' },
      },
      again: {
        goal: 'Il Bianco conduce 9 a 4: vinci giocando in modo che il Bianco resti senza mosse e debba passare, poi gioca di nuovo.',
        hint: 'Dopo ogni tua mossa, guarda le caselle vuote dal punto di vista del Bianco: una pedina bianca potrebbe chiudere lì una linea?',
        done: 'Il Bianco ha dovuto passare, così hai giocato due volte di fila: da 4 pedine contro 9 hai vinto 9 a 6, con c1 rimasta vuota.',
        wrong: {
          '*': 'Dopo questa mossa il Bianco ha ancora una mossa, e non puoi più vincere. Trova la mossa che non gliene lascia nessuna.',
        },
      },
    },
  },
  corners: {
    title: 'Gli angoli',
    steps: {
      take: {
        goal: 'Prendi un angolo.',
        hint: 'Gli angoli sono a1, f1, a6 e f6; uno di essi è una mossa valida.',
        done: 'Nessuna linea passa oltre un angolo, quindi niente può mai chiudere una pedina lì: resta nera fino alla fine. Le pedine accanto possono appoggiarsi a essa e diventare sicure anche loro.',
        wrong: {
          c6: 'c6 gira tre pedine, ma potranno essere rigirate più avanti. Una pedina d’angolo mai.',
          '*': 'Questo non è un angolo. Guarda a1, f1, a6 e f6.',
        },
      },
      'no-gift': {
        goal: 'Fai una mossa dopo la quale il Bianco non può prendere un angolo.',
        hint: 'L’angolo a1 è vuoto. Quale delle tue mosse darebbe al Bianco una linea da chiudere partendo da a1?',
        done: 'Il Bianco non ha ancora nessun angolo. Una pedina accanto a un angolo vuoto spesso permette all’avversario di prenderlo, quindi gioca lì solo se non hai scelta.',
        wrong: {
          a2: 'a2 gira cinque pedine, ma sta accanto all’angolo vuoto: il Bianco gioca allora a1, e quella pedina è del Bianco per sempre.',
          b1: 'b1 sta accanto all’angolo vuoto: il Bianco gioca allora a1, e quella pedina è del Bianco per sempre.',
          '*': 'Questa mossa permette al Bianco di prendere un angolo.',
        },
      },
      'corner-wins': {
        goal: 'Di nuovo sul solito tavoliere 8 per 8, vinci la partita: restano tre caselle nella riga 1.',
        hint: 'Una pedina in h1 non può mai essere girata; una in g1, accanto all’angolo vuoto, sì.',
        done: 'Hai preso h1, il Bianco ha risposto g1, e f1 ha riempito il tavoliere: 34 a 30 per il Nero.',
        wrong: {
          g1: 'g1 sta accanto all’angolo vuoto: dopo f1 del Bianco e il tuo h1 il tavoliere è pieno, 32 a 32, pareggio.',
          f1: 'Dopo f1, il Bianco gioca g1, e anche con h1 finisci 28 a 36.',
        },
      },
    },
  },
  mobility: {
    title: 'Meno pedine, più mosse',
    steps: {
      fewest: {
        goal: 'Gioca la mossa che lascia al Bianco meno mosse di risposta.',
        hint: 'Una mossa che gira molte pedine spesso apre caselle al Bianco. Guarda cosa potrebbe giocare il Bianco dopo ogni tua mossa.',
        done: 'Dopo f4 il Bianco ha una sola mossa, e3, pur avendo più pedine. Avere mosse conta più che avere pedine: chi ha poche mosse presto deve giocarne di cattive.',
        wrong: {
          c2: 'c2 gira quattro pedine, ma poi il Bianco ha otto mosse tra cui scegliere.',
          '*': 'Così il Bianco ha più di una mossa. Un’altra mossa gli lascia una sola risposta.',
        },
      },
      'no-reply': {
        goal: 'Il Bianco ha 23 pedine contro le tue 10: vinci lasciando il Bianco senza mosse.',
        hint: 'Non contare le pedine che giri; conta le risposte del Bianco dopo la tua mossa.',
        done: 'Dopo c1 il Bianco non aveva mosse e ha passato, poi a5 ha chiuso la partita: 21 a 14 per il Nero. Ora puoi giocare una vera partita contro il computer.',
        wrong: {
          a5: 'a5 gira sette pedine, ma dopo il Bianco ha ancora una mossa e finisce in vantaggio.',
          '*': 'Dopo questa mossa il Bianco ha ancora una mossa e finisce in vantaggio.',
        },
      },
    },
  },
};

export default texts;
