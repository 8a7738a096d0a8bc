/** Nim's course in Italian, with «tu»; the board's «mucchi» and «gettoni», a heap of one a «gettone singolo». */
import type { CourseTexts } from '../../core/lesson-data.js';

const texts: CourseTexts = {
  take: {
    title: 'Prendere gettoni',
    steps: {
      first: {
        goal: 'Prendi uno o più gettoni da un solo mucchio (una fila): fai clic o tocca i gettoni per segnarli e premi «Prendi», oppure fai doppio clic su un gettone per prenderlo insieme a tutti quelli alla sua destra; con la tastiera, spostati con le frecce, segna con Spazio e prendi con Invio.',
        hint: 'I mucchi sono numerati 1, 2 e 3 dall’alto, a sinistra di ogni fila.',
        done: 'Questa è una mossa: quanti gettoni vuoi, almeno uno, e tutti dallo stesso mucchio. Poi il tuo avversario prende da un mucchio qualsiasi, e giocate a turno.',
      },
      count: {
        goal: 'Prendi esattamente due gettoni dal mucchio 3, la fila in basso.',
        hint: 'Segna due gettoni del mucchio 3 e premi «Prendi», oppure fai doppio clic sul suo secondo gettone da destra.',
        done: 'Scegli tu quanti prenderne, da uno fino al mucchio intero.',
        wrong: {
          '*': 'È una mossa, ma questo passo chiede due gettoni, né più né meno, dal mucchio 3 (la fila in basso).',
        },
      },
      whole: {
        goal: 'Svuota il mucchio 2 in una sola mossa: prendi tutti e quattro i suoi gettoni.',
        hint: 'Fai doppio clic sul primo gettone del mucchio 2, a sinistra: se ne va insieme a tutti quelli che lo seguono.',
        done: 'Un mucchio intero può andarsene in una volta. Un mucchio vuoto resta vuoto, e le mosse successive prendono dagli altri.',
        wrong: {
          '*': 'Questo passo chiede tutti e quattro i gettoni del mucchio 2, la fila centrale, in una sola mossa.',
        },
      },
    },
  },
  last: {
    title: 'L’ultimo gettone vince',
    steps: {
      all: {
        goal: 'Il tuo avversario ha appena svuotato il mucchio 1: prendi tutti i gettoni rimasti e vinci.',
        hint: 'Chi prende l’ultimo gettone vince, e tutti i gettoni rimasti sono nel mucchio 2.',
        done: 'Hai preso l’ultimo gettone, quindi vinci. È questo lo scopo del Nim: essere chi prende l’ultimo gettone.',
        wrong: { '*': 'Dopo questa mossa restano ancora gettoni, e il tuo avversario li prende tutti e vince.' },
      },
    },
  },
  misere: {
    title: 'Misère: l’ultimo gettone perde',
    steps: {
      'leave-one': {
        goal: 'Nel Nim misère chi prende l’ultimo gettone perde: lascia esattamente un gettone, così il tuo avversario deve prenderlo.',
        hint: 'Quanti gettoni devono andarsene perché ne resti uno?',
        done: 'Ora il tuo avversario deve prendere l’ultimo gettone, e perde. Il Nim si gioca in entrambi i modi, quindi accordatevi sulla regola prima di una partita.',
        wrong: {
          '1:4': 'Prenderesti l’ultimo gettone, e nella variante misère questo fa perdere.',
          '*': 'Resta più di un gettone, quindi il tuo avversario può prenderli tutti tranne uno e lasciare l’ultimo a te.',
        },
      },
      'last-one': {
        goal: 'Ancora misère: lascia al tuo avversario nient’altro che un ultimo gettone.',
        hint: 'Il mucchio 1 ha già un solo gettone.',
        done: 'Resta un gettone, e il tuo avversario deve prenderlo. Nella variante misère, lasciare un solo gettone fa vincere.',
        wrong: {
          '2:2': 'Restano due gettoni singoli: il tuo avversario ne prende uno, e tu devi prendere l’ultimo.',
          '*': 'Dopo questa mossa il tuo avversario può lasciarti l’ultimo gettone.',
        },
      },
    },
  },
  mirror: {
    title: 'Due mucchi uguali',
    steps: {
      ones: {
        goal: 'Lascia due mucchi di un gettone ciascuno: il tuo avversario ne prende uno, e tu prendi l’ultimo.',
        hint: 'Quanti gettoni devono andarsene dal mucchio 2 perché sia uguale al mucchio 1?',
        done: 'Due mucchi di un gettone: chi deve muovere da lì perde. Lo stesso vale per due mucchi uguali qualsiasi, come mostra il passo successivo.',
        wrong: {
          '2:3': 'Dopo questa mossa resta un gettone, e il tuo avversario lo prende.',
          '1:1': 'Dopo questa mossa resta solo il mucchio 2, e il tuo avversario lo prende tutto.',
          '*': 'Dopo questa mossa i mucchi non sono uguali, e il tuo avversario può renderli uguali.',
        },
      },
      copy: {
        goal: 'Da due mucchi uguali di 3, il tuo avversario ha preso 2 dal mucchio 2: prendine altrettanti dal mucchio 1, e vinci.',
        hint: 'Rendi di nuovo uguali i due mucchi.',
        done: 'Qualunque numero il tuo avversario prenda da un mucchio, prendine altrettanti dall’altro: i mucchi restano uguali, quindi il tuo avversario non prende mai l’ultimo gettone, e tu sì. Questo copiare si chiama gioco a specchio.',
        wrong: {
          '1:3': 'Dopo questa mossa resta solo il mucchio 2, e il tuo avversario ne prende l’ultimo gettone.',
          '2:1': 'Dopo questa mossa resta solo il mucchio 1, e il tuo avversario lo prende tutto.',
          '*': 'Dopo questa mossa i mucchi non sono uguali, quindi il tuo avversario può renderli uguali e copiarti fino alla fine.',
        },
      },
      equal: {
        goal: 'Rendi uguali i due mucchi, poi copia ogni mossa del tuo avversario nell’altro mucchio finché non prendi l’ultimo gettone.',
        hint: 'Il mucchio 1 ha 2 gettoni: lasciane altrettanti nel mucchio 2.',
        done: 'Rendi uguali i mucchi, poi gioca a specchio: con due mucchi, questo è tutto il gioco. La lezione successiva fa lo stesso con un numero qualsiasi di mucchi.',
        wrong: {
          '1:2': 'Dopo questa mossa resta solo il mucchio 2, e il tuo avversario lo prende tutto.',
          '2:5': 'Dopo questa mossa resta solo il mucchio 1, e il tuo avversario lo prende tutto.',
          '*': 'Dopo questa mossa i mucchi non sono uguali, e il tuo avversario può renderli uguali e giocare a specchio contro di te.',
        },
      },
    },
  },
  balance: {
    title: 'Equilibrio: contare in 1, 2, 4 e 8',
    steps: {
      four: {
        goal: 'Scrivi ogni mucchio come somma di 1, 2 e 4 (così 3 è 2 + 1), e prendi da un mucchio in modo che 1, 2 e 4 compaiano ciascuno un numero pari di volte in tutto.',
        hint: 'Ora 1, 2 e 4 compaiono una volta ciascuno. Il 4 è solo nel mucchio 3, quindi è il mucchio 3 che deve cambiare: in cosa, per corrispondere ai mucchi 1 e 2?',
        done: 'Mucchi di 1, 2 e 3 = 2 + 1: l’1 e il 2 compaiono due volte ciascuno. Una posizione così è in equilibrio: qualsiasi mossa la squilibra, tu puoi sempre riequilibrarla, e così prendi tu l’ultimo gettone. Due mucchi uguali sono l’equilibrio più semplice.',
        wrong: {
          '*': 'Dopo questa mossa uno tra 1, 2 e 4 compare un numero dispari di volte, quindi il tuo avversario può equilibrare i mucchi al posto tuo.',
        },
      },
      start: {
        goal: 'Questa è la partenza solita del tavoliere, 3 = 2 + 1, 4 e 5 = 4 + 1: mettila in equilibrio.',
        hint: 'Il 4 e l’1 compaiono già due volte; trova il numero che compare una volta sola, e il mucchio che lo contiene.',
        done: 'Mucchi di 1, 4 e 5 = 4 + 1: in equilibrio. Quindi chi muove per primo da 3, 4 e 5 vince, con questa mossa.',
        wrong: {
          '*': 'Dopo questa mossa uno tra 1, 2 e 4 compare un numero dispari di volte. Conta di nuovo: quale compare ora una volta sola?',
        },
      },
      choice: {
        goal: 'Metti in equilibrio questi mucchi, 3 = 2 + 1, 5 = 4 + 1 e 7 = 4 + 2 + 1; c’è più di un modo.',
        hint: 'Conta quante volte compaiono 1, 2 e 4: solo uno di loro compare un numero dispari di volte.',
        done: 'L’1 compariva tre volte, una in ogni mucchio, quindi un gettone preso da un mucchio qualsiasi li mette in equilibrio. Quando più mucchi contengono il numero dispari, va bene uno qualsiasi.',
        wrong: { '*': 'Dopo questa mossa uno tra 1, 2 e 4 compare un numero dispari di volte. Conta gli 1.' },
      },
      eight: {
        goal: 'Metti in equilibrio mucchi di 1, 2 e 8: l’8 compare una volta, e un mucchio può diventare un qualsiasi numero più piccolo.',
        hint: 'Prendi dal mucchio che contiene l’8, e lasciaci quello che serve per corrispondere agli altri due mucchi.',
        done: 'Il mucchio 3 è diventato 3 = 2 + 1, come i mucchi 1 e 2. Il metodo: trova il più grande tra 8, 4, 2, 1 che compare un numero dispari di volte, prendi da un mucchio che lo contiene, e lasciaci ciò che rende pari ogni conteggio. Ciò che resta dispari si chiama somma nim (lo XOR binario dei mucchi); in equilibrio significa somma nim zero.',
        wrong: {
          '*': 'Dopo questa mossa uno tra 1, 2, 4 e 8 compare ancora un numero dispari di volte. Quale mucchio contiene l’8?',
        },
      },
    },
  },
  'misere-play': {
    title: 'Misère: gioca come al solito, fino alla fine',
    steps: {
      'odd-ones': {
        goal: 'Misère: tutti i mucchi tranne uno hanno al massimo un gettone, quindi ora lascia un numero dispari di gettoni singoli e nient’altro.',
        hint: 'Il mucchio 3 può tenere un gettone o nessuno: conta i gettoni singoli in ciascun caso.',
        done: 'Tre gettoni singoli: tu e il tuo avversario li prendete a turno, e il tuo avversario prende l’ultimo. Nel gioco normale svuoteresti il mucchio 3 lasciandone due; è l’unico cambiamento della variante misère, quando un solo mucchio ha più di un gettone.',
        wrong: {
          '3:4':
            'Questa è la mossa normale, ma lascia due gettoni singoli: il tuo avversario ne prende uno, e tu devi prendere l’ultimo.',
          '*': 'Il mucchio 3 tiene più di un gettone, e il tuo avversario può usarlo per lasciarti un numero dispari di gettoni singoli.',
        },
      },
      'as-normal': {
        goal: 'Misère con due mucchi di due o più gettoni: rendili uguali, come nel Nim normale.',
        hint: 'Il mucchio 1 ha 2 gettoni.',
        done: 'Mucchi uguali, come nel gioco normale. Dopo la mossa del tuo avversario un solo mucchio avrà più di un gettone, e il finale è tuo: il passo successivo lo mostra.',
        wrong: {
          '*': 'Dopo questa mossa i mucchi non sono uguali. Finché due mucchi hanno due o più gettoni, la variante misère si gioca come il Nim normale.',
        },
      },
      switch: {
        goal: 'Il tuo avversario ha preso 1 dal mucchio 1, quindi solo il mucchio 2 ha più di un gettone: lascia un numero dispari di gettoni singoli.',
        hint: 'Conta i gettoni singoli che restano se il mucchio 2 tiene un gettone, e se non ne tiene nessuno.',
        done: 'Resta un gettone singolo, e il tuo avversario deve prenderlo. Nel gioco normale qui lasceresti due mucchi da uno; nella variante misère ne lasci uno.',
        wrong: {
          '2:1': 'Così restano due gettoni singoli: il tuo avversario ne prende uno, e tu devi prendere l’ultimo.',
          '1:1':
            'Dopo questa mossa il mucchio 2 tiene due gettoni: il tuo avversario ne prende uno, e tu devi prendere l’ultimo.',
          '*': 'Così non resta un numero dispari di gettoni singoli.',
        },
      },
      start: {
        goal: 'Misère dalla partenza solita, 3, 4 e 5: fai la prima mossa vincente.',
        hint: 'Restano mucchi di due o più gettoni, quindi gioca la normale mossa di equilibrio.',
        done: 'La stessa mossa del Nim normale lascia 1, 4 e 5 = 4 + 1, in equilibrio. Ora conosci tutto il gioco: gioca una partita contro il computer, normale o misère.',
        wrong: {
          '*': 'Così i mucchi restano squilibrati, e con mucchi grandi la variante misère si gioca come il Nim normale. Quale tra 1, 2 e 4 compare una volta?',
        },
      },
    },
  },
};

export default texts;
