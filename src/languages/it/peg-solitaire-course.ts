/**
 * Peg solitaire's course in Italian, with «tu»; the board's «pedina», «foro», «salto», «mossa» and «tavoliere» (the
 * French board is the «tavoliere europeo»), a row a «riga», a package of pegs cleared together a «pacchetto».
 */
import type { CourseTexts } from '../../core/lesson-data.js';

const texts: CourseTexts = {
  'first-jump': {
    title: 'Il tuo primo salto',
    steps: {
      first: {
        goal: 'Fai saltare una pedina nel foro vuoto al centro: fai clic o tocca una pedina a due fori da esso in linea retta, poi il foro (oppure muoviti con le frecce e premi Invio sulla pedina, poi sul foro).',
        hint: 'Il foro vuoto è d4. Una pedina in d2, d6, b4 o f4 può saltarci dentro, scavalcando la pedina in mezzo.',
        done: 'Questo è un salto: la tua pedina è passata sopra la sua vicina, e la vicina è stata tolta dal tavoliere. Ogni mossa è un salto, e ogni salto toglie una pedina.',
      },
    },
  },
  jumps: {
    title: 'Saltare toglie una pedina',
    steps: {
      take: {
        goal: 'Togli dal tavoliere la pedina in c4: falla scavalcare da un’altra pedina.',
        hint: 'Un salto finisce nel foro vuoto subito dopo la pedina scavalcata. Quale foro vuoto tocca c4?',
        done: 'c5 ha saltato sopra c4 fino a c3, e c4 è stata tolta. Un salto richiede sempre tre fori in fila: la tua pedina, la pedina che scavalca e un foro vuoto.',
        wrong: {
          '*': 'Quel salto toglie un’altra pedina. Trova la pedina che può passare sopra c4 fino a un foro vuoto.',
        },
      },
      straight: {
        goal: 'Riempi con un salto il foro vuoto in d2; le pedine saltano lungo righe e colonne, mai in diagonale.',
        hint: 'Da d2 guarda dritto in giù lungo la colonna d: due pedine di fila.',
        done: 'd4 ha saltato verso l’alto sopra d3. Su questo tavoliere una pedina salta in su, in giù, a sinistra o a destra, sopra esattamente una pedina, mai in obliquo.',
        wrong: {
          '*': 'Quel salto non finisce in d2. Trova una pedina a due fori da d2 lungo la sua colonna o la sua riga, con una pedina in mezzo.',
        },
      },
    },
  },
  chains: {
    title: 'Una pedina, più salti',
    steps: {
      again: {
        goal: 'La pedina appena arrivata in c4 può saltare ancora: fai quel secondo salto.',
        hint: 'Da c4, cerca una pedina vicina con un foro vuoto subito dopo.',
        done: 'Ogni salto è una mossa a sé, anche quando salta di nuovo la stessa pedina. Una pedina può continuare a saltare, una mossa alla volta, finché trova una pedina da scavalcare e un foro vuoto dopo di essa.',
        wrong: { '*': 'Quello è il salto di un’altra pedina. Salta ancora con la pedina in c4.' },
      },
      twice: {
        goal: 'Con quattro salti, lascia una sola pedina, in d4: una delle tue pedine deve saltare due volte di fila.',
        hint: 'Cerca una pedina che, dopo un salto, arrivi dove può saltare ancora.',
        done: 'c5 ha saltato in e5, poi è andata avanti fino a e3, girando l’angolo: due mosse della stessa pedina. Poi e2 e f4 hanno finito in d4.',
        wrong: {
          'f4-d4': 'd4 si riempie troppo presto: le quattro pedine rimaste non possono più ridursi a una.',
          '*': 'Dopo quel salto, le pedine non possono più finire con una sola pedina in d4. Cerca una pedina che possa saltare due volte di fila.',
        },
      },
    },
  },
  goal: {
    title: 'Lo scopo: una sola pedina',
    steps: {
      last: {
        goal: 'Finisci con una sola pedina in d4, il foro che era vuoto all’inizio (cerchiato da una linea tratteggiata).',
        hint: 'Restano due pedine, una sopra l’altra. Quale delle due può arrivare in d4?',
        done: 'Resta una pedina, nel foro che era vuoto all’inizio: una partita perfetta. Una sola pedina ovunque vince; una sola pedina nel foro di partenza è il finale migliore di tutti.',
        wrong: {
          'd5-d7':
            'Anche così resta una pedina, e vinci, ma in d7. Una partita perfetta finisce nel foro che era vuoto all’inizio: d4.',
          '*': 'Una partita perfetta finisce in d4, il foro che era vuoto all’inizio.',
        },
      },
      finish: {
        goal: 'Lascia una sola pedina in d4: ti restano due salti per farlo.',
        hint: 'Prima salta in modo che due pedine stiano una accanto all’altra, con d4 vuoto subito dopo di loro.',
        done: 'La partita finisce quando non resta nessun salto, quindi ogni salto deve lasciare pedine che possano ancora incontrarsi. Qui si sono incontrate in d4.',
        wrong: {
          'd4-b4': 'Così b4 e f4 restano separate e nessuna delle due può saltare: la partita finisce con due pedine.',
          '*': 'Così non si può finire con una pedina in d4. Cerca l’ordine in cui le pedine possono ancora incontrarsi lì.',
        },
      },
    },
  },
  boards: {
    title: 'Altri tavolieri',
    steps: {
      french: {
        goal: 'Il tavoliere europeo ha 37 fori, quattro più di quello inglese: fai un salto qualsiasi per provarlo.',
        hint: 'Il foro vuoto è d3. Una pedina a due fori da esso, con una pedina in mezzo, può saltarci dentro.',
        done: 'Le regole sono le stesse sui tavolieri europeo, di Wiegleb e a rombo. Con il centro vuoto, il tavoliere europeo non può mai finire con una sola pedina, perciò qui all’inizio era vuoto d3.',
      },
      triangle: {
        goal: 'Sul triangolo una pedina salta anche lungo le linee oblique; fai invece un salto dritto lungo una riga.',
        hint: 'Guarda la terza riga dall’alto: il suo foro a sinistra è vuoto, e gli altri due hanno una pedina.',
        done: 'Sul triangolo una pedina salta lungo una riga o lungo una delle due oblique: sei direzioni in tutto. Qui le righe non hanno lettere né numeri; lo scopo è lo stesso: una sola pedina rimasta.',
        wrong: {
          '*': 'Quel salto va lungo un’obliqua. Trova il salto che attraversa dritto una riga, da un’estremità all’altra.',
        },
      },
    },
  },
  together: {
    title: 'Tieni unite le tue pedine',
    steps: {
      scatter: {
        goal: 'Lascia una sola pedina in d4 con tre salti.',
        hint: 'Saltare subito in d4 sembra una buona idea, ma guarda le pedine che lascia indietro: tieni ogni pedina accanto a un’altra.',
        done: 'Ogni salto ha lasciato una pedina accanto a quella che doveva saltare dopo, così c’era sempre un salto. Una pedina senza vicine non può mai essere tolta.',
        wrong: {
          'b4-d4': 'd4 è occupato, ma c2 e c5 restano sole, senza pedine accanto: non resta nessun salto.',
          '*': 'Così una pedina si allontana dalle altre e non resta nessun salto: la partita finisce con tre pedine.',
        },
      },
      strand: {
        goal: 'Lascia una sola pedina in d4 con quattro salti, senza isolare nessuna pedina.',
        hint: 'Le pedine in d2 e d3 sono lontane dalla riga b5, c5, d5: avvicinale prima.',
        done: 'Una pedina sola sul bordo, o lontana dalle altre, non può più essere scavalcata. Prima avvicina le pedine lontane alle altre, poi sgombra il gruppo: i suoi ultimi tre salti erano un pacchetto, il tema della prossima lezione.',
        wrong: {
          'd3-d1': 'Così una pedina finisce in d1, sul bordo in alto, dove nessun’altra pedina potrà mai raggiungerla.',
          'c5-a5': 'Così resta una pedina in a5, sul bordo, lontana dalle altre.',
          'c5-e5': 'Così b5 resta sola, senza pedine accanto.',
          '*': 'Dopo quel salto, le pedine non possono più finire con una sola in d4.',
        },
      },
    },
  },
  packages: {
    title: 'Sgombra le pedine a pacchetti',
    steps: {
      'l-shape': {
        goal: 'Riduci questa L di quattro pedine a una sola pedina in d4 con tre salti.',
        hint: 'La pedina in d4 può uscire saltando sopra l’angolo della L, e tornare più tardi.',
        done: 'Tre pedine in fila con una quarta accanto a un’estremità si sgombrano in tre salti: la quarta esce saltando sopra la pedina all’estremità, la pedina più lontana salta lungo la fila nel foro rimasto libero, e la quarta torna saltandole sopra, di nuovo al suo posto.',
        wrong: { '*': 'Così la L si spezza: le pedine rimaste non possono più finire con una sola in d4.' },
      },
      line: {
        goal: 'Trova qui lo stesso pacchetto, sgombralo e finisci con una pedina in d4.',
        hint: 'La colonna e ha tre pedine in fila, e d5 sta accanto alla sua estremità.',
        done: 'Il pacchetto ha sgombrato e3, e4 ed e5 e ha riportato la pedina d’appoggio in d5; poi d6 ha finito in d4. I bravi giocatori dividono il tavoliere in pacchetti come questo. Ora gioca una partita intera: premi h ogni volta che vuoi un suggerimento.',
        wrong: {
          'd6-d4': 'd4 si riempie troppo presto: le tre pedine della colonna e non si possono più sgombrare.',
          '*': 'Così non si arriva a una pedina in d4. Cerca tre pedine in fila con una quarta accanto a un’estremità.',
        },
      },
    },
  },
};

export default texts;
