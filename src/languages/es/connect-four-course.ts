/**
 * Connect Four's course in Spanish, with «tú»; the board's «ficha», «columna», «fila» and «jugada», a cell a
 * «casilla».
 */
import type { CourseTexts } from '../../core/lesson-data.js';

const texts: CourseTexts = {
  drop: {
    title: 'Dejar caer una ficha',
    steps: {
      first: {
        goal: 'Juegas con rojo: deja caer una ficha en cualquier columna haciendo clic en ella o tocándola, pulsando su número (1 a 7), o llegando a ella con las flechas y pulsando Enter.',
        done: 'Tu ficha cayó hasta abajo: una ficha siempre cae a la casilla vacía más baja de su columna. Luego el amarillo deja caer una, y se turnan.',
      },
      full: {
        goal: 'La columna 4 está llena: deja caer una ficha en cualquier otra columna.',
        hint: 'En una columna caben seis fichas, una sobre otra; una séptima no tiene adónde ir.',
        done: 'Una columna llena no admite más fichas. Si todas las columnas se llenan y nadie tiene cuatro en línea, la partida termina en empate.',
      },
    },
  },
  lines: {
    title: 'Cuatro en línea',
    steps: {
      across: {
        goal: 'Gana: deja caer una cuarta ficha roja en la fila de abajo, junto a tus tres.',
        hint: 'El amarillo ha cerrado un extremo de tus tres, en la columna 6. Mira el otro extremo.',
        done: 'Cuatro en línea en horizontal: ganas.',
        wrong: {
          '6': 'La columna 6 ya tiene una ficha amarilla, así que la tuya cae encima de ella, no en la fila de abajo.',
          '*': 'Eso no forma cuatro en línea. Tus tres fichas rojas están en la fila de abajo, en las columnas 3 a 5.',
        },
      },
      down: {
        goal: 'Gana otra vez: cuatro fichas una sobre otra también cuentan.',
        hint: 'Tus tres fichas están apiladas en una misma columna.',
        done: 'Cuatro en línea en vertical: ganas.',
        wrong: { '*': 'Eso no forma cuatro. Pon tu ficha encima de tus tres.' },
      },
      'diagonal-up': {
        goal: 'Gana una vez más: una línea también puede subir en diagonal, una casilla más arriba por cada columna hacia la derecha.',
        hint: 'Empieza en tu ficha de la columna 1 y sube una casilla con cada columna hacia la derecha.',
        done: 'Cuatro en diagonal: ganas. Las fichas bajo la casilla ganadora tenían que estar ahí antes; si no, tu ficha habría caído más abajo.',
        wrong: {
          '*': 'Eso no completa tu línea inclinada. Síguela desde la columna 1, abajo, subiendo una casilla por cada columna.',
        },
      },
      'diagonal-down': {
        goal: 'Gana: la otra diagonal, que baja de izquierda a derecha, también cuenta, y esta vez la casilla vacía está dentro de la línea.',
        hint: 'Tu línea baja desde la columna 4, arriba, hasta la columna 7, abajo. Una de sus cuatro casillas sigue vacía.',
        done: 'Cuatro en la otra diagonal. Una línea se puede completar por cualquiera de sus extremos o por el medio: en horizontal, en vertical y en las dos diagonales.',
        wrong: {
          '*': 'Eso no completa tu línea. Síguela desde la columna 4 hasta la columna 7 y busca su casilla vacía.',
        },
      },
    },
  },
  block: {
    title: 'Detén una amenaza',
    steps: {
      across: {
        goal: 'El amarillo tiene tres en la fila de abajo y dejará caer la cuarta en su próxima jugada: pon tu ficha donde lo detenga.',
        hint: 'Tres fichas en línea con la cuarta casilla vacía son una amenaza. Busca la casilla vacía en el extremo de las tres del amarillo.',
        done: 'Bloqueado. Antes que nada, mira si tu rival puede hacer cuatro en su próxima jugada, y detenlo.',
        wrong: {
          '*': 'Entonces el amarillo deja caer una ficha en la columna 5 y tiene cuatro en línea. Detén primero la amenaza.',
        },
      },
      diagonal: {
        goal: 'El amarillo vuelve a amenazar: detenlo.',
        hint: 'Esta vez la línea del amarillo es una diagonal: empieza en su ficha de la columna 2 y sube hacia la derecha.',
        done: 'Bloqueado. Las amenazas en diagonal son las más fáciles de pasar por alto: búscalas antes de cada jugada.',
        wrong: {
          '*': 'Entonces el amarillo deja caer una ficha en la columna 5, encima de las tres fichas que hay allí, y hace cuatro en diagonal.',
        },
      },
    },
  },
  centre: {
    title: 'Empieza por el centro',
    steps: {
      middle: {
        goal: 'Una partida nueva: deja caer tu primera ficha en la columna que forma parte de más líneas de cuatro.',
        hint: 'Una línea horizontal necesita cuatro columnas seguidas. ¿Qué columna está dentro de más de ellas?',
        done: 'La columna central: una ficha ahí puede formar parte de cuatro líneas horizontales distintas; una en el borde, solo de una. Al principio, mantén tus fichas cerca del centro.',
        wrong: {
          '3': 'Casi, pero el centro de las siete columnas es la columna 4, que forma parte de aún más líneas.',
          '5': 'Casi, pero el centro de las siete columnas es la columna 4, que forma parte de aún más líneas.',
          '*': 'Una ficha ahí puede formar parte de menos líneas de cuatro. La columna central es la que más reúne.',
        },
      },
    },
  },
  double: {
    title: 'Dos amenazas a la vez',
    steps: {
      'open-three': {
        goal: 'Crea dos amenazas a la vez: el amarillo solo puede bloquear una, y ganas con la otra.',
        hint: 'Tus dos fichas están una junto a otra en la fila de abajo. Forma tres ahí con una casilla vacía en cada extremo.',
        done: 'Tres en línea con los dos extremos vacíos son dos amenazas. Una sola ficha no puede bloquear ambas, así que ganas en tu próxima jugada.',
        wrong: {
          '*': 'Después de eso, el amarillo puede bloquear tu fila. Forma tres en la fila de abajo con una casilla vacía en cada extremo.',
        },
      },
      'two-lines': {
        goal: 'Gana: encuentra la ficha que crea amenazas en dos líneas distintas a la vez.',
        hint: 'En la columna 3 hay dos fichas tuyas, y una línea inclinada sube desde tu ficha de la columna 1 hasta la tuya de la columna 4. Una casilla pertenece a las dos.',
        done: 'Tres en vertical en la columna 3 y tres en la diagonal: el amarillo bloquea una, y tú completas la otra.',
        wrong: {
          '*': 'Eso crea como mucho una amenaza, y el amarillo la bloquea. Busca una casilla que compartan dos de tus líneas.',
        },
      },
    },
  },
  above: {
    title: 'La casilla sobre una amenaza',
    steps: {
      under: {
        goal: 'Deja caer una ficha en cualquier columna que no le dé la victoria al amarillo.',
        hint: 'El amarillo tiene tres en diagonal, desde la columna 6, abajo, hasta la columna 4. Su cuarta casilla flota en la columna 3, una por encima de la casilla vacía más baja de esa columna.',
        done: 'Una amenaza puede esperar sobre una casilla vacía. Quien deje caer una ficha debajo se la entrega al otro, así que no toques esa columna.',
        wrong: {
          '3': 'Tu ficha llena la casilla que hay bajo la amenaza del amarillo, y el amarillo deja caer la suya encima para hacer cuatro en diagonal.',
          '*': 'Esa ficha cae justo debajo de una amenaza del amarillo: el amarillo ocuparía la casilla de encima y ganaría.',
        },
      },
      climb: {
        goal: 'Gana: crea una amenaza que el amarillo tenga que bloquear, para que su ficha te eleve hasta tu propia casilla ganadora.',
        hint: 'A tu diagonal, que baja de la columna 2 a la columna 5, solo le falta su casilla de la columna 3, la tercera desde abajo. ¿Y si el amarillo tuviera que jugar ahora en la columna 3?',
        done: 'El amarillo tuvo que bloquear en la columna 3, y su ficha dejó tu casilla ganadora a tu alcance. Dos amenazas, una justo encima de la otra, ganan en cuanto se llena la de abajo.',
        wrong: {
          '3': 'Tu propia ficha llena la casilla que hay bajo tu amenaza: el amarillo deja caer la suya encima y bloquea.',
          '*': 'Eso deja al amarillo libre para responder con calma. Crea una amenaza en la casilla justo debajo de la que te espera.',
        },
      },
    },
  },
  sizes: {
    title: 'Otros tamaños de tablero',
    steps: {
      small: {
        goal: 'Este tablero tiene 5 columnas y 4 filas, y cuatro en línea sigue ganando: completa tu fila.',
        hint: 'Tus tres fichas están en la fila de abajo, con una casilla vacía en cada extremo.',
        done: 'Cuatro en línea. Un tablero puede tener de 4 a 10 columnas y filas; las reglas no cambian. Ahora juega una partida completa contra la computadora.',
        wrong: {
          '*': 'Eso no forma cuatro en línea. Tus tres fichas están en la fila de abajo, con una casilla vacía en cada extremo.',
        },
      },
    },
  },
};

export default texts;
