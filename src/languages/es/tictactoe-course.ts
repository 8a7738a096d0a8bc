/** Tic-tac-toe's course in Spanish, with «tú»; the board's «casilla», «jugada» and «tablero», a row a «fila». */
import type { CourseTexts } from '../../core/lesson-data.js';

const texts: CourseTexts = {
  marks: {
    title: 'Tu primera marca',
    steps: {
      first: {
        goal: 'Juegas con las X: pon una X en cualquier casilla vacía haciendo clic en ella o tocándola, o llega a ella con las flechas y pulsa Enter.',
        done: 'Eso es una jugada. Luego juega O, y se turnan hasta que uno de los dos tenga tres en línea o el tablero esté lleno.',
      },
    },
  },
  lines: {
    title: 'Tres en línea',
    steps: {
      row: {
        goal: 'Gana: pon una tercera X junto a tus dos para hacer tres en línea.',
        hint: 'Tus dos X están en la misma fila. Una casilla de esa fila sigue vacía.',
        done: 'Tres en línea a lo ancho: ganas.',
        wrong: { '*': 'Esa casilla no completa una línea de tres X. Mira a lo largo de la fila de tus dos X.' },
      },
      column: {
        goal: 'Gana otra vez: tres en línea de arriba abajo en una columna también ganan.',
        hint: 'Tus dos X están una encima de la otra.',
        done: 'Tres en una columna: ganas.',
        wrong: {
          b3: 'Eso detiene a O, pero puedes ganar ya: completa primero tu propia línea.',
          '*': 'Esa casilla no completa una línea de tres X.',
        },
      },
      diagonal: {
        goal: 'Gana una vez más: las dos diagonales, de esquina a esquina, también son líneas.',
        hint: 'Tus X están en una esquina y en el centro. ¿Qué esquina está enfrente de la tuya?',
        done: 'Tres en una diagonal: ganas. Las filas, las columnas y las dos diagonales son las ocho líneas del tablero.',
        wrong: {
          '*': 'Esa casilla no completa una línea de tres X. Mira de esquina a esquina pasando por el centro.',
        },
      },
    },
  },
  block: {
    title: 'Bloquea una línea',
    steps: {
      column: {
        goal: 'O tiene dos en línea y la completará en su próxima jugada: pon tu X donde lo detenga.',
        hint: 'Busca la línea con dos O y una casilla vacía.',
        done: 'Bloqueado. Cuando no puedas ganar enseguida, detén primero la línea que tu rival está a punto de completar.',
        wrong: { '*': 'Entonces O juega en la casilla vacía de su línea y gana. Busca la línea con dos O.' },
      },
      diagonal: {
        goal: 'O vuelve a amenazar: detenlo.',
        hint: 'Esta vez la línea es una diagonal.',
        done: 'Bloqueado otra vez. Las líneas en diagonal son las más fáciles de pasar por alto.',
        wrong: { '*': 'O sigue teniendo dos en una diagonal con su tercera casilla vacía.' },
      },
    },
  },
  fork: {
    title: 'Dos amenazas a la vez',
    steps: {
      'two-threats': {
        goal: 'Haz dos líneas de dos X con una sola jugada: O solo puede detener una, y ganas con la otra.',
        hint: 'Busca una casilla vacía que empiece una segunda línea con tus X sin perder la primera.',
        done: 'Una horquilla: dos amenazas, y una sola jugada no puede detener ambas. Así se ganan la mayoría de las partidas de tres en raya.',
        wrong: { '*': 'Después de eso, O puede detener tu única amenaza. Busca una casilla que cree dos.' },
      },
    },
  },
  larger: {
    title: 'Tableros más grandes',
    steps: {
      four: {
        goal: 'En un tablero de cuatro por cuatro ganan cuatro en línea: completa tu línea de cuatro.',
        hint: 'Tus tres X están en una sola fila.',
        done: 'Cuatro en línea. En los tableros más grandes las líneas son más largas, y bloquear importa aún más.',
        wrong: { '*': 'Eso no hace cuatro en línea, y luego O completa la suya.' },
      },
    },
  },
};

export default texts;
