/**
 * Hnefatafl's course in Italian; the capture between two pieces is a «tenaglia», and Copenhagen is «le regole di
 * Copenaghen», as the board's label says.
 */
import type { CourseTexts } from '../../core/lesson-data.js';

const texts: CourseTexts = {
  'first-moves': {
    title: 'Due schieramenti e le tue prime mosse',
    steps: {
      attackers: {
        goal: 'Giochi con gli attaccanti, i pezzi scuri, che muovono per primi: clicca o tocca uno di loro, poi una casella vuota sulla sua riga o colonna (oppure spostati con le frecce e premi Invio sul pezzo, poi sulla casella).',
        hint: 'Può muovere qualsiasi pezzo scuro che abbia una casella vuota accanto, sopra, sotto o di fianco.',
        done: 'Questa è una mossa: un pezzo scivola come la torre negli scacchi, di quante caselle vuote vuole lungo la sua riga o colonna. Gli attaccanti vincono catturando il re, il pezzo con la corona al centro; i difensori, i pezzi chiari, vincono portandolo in un angolo.',
      },
      defenders: {
        goal: 'Ora gioca con i difensori, i pezzi chiari e il loro re: muovine uno qualsiasi.',
        hint: 'Per ora il re è chiuso dai suoi stessi uomini, ma i difensori intorno a lui possono muovere.',
        done: 'I due schieramenti muovono a turno, una mossa ciascuno. Questo è il Brandubh, il piccolo tavoliere 7 per 7; il corso vi dispone le sue piccole posizioni e più avanti mostra le varianti più grandi.',
      },
    },
  },
  moving: {
    title: 'Muovere: linee rette, niente salti',
    steps: {
      slide: {
        goal: 'Sposta il difensore in b2 in alto lungo la sua colonna, il più lontano possibile.',
        hint: 'Un pezzo scivola sulle caselle vuote e si ferma prima del primo pezzo che trova sulla sua strada.',
        done: 'Si è fermato in b5, sotto l’attaccante: nessun pezzo ne scavalca mai un altro, amico o nemico.',
        wrong: {
          '*': 'Fai scivolare il difensore in b2 su per la colonna b, fin dove lo lascia arrivare l’attaccante in b6.',
        },
      },
      throne: {
        goal: 'Sposta il difensore da b4 a f4, dritto attraverso la casella centrale vuota, d4.',
        hint: 'La casella centrale è il trono. Nel Brandubh qualsiasi pezzo può passarci sopra finché è vuoto; è vietato solo fermarcisi.',
        done: 'Il trono, d4, appartiene al re: solo lui può fermarcisi, ma nel Brandubh, come nel Fetlar e nelle regole di Copenaghen, gli altri pezzi possono attraversarlo finché è vuoto. Anche i quattro angoli sono suoi: nessun altro pezzo può fermarcisi.',
        wrong: { '*': 'Fai scivolare il difensore in b4 lungo la sua riga fino a f4, sopra il trono.' },
      },
      'king-throne': {
        goal: 'Ora rimetti il re sul suo trono.',
        hint: 'Il trono è la casella centrale, d4, proprio sotto il re.',
        done: 'Solo il re può fermarsi sul trono e negli angoli. Per lui sono caselle normali: può anche passare sopra il trono.',
        wrong: { '*': 'Porta il re giù lungo la sua colonna e fermalo sul trono, d4.' },
      },
    },
  },
  escape: {
    title: 'La fuga del re',
    steps: {
      corner: {
        goal: 'Il re ha una via libera verso un angolo, che il tavoliere segnala: portalo in quell’angolo per vincere.',
        hint: 'La riga di stato indica l’angolo che il re può raggiungere in una mossa.',
        done: 'Il re ha raggiunto un angolo: vincono i difensori. Nel Brandubh, nel Fetlar e nelle regole di Copenaghen il re fugge in uno dei quattro angoli.',
        wrong: {
          '*': 'Così dai una mossa agli attaccanti, che catturano subito il re. Raggiungi l’angolo adesso.',
        },
      },
      block: {
        goal: 'Giochi con gli attaccanti: il re ha una via libera verso l’angolo a7, quindi metti uno dei tuoi pezzi su quella via.',
        hint: 'La via del re sale lungo la colonna a, passando per a5 e a6. Quale dei tuoi pezzi può raggiungerla?',
        done: 'Bloccato. Ogni volta che il re ha una via libera verso una casella di fuga, gli attaccanti devono chiuderla subito: il tavoliere segnala una via così e ti avverte, come uno scacchista dice «scacco».',
        wrong: {
          '*': 'La via del re verso a7 è ancora aperta, e alla prossima mossa fugge. Metti un pezzo in a5 o in a6.',
        },
      },
    },
  },
  capture: {
    title: 'Catturare: la tenaglia',
    steps: {
      sandwich: {
        goal: 'Cattura il difensore in c5: chiudilo tra due dei tuoi pezzi, lungo una riga o una colonna.',
        hint: 'Il tuo attaccante in b5 è da un lato. Quale casella sta dal lato opposto, e quale attaccante può arrivarci?',
        done: 'Catturato: un pezzo viene tolto quando un nemico si muove per chiuderlo tra due pezzi dello schieramento avversario, lungo una riga o una colonna (mai in diagonale).',
        wrong: {
          '*': 'Così non catturi nulla. Il difensore in c5 ha il tuo pezzo in b5 da un lato: portane un altro sulla casella opposta.',
        },
      },
      safe: {
        goal: 'Cattura l’attaccante in b3, anche se per farlo devi entrare tra due attaccanti.',
        hint: 'Il tuo difensore in a3 è da un lato. Quale difensore può raggiungere la casella dall’altro lato?',
        done: 'Il tuo difensore sta tra due attaccanti ed è al sicuro: un pezzo è catturato solo quando il nemico si muove per chiudere la tenaglia, mai quando ci entra da solo.',
        wrong: { '*': 'Così non catturi l’attaccante in b3. Chiudilo tra a3 e c3.' },
      },
      double: {
        goal: 'Cattura due difensori con una sola mossa.',
        hint: 'Trova la casella vuota che chiude una tenaglia in due direzioni insieme.',
        done: 'Una mossa può chiudere più tenaglie, e ogni pezzo preso viene tolto.',
        wrong: { '*': 'Così non ne catturi due. Cerca la casella accanto a entrambi i difensori, b3 e c4.' },
      },
    },
  },
  hostile: {
    title: 'Caselle ostili: gli angoli e il trono',
    steps: {
      corner: {
        goal: 'Cattura il difensore in b1, con l’angolo come altro lato della tenaglia.',
        hint: 'Un angolo vuoto conta come nemico del pezzo che gli sta accanto.',
        done: 'Gli angoli sono ostili a ogni pezzo: accanto a un angolo, basta un solo nemico dall’altro lato per catturarlo. (Vale dove il re fugge negli angoli; nel Tablut sono caselle normali.)',
        wrong: {
          '*': 'Così non catturi nulla. L’angolo a1 è da un lato del difensore: chiudi l’altro lato, c1.',
        },
      },
      throne: {
        goal: 'Cattura l’attaccante in d5 contro il trono.',
        hint: 'Il trono, d4, è sotto l’attaccante.',
        done: 'Il trono è ostile agli attaccanti, sempre: un solo difensore cattura un attaccante contro di esso.',
        wrong: { '*': 'Così non catturi nulla. Il trono è sotto l’attaccante: chiudilo da sopra, in d6.' },
      },
      'empty-throne': {
        goal: 'Ora al contrario: cattura il difensore in c4 contro il trono vuoto.',
        hint: 'Il trono, d4, è da un lato del difensore.',
        done: 'Il trono è ostile anche ai difensori, ma solo quando è vuoto. Con il re sopra, aiuta soltanto i difensori.',
        wrong: { '*': 'Così non catturi nulla. Chiudi il difensore in c4 da b4, di fronte al trono.' },
      },
    },
  },
  'armed-king': {
    title: 'Anche il re combatte',
    steps: {
      hammer: {
        goal: 'Cattura l’attaccante in e3 con il re.',
        hint: 'Il tuo difensore in e2 è sotto l’attaccante.',
        done: 'Il re cattura come qualsiasi altro pezzo, in tutte le varianti del tavoliere: può chiudere lui stesso una tenaglia.',
        wrong: { '*': 'Così non catturi nulla. Porta il re giù in e4, sopra l’attaccante.' },
      },
      anvil: {
        goal: 'Cattura l’attaccante in c5, con il re come altro lato della tenaglia.',
        hint: 'Il re, in b5, è da un lato dell’attaccante.',
        done: 'Il re può anche essere l’altro lato di una tenaglia: in ogni cattura conta come un difensore.',
        wrong: { '*': 'Così non catturi nulla. Chiudi l’attaccante tra il re e un difensore in d5.' },
      },
    },
  },
  'king-capture': {
    title: 'Catturare il re',
    steps: {
      two: {
        goal: 'Nel Brandubh il re, lontano dal trono, viene catturato da due attaccanti come ogni altro pezzo: catturalo e vinci.',
        hint: 'Il tuo attaccante in d1 è da un lato. Occhio alla sua via libera verso g1.',
        done: 'Il re è catturato: vincono gli attaccanti. Nel Brandubh e nel Tablut due attaccanti lo catturano ovunque lontano dal trono, anche sul bordo.',
        wrong: { '*': 'Allora il re scivola nell’angolo g1 e vincono i difensori. Chiudilo subito.' },
      },
      corner: {
        goal: 'Cattura il re contro l’angolo.',
        hint: 'Anche per il re un angolo è ostile.',
        done: 'Anche un angolo aiuta a catturare il re: accanto a un angolo, è a un passo dalla fuga e a un passo dalla cattura.',
        wrong: { '*': 'Allora il re entra nell’angolo a1 e vince.' },
      },
      'throne-side': {
        goal: 'Il re è accanto al trono: catturalo chiudendo il suo ultimo lato libero.',
        hint: 'Accanto al trono non bastano due attaccanti in linea: servono attaccanti sui suoi altri tre lati.',
        done: 'Sul trono il re è catturato solo con attaccanti su tutti e quattro i lati, e accanto al trono su tre, con il trono a fare da quarto.',
        wrong: {
          '*': 'Così non lo catturi: accanto al trono il re deve avere attaccanti sui suoi altri tre lati. Il suo lato libero è d6.',
        },
      },
      four: {
        goal: 'Nelle regole di Copenaghen il re va circondato su tutti e quattro i lati: chiudi il quarto.',
        hint: 'Tre dei suoi lati sono già occupati. Quale attaccante può raggiungere il quarto?',
        done: 'Nel Fetlar e nelle regole di Copenaghen servono attaccanti su tutti e quattro i lati del re (o tre e il trono), e sul bordo del tavoliere non può essere catturato affatto: è molto più forte che nel Brandubh.',
        wrong: { '*': 'La casella sotto il re, d7, è ancora libera: chiudila.' },
      },
    },
  },
  copenhagen: {
    title: 'Copenaghen: muro di scudi, fortezza e accerchiamento',
    steps: {
      shieldwall: {
        goal: 'Queste sono le regole di Copenaghen, su 11 per 11: cattura insieme i due difensori sul bordo chiudendo la loro riga all’estremità aperta.',
        hint: 'La riga d1, e1 è chiusa a sinistra dal tuo pezzo in c1, e ciascuno dei suoi pezzi ha un attaccante proprio sopra.',
        done: 'Un muro di scudi: nelle regole di Copenaghen una riga di due o più pezzi lungo il bordo, ciascuno con un nemico di fronte e chiusa a entrambe le estremità (un angolo può chiuderne una), è catturata in un colpo solo. Il re sopravvivrebbe. Anche i difensori possono usarlo.',
        wrong: { '*': 'Così la riga non si chiude. Porta un pezzo alla sua estremità aperta, f1.' },
      },
      fort: {
        goal: 'Vinci con i difensori: chiudi la fortezza intorno al re sul bordo, così che nessun attaccante possa mai entrarci.',
        hint: 'Il re ha bisogno di una casella libera dentro la fortezza, e ogni pezzo del muro deve essere al sicuro dalla cattura. Una casella del muro è ancora aperta.',
        done: 'Una fortezza: il re è sul bordo, libero di muoversi, dentro un muro di difensori che non possono mai essere catturati. Nelle regole di Copenaghen questo fa vincere i difensori, come una fuga.',
        wrong: { '*': 'La fortezza è ancora aperta sopra f1. Chiudila con un difensore.' },
      },
      encircle: {
        goal: 'Vinci con gli attaccanti: chiudi il tuo anello, così che nessun difensore possa mai raggiungere il bordo.',
        hint: 'Trova l’unico varco nel tuo anello intorno al re e ai suoi uomini.',
        done: 'Tutti i difensori sono accerchiati: nel Fetlar e nelle regole di Copenaghen questo fa vincere gli attaccanti. Il Fetlar sono le regole di Copenaghen senza il muro di scudi e la fortezza. Nelle regole di Copenaghen, una posizione che si ripete per la terza volta fa perdere i difensori; altrove è pareggio. E in ogni variante perde chi non può muovere.',
        wrong: { '*': 'L’anello ha ancora un varco sotto il re, in f4: chiudilo.' },
      },
    },
  },
  tablut: {
    title: 'Tablut: fuga su qualsiasi bordo',
    steps: {
      edge: {
        goal: 'Nel Tablut, su 9 per 9, il re fugge da qualsiasi casella del bordo: portalo fuori adesso.',
        hint: 'Solo una delle sue vie è aperta.',
        done: 'Fuori! Nel Tablut ogni casella del bordo è una via di fuga, quindi gli attaccanti devono sorvegliare tutto il perimetro; in cambio, due attaccanti catturano il re, tranne sul trono o accanto a esso.',
        wrong: { '*': 'Allora un attaccante chiude la tenaglia sul re. Può raggiungere il bordo subito.' },
      },
      'no-pass': {
        goal: 'Cattura il difensore in g6; nel Tablut nessun pezzo tranne il re può attraversare il trono.',
        hint: 'L’attaccante in b5 non può passare sopra il trono, e5. Un altro può raggiungere la casella sotto il difensore.',
        done: 'Nel Tablut il trono ferma ogni pezzo tranne il re, anche quando è vuoto. Il Brandubh, il Fetlar e le regole di Copenaghen lasciano che ogni pezzo lo attraversi finché è vuoto.',
        wrong: { '*': 'Così non catturi il difensore in g6. Chiudilo da sotto, in g5.' },
      },
    },
  },
  fork: {
    title: 'Strategia: due vie d’uscita insieme',
    steps: {
      'two-corners': {
        goal: 'Vinci in due mosse: metti il re dove vede due angoli insieme; gli attaccanti possono bloccarne solo uno.',
        hint: 'Da una casella del bordo superiore il re guarderebbe lungo il bordo verso un angolo a ciascuna estremità.',
        done: 'Una forchetta: due vie libere, e una mossa ne chiude solo una. Con i difensori, tieni aperte le strade del re; con gli attaccanti, sorveglia presto gli angoli. Ora puoi giocare una partita intera: sfida il computer su questo tavoliere, nelle regole di Copenaghen o in qualsiasi altra variante.',
        wrong: {
          '*': 'Così il re resta intrappolato, e un attaccante lo cattura. Trova la mossa che apre due vie insieme.',
        },
      },
    },
  },
};

export default texts;
