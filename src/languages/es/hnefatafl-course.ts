/** Hnefatafl's course in Spanish, with «tú»; a capture between two pieces is a «sándwich», a rule set a «variante». */
import type { CourseTexts } from '../../core/lesson-data.js';

const texts: CourseTexts = {
  'first-moves': {
    title: 'Dos bandos y tus primeras jugadas',
    steps: {
      attackers: {
        goal: 'Juegas con los atacantes, las piezas oscuras, que mueven primero: haz clic o toca una de ellas y luego una casilla vacía de su fila o su columna (o muévete con las flechas y pulsa Enter sobre la pieza y luego sobre la casilla).',
        hint: 'Puede moverse cualquier pieza oscura que tenga una casilla vacía al lado: encima, debajo o a un costado.',
        done: 'Eso es una jugada: una pieza se desliza como la torre del ajedrez, tantas casillas vacías como quiera a lo largo de su fila o su columna. Los atacantes ganan si capturan al rey, la pieza con corona del centro; los defensores, las piezas claras, ganan si lo llevan a una esquina.',
      },
      defenders: {
        goal: 'Ahora juega con los defensores, las piezas claras y su rey: mueve cualquiera de ellas.',
        hint: 'Por ahora el rey está encerrado por sus propios hombres, pero los defensores que lo rodean pueden moverse.',
        done: 'Los dos bandos se turnan, una jugada cada uno. Esto es Brandubh, el tablero pequeño de 7 por 7; el curso plantea en él sus posiciones pequeñas y más adelante muestra las variantes más grandes.',
      },
    },
  },
  moving: {
    title: 'Mover: en línea recta, sin saltar',
    steps: {
      slide: {
        goal: 'Mueve el defensor de b2 hacia arriba por su columna, tan lejos como pueda llegar.',
        hint: 'Una pieza se desliza por casillas vacías y se detiene antes de la primera pieza que encuentra en su camino.',
        done: 'Se detuvo en b5, debajo del atacante: ninguna pieza salta jamás por encima de otra, ni amiga ni enemiga.',
        wrong: {
          '*': 'Desliza el defensor de b2 hacia arriba por la columna b, hasta donde lo deje llegar el atacante de b6.',
        },
      },
      throne: {
        goal: 'Mueve el defensor de b4 a f4, cruzando en línea recta la casilla central vacía, d4.',
        hint: 'La casilla central es el trono. En Brandubh cualquier pieza puede pasar por encima mientras está vacío; solo está prohibido detenerse en él.',
        done: 'El trono, d4, es del rey: solo él puede detenerse en él, pero en Brandubh, como en Copenhague y en Fetlar, las demás piezas pueden cruzarlo mientras está vacío. Las cuatro esquinas también son suyas: ninguna otra pieza puede detenerse en ellas.',
        wrong: { '*': 'Desliza el defensor de b4 por su fila hasta f4, pasando por encima del trono.' },
      },
      'king-throne': {
        goal: 'Ahora vuelve a poner al rey en su trono.',
        hint: 'El trono es la casilla central, d4, justo debajo del rey.',
        done: 'Solo el rey puede detenerse en el trono y en las esquinas. Para él son casillas normales: también puede pasar por encima del trono.',
        wrong: { '*': 'Baja el rey por su columna y detenlo en el trono, d4.' },
      },
    },
  },
  escape: {
    title: 'La huida del rey',
    steps: {
      corner: {
        goal: 'El rey tiene una línea libre hacia una esquina, que el tablero marca: llévalo a esa esquina para ganar.',
        hint: 'La línea de estado indica la esquina a la que el rey puede llegar en una jugada.',
        done: 'El rey llegó a una esquina: ganan los defensores. En Brandubh, Copenhague y Fetlar el rey escapa por una de las cuatro esquinas.',
        wrong: {
          '*': 'Así les das una jugada a los atacantes, y capturan al rey de inmediato. Toma la esquina ahora.',
        },
      },
      block: {
        goal: 'Juegas con los atacantes: el rey tiene una línea libre hacia la esquina a7, así que pon una de tus piezas en esa línea.',
        hint: 'La línea del rey sube por la columna a, pasando por a5 y a6. ¿Cuál de tus piezas puede llegar a ella?',
        done: 'Bloqueado. Siempre que el rey tenga una línea libre hacia una casilla de escape, los atacantes deben cerrarla de inmediato: el tablero marca esa línea y avisa de ella, igual que en el ajedrez se dice «jaque».',
        wrong: {
          '*': 'La línea del rey hacia a7 sigue abierta, y escapará en la próxima jugada. Pon una pieza en a5 o en a6.',
        },
      },
    },
  },
  capture: {
    title: 'Capturar: el sándwich',
    steps: {
      sandwich: {
        goal: 'Captura al defensor de c5: enciérralo entre dos de tus piezas a lo largo de una fila o una columna.',
        hint: 'Tu atacante de b5 está a un lado. ¿Qué casilla queda enfrente, al otro lado, y qué atacante puede llegar allí?',
        done: 'Capturado: una pieza sale del tablero cuando un enemigo se mueve para encerrarla entre dos piezas del bando contrario, a lo largo de una fila o una columna (nunca en diagonal).',
        wrong: {
          '*': 'Eso no captura nada. El defensor de c5 tiene tu pieza de b5 a un lado: lleva otra a la casilla del otro lado.',
        },
      },
      safe: {
        goal: 'Captura al atacante de b3, aunque para ello tengas que meterte entre dos atacantes.',
        hint: 'Tu defensor de a3 está a un lado. ¿Qué defensor puede llegar a la casilla del otro lado?',
        done: 'Tu defensor está entre dos atacantes y a salvo: una pieza solo se captura cuando el enemigo se mueve para cerrar el sándwich, nunca cuando ella misma se mete en uno.',
        wrong: { '*': 'Eso no captura al atacante de b3. Enciérralo entre a3 y c3.' },
      },
      double: {
        goal: 'Captura a dos defensores con una sola jugada.',
        hint: 'Busca la casilla vacía que cierra un sándwich en dos direcciones a la vez.',
        done: 'Una jugada puede cerrar varios sándwiches, y cada pieza atrapada sale del tablero.',
        wrong: { '*': 'Eso no captura a dos. Busca la casilla que está junto a ambos defensores, b3 y c4.' },
      },
    },
  },
  hostile: {
    title: 'Casillas hostiles: las esquinas y el trono',
    steps: {
      corner: {
        goal: 'Captura al defensor de b1, con la esquina como el otro lado del sándwich.',
        hint: 'Una esquina vacía cuenta como enemiga de la pieza que tiene al lado.',
        done: 'Las esquinas son hostiles a todas las piezas: junto a una, basta un solo enemigo al otro lado para capturarla. (Esto vale en las variantes en que el rey escapa por las esquinas; en Tablut son casillas normales).',
        wrong: {
          '*': 'Eso no captura nada. La esquina a1 está a un lado del defensor: cierra el otro lado, c1.',
        },
      },
      throne: {
        goal: 'Captura al atacante de d5 contra el trono.',
        hint: 'El trono, d4, está debajo del atacante.',
        done: 'El trono es hostil a los atacantes, siempre: un solo defensor captura a un atacante contra él.',
        wrong: { '*': 'Eso no captura nada. El trono está debajo del atacante: enciérralo desde arriba, en d6.' },
      },
      'empty-throne': {
        goal: 'Ahora al revés: captura al defensor de c4 contra el trono vacío.',
        hint: 'El trono, d4, está a un lado del defensor.',
        done: 'El trono también es hostil a los defensores, pero solo mientras está vacío. Con el rey encima, solo ayuda a los defensores.',
        wrong: { '*': 'Eso no captura nada. Encierra al defensor de c4 desde b4, enfrente del trono.' },
      },
    },
  },
  'armed-king': {
    title: 'El rey también lucha',
    steps: {
      hammer: {
        goal: 'Captura al atacante de e3 con el rey.',
        hint: 'Tu defensor de e2 está debajo del atacante.',
        done: 'El rey captura como cualquier otra pieza, en todas las variantes que juega el tablero: él mismo puede cerrar un sándwich.',
        wrong: { '*': 'Eso no captura nada. Baja el rey a e4, encima del atacante.' },
      },
      anvil: {
        goal: 'Captura al atacante de c5, con el rey como el otro lado del sándwich.',
        hint: 'El rey, en b5, está a un lado del atacante.',
        done: 'El rey también puede ser el otro lado de un sándwich: en toda captura cuenta como un defensor.',
        wrong: { '*': 'Eso no captura nada. Encierra al atacante entre el rey y un defensor en d5.' },
      },
    },
  },
  'king-capture': {
    title: 'Capturar al rey',
    steps: {
      two: {
        goal: 'En Brandubh, lejos del trono, dos atacantes capturan al rey como a cualquier pieza: captúralo y gana.',
        hint: 'Tu atacante de d1 está a un lado. Cuidado con su línea libre hacia g1.',
        done: 'Rey capturado: ganan los atacantes. En Brandubh y en Tablut dos atacantes lo capturan en cualquier lugar lejos del trono, también en el borde.',
        wrong: { '*': 'Entonces el rey se desliza hasta la esquina g1 y ganan los defensores. Enciérralo ya.' },
      },
      corner: {
        goal: 'Captura al rey contra la esquina.',
        hint: 'Una esquina también es hostil al rey.',
        done: 'Una esquina también ayuda a capturar al rey: junto a una, está a un paso de escapar y a un paso de caer.',
        wrong: { '*': 'Entonces el rey entra en la esquina a1 y gana.' },
      },
      'throne-side': {
        goal: 'El rey está junto al trono: captúralo cerrando su último lado libre.',
        hint: 'Junto al trono no bastan dos atacantes en línea: hacen falta atacantes en sus otros tres lados.',
        done: 'En el trono, el rey solo cae con atacantes en sus cuatro lados, y junto a él con tres, pues el trono hace de cuarto.',
        wrong: {
          '*': 'Eso no lo captura: junto al trono el rey debe tener atacantes en sus otros tres lados. Su lado libre es d6.',
        },
      },
      four: {
        goal: 'En Copenhague hay que rodear al rey por los cuatro lados: cierra el cuarto.',
        hint: 'Tres de sus lados ya están ocupados. ¿Qué atacante puede llegar al cuarto?',
        done: 'En Copenhague y en Fetlar hacen falta atacantes en los cuatro lados del rey (o tres y el trono), y en el borde del tablero no se le puede capturar: es mucho más fuerte que en Brandubh.',
        wrong: { '*': 'La casilla de debajo del rey, d7, sigue libre: ciérrala.' },
      },
    },
  },
  copenhagen: {
    title: 'Copenhague: muro de escudos, fuerte y cerco',
    steps: {
      shieldwall: {
        goal: 'Esto es Copenhague, en 11 por 11: captura a la vez a los dos defensores del borde cerrando su fila por el extremo abierto.',
        hint: 'La fila d1, e1 está cerrada a la izquierda por tu pieza de c1, y cada una de sus piezas tiene un atacante justo encima.',
        done: 'Un muro de escudos: en Copenhague, una fila de dos o más piezas a lo largo del borde, cada una frente a un enemigo y con la fila cerrada por ambos extremos (una esquina puede cerrar uno), se captura de una vez. El rey sobreviviría. Los defensores también pueden usarlo.',
        wrong: { '*': 'Eso no cierra la fila. Lleva una pieza a su extremo abierto, f1.' },
      },
      fort: {
        goal: 'Gana con los defensores: cierra el fuerte alrededor del rey en el borde, para que ningún atacante pueda entrar nunca.',
        hint: 'El rey necesita una casilla libre dentro del fuerte, y cada pieza del muro debe estar a salvo de captura. Aún queda abierta una casilla del muro.',
        done: 'Un fuerte: el rey está en el borde, libre para moverse, dentro de un muro de defensores que nunca pueden ser capturados. En Copenhague eso da la victoria a los defensores, igual que una huida.',
        wrong: { '*': 'El fuerte sigue abierto encima de f1. Ciérralo con un defensor.' },
      },
      encircle: {
        goal: 'Gana con los atacantes: cierra tu anillo, para que ningún defensor pueda llegar nunca al borde.',
        hint: 'Encuentra el único hueco de tu anillo alrededor del rey y sus hombres.',
        done: 'Todos los defensores están encerrados: en Copenhague y en Fetlar eso da la victoria a los atacantes. Fetlar es Copenhague sin el muro de escudos ni el fuerte. En Copenhague, una posición que se da por tercera vez hace perder a los defensores; en las demás variantes es empate. Y en todas las variantes, el bando que no puede mover pierde.',
        wrong: { '*': 'El anillo aún tiene un hueco debajo del rey, en f4: ciérralo.' },
      },
    },
  },
  tablut: {
    title: 'Tablut: huida por cualquier borde',
    steps: {
      edge: {
        goal: 'En Tablut, en 9 por 9, el rey escapa por cualquier casilla del borde: sácalo ya.',
        hint: 'Solo uno de sus caminos está abierto.',
        done: '¡Fuera! En Tablut cada casilla del borde es una salida, así que los atacantes deben vigilar todo el contorno; a cambio, dos atacantes capturan al rey, salvo en el trono o junto a él.',
        wrong: { '*': 'Entonces un atacante cierra el sándwich sobre el rey. Puede llegar al borde ahora mismo.' },
      },
      'no-pass': {
        goal: 'Captura al defensor de g6; en Tablut ninguna pieza salvo el rey puede cruzar el trono.',
        hint: 'El atacante de b5 no puede pasar por encima del trono, e5. Otro puede llegar a la casilla de debajo del defensor.',
        done: 'En Tablut el trono detiene a todas las piezas salvo al rey, incluso vacío. Brandubh, Copenhague y Fetlar dejan que cualquier pieza lo cruce mientras está vacío.',
        wrong: { '*': 'Eso no captura al defensor de g6. Enciérralo desde abajo, en g5.' },
      },
    },
  },
  fork: {
    title: 'Estrategia: dos salidas a la vez',
    steps: {
      'two-corners': {
        goal: 'Gana en dos jugadas: pon al rey donde vea dos esquinas a la vez; los atacantes solo pueden bloquear una.',
        hint: 'Desde una casilla del borde superior, el rey miraría a lo largo de él hacia una esquina en cada extremo.',
        done: 'Una horquilla: dos líneas libres, y una jugada solo cierra una. Con los defensores, mantén abiertos los caminos del rey; con los atacantes, vigila pronto las esquinas. Ya puedes pasar a una partida completa: juega contra la computadora en este tablero, en Copenhague o en cualquier otra variante.',
        wrong: {
          '*': 'Así el rey queda encerrado, y un atacante lo captura. Busca la jugada que abre dos líneas a la vez.',
        },
      },
    },
  },
};

export default texts;
