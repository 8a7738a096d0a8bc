/**
 * Lines of Action's course in Spanish, with «tú»; the board's «ficha», «casilla», «jugada», «fila» and «captura», the
 * sides las negras and las blancas.
 */
import type { CourseTexts } from '../../core/lesson-data.js';

const texts: CourseTexts = {
  'first-move': {
    title: 'Tu primera jugada',
    steps: {
      first: {
        goal: 'Juegas con las negras, y las negras mueven primero: mueve cualquiera de tus fichas haciendo clic en ella o tocándola y luego en una de las casillas marcadas para ella (o arrástrala hasta allí); con el teclado, llega a ella con las flechas, pulsa Enter para tomarla y luego Enter otra vez en la casilla de destino.',
        done: 'Eso es una jugada. Luego juegan las blancas, y así por turnos. Las negras empiezan en las filas de arriba y de abajo, las blancas en las columnas de la izquierda y de la derecha; gana quien primero reúna todas sus fichas en un solo grupo.',
      },
    },
  },
  goal: {
    title: 'Reúne todas tus fichas',
    steps: {
      join: {
        goal: 'Gana: mueve tu ficha suelta para que todas tus fichas se toquen, en un solo grupo.',
        hint: 'La ficha de e7 está sola. Tómala y mira las casillas a las que puede llegar: una de ellas está junto a tu pareja de fichas.',
        done: 'Las tres fichas se tocan: un solo grupo, y ganas. No importa en qué parte del tablero esté el grupo, ni cuántas fichas tenga.',
        wrong: {
          '*': 'Tus fichas siguen formando más de un grupo. Lleva la ficha suelta de e7 junto a las dos de d4 y e4.',
        },
      },
      corner: {
        goal: 'Gana otra vez: las fichas que solo se tocan por una esquina también están unidas.',
        hint: 'Toma la ficha de g6. Una de las casillas a las que puede llegar toca d5 por una esquina.',
        done: 'e6 toca d5 por una esquina, y d5 toca c4 de la misma forma: un solo grupo, victoria. Las fichas se tocan en cualquiera de las 8 direcciones: por un lado o por una esquina.',
        wrong: {
          '*': 'Tus fichas siguen formando más de un grupo. Lleva la ficha de g6 a una casilla que toque d5, aunque sea solo por una esquina.',
        },
      },
    },
  },
  distance: {
    title: 'Cuánto avanza una ficha',
    steps: {
      row: {
        goal: 'Mueve la ficha de a3 a lo largo de su fila: avanza exactamente tantas casillas como fichas hay en esa fila, negras y blancas.',
        hint: 'Cuenta las fichas de la fila 3: la tuya en a3 y la blanca en f3.',
        done: 'Dos fichas en la fila, así que exactamente dos casillas: de a3 a c3. Nunca más, nunca menos. Una ficha se mueve en línea recta: a lo largo de su fila, de su columna o de una de sus dos diagonales.',
        wrong: { '*': 'Este paso pide mover la ficha de a3 a lo largo de su fila, a través del tablero.' },
      },
      column: {
        goal: 'Mueve la ficha de d4 hacia arriba por su columna, contando todas las fichas de la columna entera, también las de abajo.',
        hint: 'En la columna d están d2, d4 y d8.',
        done: 'Tres fichas en la columna d, así que d4 subió tres casillas, hasta d7. La ficha de abajo, en d2, también contaba: una línea va de un borde del tablero al otro.',
        wrong: { '*': 'Este paso pide mover la ficha de d4 hacia arriba por la columna d.' },
      },
      diagonal: {
        goal: 'Mueve la ficha de c3 en diagonal, hacia arriba y a la derecha, después de contar las fichas de toda su diagonal.',
        hint: 'La diagonal de a1 a h8 pasa por b2, c3 y g7.',
        done: 'Tres fichas en esa diagonal, así que tres casillas: de c3 a f6. Cada una de las cuatro líneas de una ficha (su fila, su columna y sus dos diagonales) tiene su propia cuenta.',
        wrong: { '*': 'Este paso pide mover la ficha de c3 en diagonal, hacia arriba y a la derecha.' },
      },
    },
  },
  jumps: {
    title: 'Saltar por encima de fichas',
    steps: {
      own: {
        goal: 'Reúne tus tres fichas: la ficha de b4 puede saltar por encima de tu propia ficha de d4.',
        hint: 'Cuenta las fichas de la fila 4: b4, d4 y h4.',
        done: 'Tres fichas en la fila, así que tres casillas, por encima de tu propia ficha de d4 hasta e4, que toca d4 y f5: un solo grupo. Una ficha puede saltar por encima de las de su color.',
        wrong: { '*': 'Tus fichas siguen separadas. Mueve la ficha de b4 a lo largo de su fila.' },
      },
      blocked: {
        goal: 'Reúne tus fichas; esta vez una ficha blanca se interpone en el camino recto.',
        hint: 'Una ficha nunca salta por encima de las del rival, así que a4 no puede cruzar b4. Prueba otra de sus líneas.',
        done: 'a4 fue a c6 por su diagonal (con dos fichas en ella: a4 y e8), junto a d5: un solo grupo. Una ficha blanca en el camino cierra esa línea; otra línea puede estar abierta.',
        wrong: {
          '*': 'Tus fichas siguen separadas. Busca otro camino para que la ficha de a4 llegue a las dos de d5 y e5.',
        },
      },
    },
  },
  captures: {
    title: 'Capturar',
    steps: {
      capture: {
        goal: 'Captura la ficha blanca de e3: cae exactamente sobre ella.',
        hint: 'Cuenta las fichas de la fila 3.',
        done: 'Una ficha que termina su jugada sobre una ficha del rival la captura, y la ficha capturada sale del tablero. Una ficha puede caer sobre una del rival, nunca sobre una de las suyas.',
        wrong: { '*': 'Eso no captura nada. Mueve la ficha de c3 para que caiga exactamente en e3.' },
      },
      'capture-join': {
        goal: 'Gana: captura una ficha blanca y reúne tus fichas con la misma jugada.',
        hint: 'La casilla que uniría f1 a tu pareja de fichas está ocupada por una ficha blanca.',
        done: 'f1 capturó d3, que toca d4: un solo grupo, victoria. Una captura es una jugada como cualquier otra, y puede reunir tus fichas.',
        wrong: { '*': 'Tus fichas siguen separadas. Mira a lo largo de las diagonales de la ficha de f1.' },
      },
      careful: {
        goal: 'Gana reuniendo tus fichas, pero piensa antes de capturar.',
        hint: 'Si a las blancas solo les quedaran g7 y h6, esas dos ya formarían un solo grupo.',
        done: 'c6 reúne tus fichas. Capturar a4 en su lugar habría dejado a las blancas solo g7 y h6, que se tocan: las blancas habrían ganado en el acto. Cada captura deja al rival menos fichas que reunir, y menos fichas pueden ser más fáciles de reunir.',
        wrong: {
          a6xa4:
            'Esa captura deja a las blancas solo g7 y h6, que se tocan: un solo grupo, y las blancas ganarían en el acto. Menos fichas pueden ser más fáciles de reunir. Mejor reúne tus propias fichas.',
          '*': 'Tus fichas siguen separadas. La ficha de a6 puede llegar a una casilla junto a d5.',
        },
      },
    },
  },
  'both-joined': {
    title: 'Los dos bandos reunidos a la vez',
    steps: {
      'mover-wins': {
        goal: 'Gana en una jugada, aunque la jugada que reúne tus fichas también reúna las de las blancas.',
        hint: 'Tu ficha suelta de c8 y la ficha suelta de las blancas en c5 están en la misma columna.',
        done: 'c8 capturó c5: tus tres fichas forman un solo grupo, y también las blancas de c2 y d1. Cuando una jugada reúne a los dos bandos, en este tablero gana el bando que la hizo (la regla de los torneos entre computadoras); algunos reglamentos lo consideran tablas.',
        wrong: {
          '*': 'Esa jugada no reúne tus fichas, y las blancas podrían reunir las suyas antes. Busca la jugada que reúne las tuyas ahora mismo.',
        },
      },
    },
  },
  pass: {
    title: '¿Sin jugada? Pasa',
    steps: {
      'walled-in': {
        goal: 'Tus dos fichas están encerradas y no tienen jugada, así que debes pasar: pulsa la tecla p o el botón «Muéstramelo».',
        hint: 'Cada línea que sale de a1 y de h8 empieza con una ficha blanca, que tus fichas no pueden saltar.',
        done: 'Un bando sin jugada pasa, y el otro sigue jugando. Es raro: ocurre cuando las fichas del rival encierran las tuyas.',
        wrong: { '*': 'Aquí no tienes jugada: solo puedes pasar.' },
      },
    },
  },
  block: {
    title: 'Detén una ficha a punto de unirse',
    steps: {
      stop: {
        goal: 'La ficha suelta de las blancas en h2 puede unirse a su pareja en la próxima jugada: detenla.',
        hint: 'Busca dónde caería h2, y por qué línea. Una ficha blanca no puede saltar las tuyas, y una ficha más en una línea cambia su cuenta.',
        done: 'Detenida. Interponerse en el camino, ocupar la casilla que necesita o capturar la ficha a la que se uniría: todo sirve. Antes de cada jugada, mira dónde pueden caer las fichas sueltas del rival.',
        wrong: {
          '*': 'Entonces h2 va a f4, junto a e5, y las tres fichas blancas forman un solo grupo: ganan las blancas.',
        },
      },
    },
  },
  centre: {
    title: 'Agrupa en el centro',
    steps: {
      gather: {
        goal: 'Gana en dos jugadas: agrupa tus fichas en el centro del tablero.',
        hint: 'Tu ficha de a5, en el borde, está lejos de las demás. Y vigila a las blancas: e1 podría reunir sus fichas en b4 ahora mismo.',
        done: 'La jugada de a5 a c5 reunió tres fichas en el centro, y f5 tenía dos formas de unirse: las blancas solo podían cerrar una. Salir de la diagonal de e1 también acortó su jugada, y ya no podía llegar a b4. Las fichas del centro están cerca de todas las demás: agrúpalas allí. Ya puedes jugar una partida contra la computadora.',
        wrong: {
          '*': 'Entonces las blancas reúnen sus fichas con e1 a b4, o tus fichas quedan demasiado lejos para reunirse a tiempo. Trae hacia dentro la ficha del borde.',
        },
      },
    },
  },
};

export default texts;
