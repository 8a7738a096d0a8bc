/**
 * Lines of Action's course in Italian, with «tu»; the board's «pedina», «casella», «mossa», «riga», «tavoliere» and
 * «cattura», the sides il nero and il bianco.
 */
import type { CourseTexts } from '../../core/lesson-data.js';

const texts: CourseTexts = {
  'first-move': {
    title: 'La tua prima mossa',
    steps: {
      first: {
        goal: 'Giochi con il nero, e il nero muove per primo: sposta una qualsiasi delle tue pedine cliccandola o toccandola, poi fai lo stesso con una delle caselle segnate per lei (oppure trascinala lì); con la tastiera, raggiungila con le frecce, premi Invio per prenderla e poi di nuovo Invio sulla casella di arrivo.',
        done: 'Questa è una mossa. Poi gioca il bianco, e si prosegue a turno. Il nero parte dalle righe in alto e in basso, il bianco dalle colonne a sinistra e a destra; vince chi per primo riunisce tutte le sue pedine in un solo gruppo.',
      },
    },
  },
  goal: {
    title: 'Riunisci tutte le tue pedine',
    steps: {
      join: {
        goal: 'Vinci: sposta la tua pedina isolata in modo che tutte le tue pedine si tocchino, in un solo gruppo.',
        hint: 'La pedina in e7 è sola. Prendila e guarda le caselle che può raggiungere: una di queste è accanto alla tua coppia.',
        done: 'Le tre pedine si toccano: un solo gruppo, e vinci. Non importa dove si trovi il gruppo sul tavoliere, né quante pedine abbia.',
        wrong: {
          '*': 'Le tue pedine formano ancora più di un gruppo. Porta la pedina isolata in e7 accanto alle due in d4 ed e4.',
        },
      },
      corner: {
        goal: 'Vinci ancora: anche le pedine che si toccano solo per un angolo sono unite.',
        hint: 'Prendi la pedina in g6. Una delle caselle che può raggiungere tocca d5 per un angolo.',
        done: 'e6 tocca d5 per un angolo, e d5 tocca c4 allo stesso modo: un solo gruppo, vittoria. Le pedine si toccano in tutte le 8 direzioni: lungo un lato o per un angolo.',
        wrong: {
          '*': 'Le tue pedine formano ancora più di un gruppo. Porta la pedina in g6 su una casella che tocchi d5, anche solo per un angolo.',
        },
      },
    },
  },
  distance: {
    title: 'Di quanto si sposta una pedina',
    steps: {
      row: {
        goal: 'Sposta la pedina in a3 lungo la sua riga: avanza esattamente di tante caselle quante sono le pedine su quella riga, nere e bianche.',
        hint: 'Conta le pedine sulla riga 3: la tua in a3 e quella bianca in f3.',
        done: 'Due pedine sulla riga, quindi esattamente due caselle: da a3 a c3. Mai di più, mai di meno. Una pedina si muove in linea retta: lungo la sua riga, la sua colonna o una delle sue due diagonali.',
        wrong: { '*': 'Questo passo chiede la pedina in a3, spostata lungo la sua riga, attraverso il tavoliere.' },
      },
      column: {
        goal: 'Sposta la pedina in d4 verso l’alto lungo la sua colonna, contando ogni pedina della colonna intera, anche quelle sotto.',
        hint: 'Sulla colonna d ci sono d2, d4 e d8.',
        done: 'Tre pedine sulla colonna d, quindi d4 è salita di tre caselle, fino a d7. Anche la pedina sotto, in d2, contava: una linea va da un bordo all’altro del tavoliere.',
        wrong: { '*': 'Questo passo chiede la pedina in d4, spostata verso l’alto lungo la colonna d.' },
      },
      diagonal: {
        goal: 'Sposta la pedina in c3 in diagonale, verso l’alto e a destra, dopo aver contato le pedine di tutta la sua diagonale.',
        hint: 'La diagonale da a1 a h8 passa per b2, c3 e g7.',
        done: 'Tre pedine su quella diagonale, quindi tre caselle: da c3 a f6. Ognuna delle quattro linee di una pedina (la sua riga, la sua colonna e le sue due diagonali) ha il suo conteggio.',
        wrong: { '*': 'Questo passo chiede la pedina in c3, spostata in diagonale verso l’alto e a destra.' },
      },
    },
  },
  jumps: {
    title: 'Scavalcare le pedine',
    steps: {
      own: {
        goal: 'Riunisci le tue tre pedine: la pedina in b4 può scavalcare la tua pedina in d4.',
        hint: 'Conta le pedine sulla riga 4: b4, d4 e h4.',
        done: 'Tre pedine sulla riga, quindi tre caselle, scavalcando la tua pedina in d4 fino a e4, che tocca d4 e f5: un solo gruppo. Una pedina può scavalcare le proprie pedine.',
        wrong: { '*': 'Le tue pedine sono ancora separate. Sposta la pedina in b4 lungo la sua riga.' },
      },
      blocked: {
        goal: 'Riunisci le tue pedine; questa volta una pedina bianca sbarra la strada in linea retta.',
        hint: 'Una pedina non scavalca mai le pedine avversarie, quindi a4 non può superare b4. Prova un’altra delle sue linee.',
        done: 'a4 è andata in c6 lungo la sua diagonale (con due pedine sopra: a4 ed e8), accanto a d5: un solo gruppo. Una pedina bianca in mezzo chiude quella linea; un’altra linea può essere libera.',
        wrong: {
          '*': 'Le tue pedine sono ancora separate. Trova un’altra strada perché la pedina in a4 raggiunga le due in d5 ed e5.',
        },
      },
    },
  },
  captures: {
    title: 'Catturare',
    steps: {
      capture: {
        goal: 'Cattura la pedina bianca in e3: fermati esattamente su di essa.',
        hint: 'Conta le pedine sulla riga 3.',
        done: 'Una pedina che finisce la mossa su una pedina avversaria la cattura, e la pedina catturata lascia il tavoliere. Una pedina può fermarsi su una pedina avversaria, mai su una propria.',
        wrong: { '*': 'Così non catturi nulla. Sposta la pedina in c3 in modo che si fermi esattamente in e3.' },
      },
      'capture-join': {
        goal: 'Vinci: cattura una pedina bianca e riunisci le tue pedine con la stessa mossa.',
        hint: 'La casella che collegherebbe f1 alla tua coppia è occupata da una pedina bianca.',
        done: 'f1 ha catturato d3, che tocca d4: un solo gruppo, vittoria. Una cattura è una mossa come le altre, e può riunire le tue pedine.',
        wrong: { '*': 'Le tue pedine sono ancora separate. Guarda lungo le diagonali della pedina in f1.' },
      },
      careful: {
        goal: 'Vinci riunendo le tue pedine, ma pensa prima di catturare.',
        hint: 'Se al bianco restassero solo g7 e h6, quelle due formerebbero già un solo gruppo.',
        done: 'c6 riunisce le tue pedine. Catturare invece a4 avrebbe lasciato al bianco solo g7 e h6, che si toccano: il bianco avrebbe vinto subito. Ogni cattura lascia all’avversario meno pedine da riunire, e meno pedine possono essere più facili da riunire.',
        wrong: {
          a6xa4:
            'Questa cattura lascia al bianco solo g7 e h6, che si toccano: un solo gruppo, e il bianco vincerebbe subito. Meno pedine possono essere più facili da riunire. Riunisci piuttosto le tue pedine.',
          '*': 'Le tue pedine sono ancora separate. La pedina in a6 può raggiungere una casella accanto a d5.',
        },
      },
    },
  },
  'both-joined': {
    title: 'Entrambi i colori riuniti insieme',
    steps: {
      'mover-wins': {
        goal: 'Vinci in una mossa, anche se la mossa che riunisce le tue pedine riunisce anche quelle del bianco.',
        hint: 'La tua pedina isolata in c8 e la pedina isolata del bianco in c5 sono sulla stessa colonna.',
        done: 'c8 ha catturato c5: le tue tre pedine sono un solo gruppo, e così anche quelle bianche in c2 e d1. Quando una mossa riunisce entrambi i colori, su questo tavoliere vince chi l’ha giocata (la regola dei tornei tra computer); alcuni regolamenti la considerano invece una patta.',
        wrong: {
          '*': 'Così non riunisci le tue pedine, e il bianco può riunire le sue per primo. Cerca la mossa che riunisce le tue adesso.',
        },
      },
    },
  },
  pass: {
    title: 'Nessuna mossa? Passa',
    steps: {
      'walled-in': {
        goal: 'Le tue due pedine sono murate e non hanno mosse, quindi devi passare: premi il tasto p, oppure il pulsante «Mostrami».',
        hint: 'Ogni linea che parte da a1 e da h8 comincia con una pedina bianca, che le tue pedine non possono scavalcare.',
        done: 'Chi non ha mosse passa, e l’altro continua a giocare. È raro: succede quando le pedine avversarie chiudono le tue.',
        wrong: { '*': 'Qui non hai mosse: puoi solo passare.' },
      },
    },
  },
  block: {
    title: 'Ferma una pedina che sta per unirsi',
    steps: {
      stop: {
        goal: 'La pedina isolata del bianco in h2 può unirsi alla sua coppia alla prossima mossa: fermala.',
        hint: 'Trova dove arriverebbe h2, e lungo quale linea. Una pedina bianca non può scavalcare le tue, e una pedina in più su una linea ne cambia il conteggio.',
        done: 'Fermata. Mettersi in mezzo, occupare la casella che le serve o catturare la pedina a cui si unirebbe: va bene tutto. Prima di ogni mossa, guarda dove possono arrivare le pedine isolate dell’avversario.',
        wrong: {
          '*': 'Allora h2 va in f4, accanto a e5, e le tre pedine bianche sono un solo gruppo: vince il bianco.',
        },
      },
    },
  },
  centre: {
    title: 'Radunarsi al centro',
    steps: {
      gather: {
        goal: 'Vinci in due mosse: raduna le tue pedine al centro del tavoliere.',
        hint: 'La tua pedina in a5, sul bordo, è lontana dalle altre. E tieni d’occhio il bianco: e1 potrebbe riunire subito le sue pedine in b4.',
        done: 'Con a5 in c5 hai riunito tre pedine al centro, e f5 aveva due strade per entrare: il bianco poteva chiuderne solo una. Lasciando la diagonale di e1 hai anche accorciato la sua mossa, così non poteva più raggiungere b4. Le pedine al centro sono vicine a tutte le altre: radunale lì. Ora puoi giocare una partita contro il computer.',
        wrong: {
          '*': 'Allora il bianco riunisce le sue pedine con e1 in b4, oppure le tue pedine restano troppo lontane per unirsi in tempo. Porta verso il centro la pedina sul bordo.',
        },
      },
    },
  },
};

export default texts;
