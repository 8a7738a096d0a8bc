/**
 * Reversi's course in Spanish, with «tú»; the board's «ficha», «casilla», «jugada» and «tablero», the sides Negro and
 * Blanco, a disc turned is «volteada», a row a «fila».
 */
import type { CourseTexts } from '../../core/lesson-data.js';

const texts: CourseTexts = {
  place: {
    title: 'Tu primera ficha',
    steps: {
      first: {
        goal: 'Juegas con Negro: pon una ficha en una casilla marcada con un punto haciendo clic en ella o tocándola, o llega a ella con las flechas y pulsa Enter.',
        done: 'Tu nueva ficha y una ficha negra que ya estaba allí encerraban una ficha blanca entre ellas, así que se volvió negra. Cada jugada debe voltear al menos una ficha así; los puntos muestran dónde puedes jugar.',
      },
      aim: {
        goal: 'En este tablero más pequeño, que se juega con las mismas reglas, vuelve negra la ficha blanca de d4.',
        hint: 'Las columnas llevan letras desde la izquierda y las filas, números desde arriba. d4 debe quedar entre tu nueva ficha y una ficha negra, en línea recta.',
        done: 'd4 ya es negra. Solo se voltean las fichas que tu nueva ficha encierra en línea con otra ficha negra; las demás se quedan como están.',
        wrong: {
          '*': 'Esa jugada voltea otra ficha blanca. Para voltear d4, pon tu ficha al otro lado de d4 respecto a una ficha negra, en línea recta.',
        },
      },
    },
  },
  line: {
    title: 'Se voltea una línea entera',
    steps: {
      row: {
        goal: 'Voltea las tres fichas blancas de la fila 3 con una sola ficha.',
        hint: 'Cierra la fila de fichas blancas por su extremo libre, al lado opuesto de la ficha negra de a3.',
        done: 'Las tres se voltearon a la vez: se voltea cada ficha blanca entre tu nueva ficha y otra ficha tuya, sean cuantas sean, siempre que la línea no tenga huecos.',
        wrong: { '*': 'Eso voltea solo una ficha. Busca el extremo libre de la fila blanca que empieza en a3.' },
      },
      diagonal: {
        goal: 'Las líneas también van en diagonal: voltea tres fichas blancas a lo largo de una diagonal con una sola jugada.',
        hint: 'Parte de la ficha negra de b2 y sigue las fichas blancas hacia abajo y a la derecha.',
        done: 'Se volteó toda la diagonal desde b2. Una línea puede ir de lado a lado, de arriba abajo o de esquina a esquina.',
        wrong: {
          f5: 'f5 cierra la fila 5 y voltea dos fichas. Busca la diagonal de tres.',
          '*': 'Eso voltea solo una ficha. Busca una línea más larga de fichas blancas en diagonal.',
        },
      },
    },
  },
  directions: {
    title: 'Varias líneas a la vez',
    steps: {
      two: {
        goal: 'Encuentra la casilla que voltea fichas blancas en dos líneas a la vez.',
        hint: 'Cada ficha negra puede cerrar su propia línea: busca una casilla vacía alineada con dos de ellas.',
        done: 'e5 cerró la columna hasta e2 y la diagonal hasta b2: cuatro fichas en una jugada. Una nueva ficha voltea cada línea que cierra, en las ocho direcciones.',
        wrong: {
          d5: 'd5 cierra solo la fila 5 y voltea dos fichas. Otra casilla cierra dos líneas.',
          '*': 'Eso cierra solo una línea. Otra casilla cierra dos.',
        },
      },
      five: {
        goal: 'Voltea cinco fichas blancas con una sola jugada.',
        hint: 'Mira la casilla vacía entre las fichas blancas: ¿hay una ficha negra detrás de cada una de sus vecinas blancas?',
        done: 'Una ficha cerró cinco líneas: hacia arriba, las dos diagonales hacia arriba, a la izquierda y abajo a la izquierda. e4 siguió blanca: ninguna ficha negra cierra esa línea.',
        wrong: {
          '*': 'Eso cierra solo una línea. Busca la casilla rodeada de fichas blancas con fichas negras detrás de ellas.',
        },
      },
    },
  },
  end: {
    title: 'El final de la partida',
    steps: {
      count: {
        goal: 'Quedan dos casillas: juega la que te deje con más fichas cuando termine la partida.',
        hint: 'Cuando ningún bando puede jugar, la partida termina y se cuentan las fichas. Cuéntalas tras cada una de tus jugadas y la respuesta de Blanco.',
        done: 'Tras c4 ningún bando puede jugar d1, así que la partida termina con esa casilla vacía: Negro 10, Blanco 5. La partida termina cuando el tablero está lleno o nadie puede jugar, y gana el bando con más fichas.',
        wrong: {
          d1: 'Tras d1, Blanco juega c4, llena el tablero y vuelve a voltear fichas: 7 negras contra 9 blancas.',
        },
      },
    },
  },
  pass: {
    title: 'Sin jugada: pasar',
    steps: {
      'no-move': {
        goal: 'Negro no tiene ninguna casilla que voltee una ficha blanca, así que pasa: pulsa el botón «Pasar» bajo el tablero o la tecla P.',
        hint: 'Prueba una casilla: el tablero te dice por qué no voltea nada. Cuando ninguna casilla voltea una ficha, debes pasar.',
        done: 'Pasaste y ahora juega Blanco. Solo puedes pasar cuando no tienes jugada; cuando ningún bando la tiene, la partida termina.',
        wrong: { '*': 'Negro no puede poner una ficha aquí: pasar es la única jugada.' },
      },
      again: {
        goal: 'Blanco va ganando 9 a 4: vence jugando de modo que Blanco se quede sin jugada y deba pasar, y luego juega otra vez.',
        hint: 'Tras cada una de tus jugadas, mira las casillas vacías como si fueras Blanco: ¿podría una ficha blanca cerrar una línea allí?',
        done: 'Blanco tuvo que pasar, así que jugaste dos veces seguidas: de 4 fichas contra 9 ganaste 9 a 6, con c1 vacía.',
        wrong: {
          '*': 'Después de eso Blanco todavía tiene jugada, y ya no puedes ganar. Busca la jugada que deja a Blanco sin ninguna.',
        },
      },
    },
  },
  corners: {
    title: 'Las esquinas',
    steps: {
      take: {
        goal: 'Toma una esquina.',
        hint: 'Las esquinas son a1, f1, a6 y f6; una de ellas es una jugada válida.',
        done: 'Ninguna línea pasa más allá de una esquina, así que nada puede encerrar nunca una ficha allí: queda negra hasta el final. Las fichas a su lado pueden apoyarse en ella y quedar también a salvo.',
        wrong: {
          c6: 'c6 voltea tres fichas, pero pueden volver a voltearse más tarde. Una ficha de esquina, nunca.',
          '*': 'Esa no es una esquina. Mira a1, f1, a6 y f6.',
        },
      },
      'no-gift': {
        goal: 'Haz una jugada tras la cual Blanco no pueda tomar una esquina.',
        hint: 'La esquina a1 está vacía. ¿Cuál de tus jugadas le daría a Blanco una línea que cerrar desde a1?',
        done: 'Blanco sigue sin esquina. Una ficha junto a una esquina vacía suele dejar que el rival la tome, así que juega ahí solo cuando no haya más remedio.',
        wrong: {
          a2: 'a2 voltea cinco fichas, pero está junto a la esquina vacía: Blanco juega entonces a1, y esa ficha es de Blanco para siempre.',
          b1: 'b1 está junto a la esquina vacía: Blanco juega entonces a1, y esa ficha es de Blanco para siempre.',
          '*': 'Esa jugada deja que Blanco tome una esquina.',
        },
      },
      'corner-wins': {
        goal: 'De vuelta en el tablero habitual de 8 por 8, gana la partida: quedan tres casillas en la fila 1.',
        hint: 'Una ficha en h1 nunca puede voltearse; una en g1, junto a la esquina vacía, sí.',
        done: 'Tomaste h1, Blanco respondió g1 y f1 llenó el tablero: 34 a 30 para Negro.',
        wrong: {
          g1: 'g1 está junto a la esquina vacía: tras f1 de Blanco y tu h1, el tablero se llena con 32 cada uno, un empate.',
          f1: 'Tras f1, Blanco juega g1, y aun con h1 terminas 28 a 36.',
        },
      },
    },
  },
  mobility: {
    title: 'Menos fichas, más jugadas',
    steps: {
      fewest: {
        goal: 'Haz la jugada que deje a Blanco menos jugadas para responder.',
        hint: 'Una jugada que voltea muchas fichas suele abrir casillas para Blanco. Mira qué podría jugar Blanco tras cada una de tus jugadas.',
        done: 'Tras f4 Blanco solo tiene una jugada, e3, aunque tiene más fichas. Tener jugadas importa más que tener fichas: un bando con pocas jugadas pronto tendrá que hacer malas.',
        wrong: {
          c2: 'c2 voltea cuatro fichas, pero luego Blanco tiene ocho jugadas para elegir.',
          '*': 'Eso deja a Blanco más de una jugada. Hay una jugada que le deja una sola respuesta.',
        },
      },
      'no-reply': {
        goal: 'Blanco tiene 23 fichas y tú 10: gana dejando a Blanco sin jugada.',
        hint: 'No cuentes las fichas que volteas; cuenta las respuestas de Blanco tras tu jugada.',
        done: 'Tras c1 Blanco no tuvo jugada y pasó, y luego a5 cerró la partida: 21 a 14 para Negro. Ya puedes jugar una partida de verdad contra la computadora.',
        wrong: {
          a5: 'a5 voltea siete fichas, pero después Blanco todavía tiene jugada y termina ganando.',
          '*': 'Después de eso Blanco todavía tiene jugada y termina ganando.',
        },
      },
    },
  },
};

export default texts;
