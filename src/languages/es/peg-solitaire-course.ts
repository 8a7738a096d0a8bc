/**
 * Peg solitaire's course in Spanish, with «tú»; the board's «ficha», «casilla», «salto», «jugada» and «tablero», a row
 * a «fila», a column a «columna», a package of pegs cleared together a «paquete».
 */
import type { CourseTexts } from '../../core/lesson-data.js';

const texts: CourseTexts = {
  'first-jump': {
    title: 'Tu primer salto',
    steps: {
      first: {
        goal: 'Salta con una ficha a la casilla vacía del centro: haz clic o toca una ficha que esté a dos casillas de ella en línea recta y luego la casilla (o muévete con las flechas y pulsa Enter sobre la ficha y después sobre la casilla).',
        hint: 'La casilla vacía es d4. Una ficha en d2, d6, b4 o f4 puede saltar a ella por encima de la ficha que hay en medio.',
        done: 'Eso es un salto: tu ficha pasó por encima de su vecina, y la vecina salió del tablero. Cada jugada es un salto, y cada salto quita una ficha del tablero.',
      },
    },
  },
  jumps: {
    title: 'Saltar quita una ficha',
    steps: {
      take: {
        goal: 'Quita del tablero la ficha de c4: salta por encima de ella con otra ficha.',
        hint: 'Un salto cae en la casilla vacía que hay justo detrás de la ficha que pasa. ¿Qué casilla vacía toca c4?',
        done: 'c5 saltó por encima de c4 hasta c3, y c4 salió del tablero. Un salto siempre necesita tres casillas en línea: tu ficha, la ficha que pasa y una casilla vacía.',
        wrong: {
          '*': 'Ese salto quita otra ficha. Busca la ficha que puede pasar por encima de c4 hasta una casilla vacía.',
        },
      },
      straight: {
        goal: 'Llena con un salto la casilla vacía d2; las fichas saltan a lo largo de filas y columnas, nunca en diagonal.',
        hint: 'Mira en línea recta hacia abajo por la columna d desde d2: hay dos fichas seguidas.',
        done: 'd4 saltó hacia arriba por encima de d3. En este tablero una ficha salta hacia arriba, hacia abajo, a la izquierda o a la derecha, por encima de una sola ficha, nunca en diagonal.',
        wrong: {
          '*': 'Ese salto no cae en d2. Busca una ficha a dos casillas de d2 en su columna o en su fila, con una ficha en medio.',
        },
      },
    },
  },
  chains: {
    title: 'Una ficha, varios saltos',
    steps: {
      again: {
        goal: 'La ficha que acaba de caer en c4 puede saltar otra vez: haz ese segundo salto.',
        hint: 'Desde c4, busca una ficha vecina con una casilla vacía detrás.',
        done: 'Cada salto es una jugada propia, aunque vuelva a saltar la misma ficha. Una ficha puede seguir saltando, una jugada cada vez, mientras encuentre una ficha que pasar y una casilla vacía detrás.',
        wrong: { '*': 'Ese es un salto de otra ficha. Salta otra vez con la ficha de c4.' },
      },
      twice: {
        goal: 'Deja una sola ficha, en d4, en cuatro saltos: una de tus fichas tiene que saltar dos veces seguidas.',
        hint: 'Busca una ficha que, tras un salto, caiga donde pueda saltar otra vez.',
        done: 'c5 saltó a e5 y luego siguió hasta e3, doblando una esquina: dos jugadas de una misma ficha. Después e2 y f4 terminaron en d4.',
        wrong: {
          'f4-d4': 'd4 se llena demasiado pronto: las cuatro fichas que quedan ya no pueden acabar en una sola.',
          '*': 'Tras ese salto, las fichas ya no pueden acabar en una sola ficha en d4. Busca una ficha que pueda saltar dos veces seguidas.',
        },
      },
    },
  },
  goal: {
    title: 'El objetivo: que quede una ficha',
    steps: {
      last: {
        goal: 'Termina con una sola ficha en d4, la casilla que estaba vacía al principio (rodeada por una línea discontinua).',
        hint: 'Quedan dos fichas, una encima de la otra. ¿Cuál de ellas puede caer en d4?',
        done: 'Queda una ficha, en la casilla que empezó vacía: una partida perfecta. Una sola ficha en cualquier casilla gana; una sola ficha en la casilla inicial es el mejor final de todos.',
        wrong: {
          'd5-d7':
            'Así también queda una ficha, y ganas, pero en d7. Una partida perfecta termina en la casilla que estaba vacía al principio: d4.',
          '*': 'Una partida perfecta termina en d4, la casilla que estaba vacía al principio.',
        },
      },
      finish: {
        goal: 'Deja una sola ficha en d4: te quedan dos saltos para lograrlo.',
        hint: 'Primero salta de modo que dos fichas queden una al lado de la otra, con d4 vacía justo detrás de ellas.',
        done: 'La partida termina cuando no queda ningún salto, así que cada salto debe dejar fichas que aún puedan encontrarse. Aquí se encontraron en d4.',
        wrong: {
          'd4-b4': 'Entonces b4 y f4 quedan separadas y ninguna puede saltar: la partida termina con dos fichas.',
          '*': 'Así no se puede terminar con una ficha en d4. Busca el orden en que las fichas aún pueden encontrarse allí.',
        },
      },
    },
  },
  boards: {
    title: 'Otros tableros',
    steps: {
      french: {
        goal: 'El tablero francés tiene 37 casillas, cuatro más que el inglés: haz cualquier salto para probarlo.',
        hint: 'La casilla vacía es d3. Una ficha a dos casillas de ella, con una ficha en medio, puede saltar allí.',
        done: 'Las reglas son las mismas en el tablero francés, el de Wiegleb y el tablero en rombo. Con el centro vacío, el tablero francés nunca puede terminar con una sola ficha, así que aquí empezó vacía d3.',
      },
      triangle: {
        goal: 'En el triángulo una ficha también salta a lo largo de las líneas inclinadas; haz en cambio un salto recto a lo largo de una fila.',
        hint: 'Mira la tercera fila desde arriba: su casilla de la izquierda está vacía y las otras dos tienen fichas.',
        done: 'En el triángulo una ficha salta a lo largo de una fila o de cualquiera de las dos líneas inclinadas: seis direcciones en total. Aquí las filas no tienen letras ni números; el objetivo es el mismo: que quede una ficha.',
        wrong: {
          '*': 'Ese salto va por una línea inclinada. Busca el salto que cruza una fila en línea recta, de un extremo al otro.',
        },
      },
    },
  },
  together: {
    title: 'Mantén juntas tus fichas',
    steps: {
      scatter: {
        goal: 'Deja una sola ficha en d4, en tres saltos.',
        hint: 'Saltar enseguida a d4 parece buena idea, pero mira las fichas que deja atrás: mantén cada ficha junto a otra.',
        done: 'Cada salto dejó una ficha al lado de la que tenía que saltar después, así que siempre hubo un salto. Una ficha sin vecina nunca puede salir del tablero.',
        wrong: {
          'b4-d4': 'd4 queda ocupada, pero c2 y c5 se quedan solas, sin ninguna ficha al lado: no queda ningún salto.',
          '*': 'Así una ficha se aleja de las demás y no queda ningún salto: la partida termina con tres fichas.',
        },
      },
      strand: {
        goal: 'Deja una sola ficha en d4, en cuatro saltos, sin dejar ninguna ficha aislada.',
        hint: 'Las fichas de d2 y d3 están lejos de la fila de b5, c5 y d5: acércalas primero.',
        done: 'Una ficha sola en el borde, o lejos de las demás, ya nunca puede ser saltada. Acerca primero las fichas lejanas al resto y luego despeja el grupo: sus tres últimos saltos formaban un paquete, el tema de la próxima lección.',
        wrong: {
          'd3-d1': 'Eso manda una ficha a d1, en el borde superior, donde ninguna otra ficha podrá alcanzarla nunca.',
          'c5-a5': 'Eso deja una ficha en a5, en el borde, lejos de las demás.',
          'c5-e5': 'Eso deja sola a b5, sin ninguna ficha al lado.',
          '*': 'Tras ese salto, las fichas ya no pueden acabar en una sola en d4.',
        },
      },
    },
  },
  packages: {
    title: 'Despeja las fichas por paquetes',
    steps: {
      'l-shape': {
        goal: 'Reduce esta L de cuatro fichas a una sola ficha en d4, en tres saltos.',
        hint: 'La ficha de d4 puede salir saltando por encima de la esquina de la L y volver más tarde.',
        done: 'Tres fichas en línea con una cuarta junto a un extremo se despejan en tres saltos: la cuarta sale saltando por encima de la ficha del extremo, la ficha más lejana salta a lo largo de la línea hasta la casilla que quedó libre, y la cuarta vuelve saltando por encima de ella a su sitio.',
        wrong: { '*': 'Eso rompe la L: las fichas que quedan ya no pueden acabar en una sola en d4.' },
      },
      line: {
        goal: 'Encuentra aquí el mismo paquete, despéjalo y termina con una ficha en d4.',
        hint: 'La columna e tiene tres fichas en línea, y d5 está junto a uno de sus extremos.',
        done: 'El paquete despejó e3, e4 y e5 y devolvió la ficha ayudante a d5; luego d6 terminó en d4. Los buenos jugadores dividen el tablero en paquetes así. Ahora juega una partida completa: pulsa h cuando quieras una pista.',
        wrong: {
          'd6-d4': 'd4 se llena demasiado pronto: las tres fichas de la columna e ya no se pueden despejar.',
          '*': 'Eso no lleva a una ficha en d4. Busca tres fichas en línea con una cuarta junto a un extremo.',
        },
      },
    },
  },
};

export default texts;
