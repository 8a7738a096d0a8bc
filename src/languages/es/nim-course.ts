/** Nim's course in Spanish, with «tú»; the board's «montones» and «fichas», a heap of one a «ficha suelta». */
import type { CourseTexts } from '../../core/lesson-data.js';

const texts: CourseTexts = {
  take: {
    title: 'Retirar fichas',
    steps: {
      first: {
        goal: 'Retira una o más fichas de un mismo montón (una fila): haz clic o toca las fichas para marcarlas y pulsa «Retirar», o haz doble clic en una ficha para retirarla junto con todas las que tiene a su derecha; con el teclado, muévete con las flechas, marca con Espacio y retira con Enter.',
        hint: 'Los montones se numeran 1, 2 y 3 desde arriba, a la izquierda de cada fila.',
        done: 'Eso es una jugada: tantas fichas como quieras, al menos una, y todas del mismo montón. Después le toca a tu rival, que retira de cualquier montón, y así por turnos.',
      },
      count: {
        goal: 'Retira exactamente dos fichas del montón 3, la fila de abajo.',
        hint: 'Marca dos fichas del montón 3 y pulsa «Retirar», o haz doble clic en su segunda ficha desde la derecha.',
        done: 'Tú eliges cuántas retirar, desde una hasta el montón entero.',
        wrong: {
          '*': 'Es una jugada válida, pero este paso pide dos fichas, ni más ni menos, del montón 3 (la fila de abajo).',
        },
      },
      whole: {
        goal: 'Vacía el montón 2 en una sola jugada: retira sus cuatro fichas.',
        hint: 'Haz doble clic en la primera ficha del montón 2, a la izquierda: se va junto con todas las que la siguen.',
        done: 'Un montón entero puede irse de una vez. Un montón vacío queda vacío, y las jugadas siguientes retiran de los demás.',
        wrong: { '*': 'Este paso pide las cuatro fichas del montón 2, la fila del medio, en una sola jugada.' },
      },
    },
  },
  last: {
    title: 'La última ficha gana',
    steps: {
      all: {
        goal: 'Tu rival acaba de vaciar el montón 1: llévate todas las fichas que quedan y gana.',
        hint: 'Gana quien se lleva la última ficha, y todas las que quedan están en el montón 2.',
        done: 'Te llevaste la última ficha, así que ganas. Ese es el objetivo del Nim: ser quien se lleva la última ficha.',
        wrong: { '*': 'Después de eso aún quedan fichas, y tu rival se las lleva todas y gana.' },
      },
    },
  },
  misere: {
    title: 'Misère: la última ficha pierde',
    steps: {
      'leave-one': {
        goal: 'En el Nim misère pierde quien se lleva la última ficha: deja exactamente una ficha, para que tu rival tenga que llevársela.',
        hint: '¿Cuántas fichas deben irse para que quede una?',
        done: 'Ahora tu rival tiene que llevarse la última ficha, y pierde. El Nim se juega de las dos maneras, así que conviene acordar la regla antes de empezar una partida.',
        wrong: {
          '1:4': 'Te llevarías la última ficha, y en la versión misère eso pierde.',
          '*': 'Queda más de una ficha, así que tu rival puede llevarse todas menos una y dejarte la última a ti.',
        },
      },
      'last-one': {
        goal: 'Misère otra vez: deja a tu rival nada más que una última ficha.',
        hint: 'El montón 1 ya tiene una sola ficha.',
        done: 'Queda una ficha, y tu rival tiene que llevársela. En la versión misère, dejar una sola ficha gana.',
        wrong: {
          '2:2': 'Quedan dos fichas sueltas: tu rival se lleva una, y tú tienes que llevarte la última.',
          '*': 'Después de eso tu rival puede dejarte la última ficha.',
        },
      },
    },
  },
  mirror: {
    title: 'Dos montones iguales',
    steps: {
      ones: {
        goal: 'Deja dos montones de una ficha cada uno: tu rival se lleva una, y tú la última.',
        hint: '¿Cuántas fichas deben irse del montón 2 para que iguale al montón 1?',
        done: 'Dos montones de una ficha: quien tiene que jugar desde ahí pierde. Lo mismo vale para dos montones iguales cualesquiera, como muestra el paso siguiente.',
        wrong: {
          '2:3': 'Después de eso queda una ficha, y tu rival se la lleva.',
          '1:1': 'Después de eso solo queda el montón 2, y tu rival se lo lleva entero.',
          '*': 'Después de eso los montones no son iguales, y tu rival puede igualarlos.',
        },
      },
      copy: {
        goal: 'De dos montones iguales de 3, tu rival retiró 2 del montón 2: retira otras tantas del montón 1, y gana.',
        hint: 'Vuelve a igualar los dos montones.',
        done: 'Retire lo que retire tu rival de un montón, retira lo mismo del otro: los montones siguen iguales, así que tu rival nunca se lleva la última ficha, y tú sí. Esta copia se llama jugar en espejo.',
        wrong: {
          '1:3': 'Después de eso solo queda el montón 2, y tu rival se lleva su última ficha.',
          '2:1': 'Después de eso solo queda el montón 1, y tu rival se lo lleva entero.',
          '*': 'Después de eso los montones no son iguales, así que tu rival puede igualarlos y copiarte hasta el final.',
        },
      },
      equal: {
        goal: 'Iguala los dos montones y luego copia cada jugada de tu rival en el otro montón hasta llevarte la última ficha.',
        hint: 'El montón 1 tiene 2 fichas: deja el montón 2 igual.',
        done: 'Iguala los montones y luego juega en espejo: con dos montones, eso es todo el juego. La lección siguiente hace lo mismo con cualquier número de montones.',
        wrong: {
          '1:2': 'Después de eso solo queda el montón 2, y tu rival se lo lleva entero.',
          '2:5': 'Después de eso solo queda el montón 1, y tu rival se lo lleva entero.',
          '*': 'Después de eso los montones no son iguales, y tu rival puede igualarlos y jugar en espejo contra ti.',
        },
      },
    },
  },
  balance: {
    title: 'Equilibrio: cuenta en 1, 2, 4 y 8',
    steps: {
      four: {
        goal: 'Escribe cada montón como suma de 1, 2 y 4 (así, 3 es 2 + 1), y retira de un montón de modo que 1, 2 y 4 aparezcan cada uno un número par de veces en total.',
        hint: 'Ahora 1, 2 y 4 aparecen una vez cada uno. El 4 solo está en el montón 3, así que el montón 3 debe cambiar: ¿a qué número, para corresponder a los montones 1 y 2?',
        done: 'Montones de 1, 2 y 3 = 2 + 1: el 1 y el 2 aparecen dos veces cada uno. Una posición así está equilibrada: cualquier jugada la desequilibra, tú siempre puedes volver a equilibrarla, y así te llevas la última ficha. Dos montones iguales son el equilibrio más sencillo.',
        wrong: {
          '*': 'Después de eso uno de 1, 2 o 4 aparece un número impar de veces, así que tu rival puede equilibrar los montones en tu lugar.',
        },
      },
      start: {
        goal: 'Este es el inicio habitual del tablero, 3 = 2 + 1, 4 y 5 = 4 + 1: equilíbralo.',
        hint: 'El 4 y el 1 ya aparecen dos veces; busca el número que aparece una sola vez, y el montón que lo contiene.',
        done: 'Montones de 1, 4 y 5 = 4 + 1: equilibrado. Así que quien juega primero desde 3, 4 y 5 gana, con esta jugada.',
        wrong: {
          '*': 'Después de eso uno de 1, 2 o 4 aparece un número impar de veces. Cuenta otra vez: ¿cuál de ellos aparece ahora una sola vez?',
        },
      },
      choice: {
        goal: 'Equilibra estos montones, 3 = 2 + 1, 5 = 4 + 1 y 7 = 4 + 2 + 1; hay más de una manera.',
        hint: 'Cuenta cuántas veces aparece cada uno de 1, 2 y 4: solo uno de ellos aparece un número impar de veces.',
        done: 'El 1 aparecía tres veces, una en cada montón, así que retirar una ficha de cualquier montón los equilibra. Cuando varios montones contienen el número impar, cualquiera de ellos sirve.',
        wrong: { '*': 'Después de eso uno de 1, 2 o 4 aparece un número impar de veces. Cuenta los 1.' },
      },
      eight: {
        goal: 'Equilibra montones de 1, 2 y 8: el 8 aparece una vez, y un montón puede quedar en cualquier número menor.',
        hint: 'Retira del montón que contiene el 8, y deja en él lo que hace falta para corresponder a los otros dos montones.',
        done: 'El montón 3 quedó en 3 = 2 + 1, a juego con los montones 1 y 2. El método: busca el mayor de 8, 4, 2, 1 que aparece un número impar de veces, retira de un montón que lo contenga y deja ahí lo que hace par cada cuenta. Lo que queda impar se llama suma nim (el XOR binario de los montones); equilibrado significa suma nim cero.',
        wrong: {
          '*': 'Después de eso uno de 1, 2, 4 u 8 aún aparece un número impar de veces. ¿Qué montón contiene el 8?',
        },
      },
    },
  },
  'misere-play': {
    title: 'Misère: juega como de costumbre, hasta el final',
    steps: {
      'odd-ones': {
        goal: 'Misère: todos los montones menos uno tienen como mucho una ficha, así que ahora deja un número impar de fichas sueltas y nada más.',
        hint: 'El montón 3 puede quedarse con una ficha o con ninguna: cuenta las fichas sueltas en cada caso.',
        done: 'Tres fichas sueltas: tu rival y tú se las llevan por turnos, y tu rival se lleva la última. El juego normal vaciaría el montón 3 y dejaría dos; ese es el único cambio de la versión misère, una vez que solo un montón tiene más de una ficha.',
        wrong: {
          '3:4':
            'Esa es la jugada normal, pero deja dos fichas sueltas: tu rival se lleva una, y tú tienes que llevarte la última.',
          '*': 'El montón 3 conserva más de una ficha, y tu rival puede usarlo para dejarte un número impar de fichas sueltas.',
        },
      },
      'as-normal': {
        goal: 'Misère con dos montones de dos fichas o más: iguálalos, como en el Nim normal.',
        hint: 'El montón 1 tiene 2 fichas.',
        done: 'Montones iguales, como en el juego normal. Tras la jugada de tu rival, solo un montón tendrá más de una ficha, y el final es tuyo: el paso siguiente lo muestra.',
        wrong: {
          '*': 'Después de eso los montones no son iguales. Mientras dos montones tengan dos fichas o más, la versión misère se juega como el Nim normal.',
        },
      },
      switch: {
        goal: 'Tu rival retiró 1 del montón 1, así que solo el montón 2 tiene más de una ficha: deja un número impar de fichas sueltas.',
        hint: 'Cuenta las fichas sueltas que quedan si el montón 2 se queda con una ficha, y si no se queda con ninguna.',
        done: 'Queda una ficha suelta, y tu rival tiene que llevársela. El juego normal aquí dejaría dos montones de una; en la versión misère dejas uno.',
        wrong: {
          '2:1': 'Eso deja dos fichas sueltas: tu rival se lleva una, y tú tienes que llevarte la última.',
          '1:1':
            'Después de eso el montón 2 conserva dos fichas: tu rival se lleva una, y tú tienes que llevarte la última.',
          '*': 'Eso no deja un número impar de fichas sueltas.',
        },
      },
      start: {
        goal: 'Misère desde el inicio habitual, 3, 4 y 5: haz la primera jugada ganadora.',
        hint: 'Quedan montones de dos fichas o más, así que haz la jugada normal de equilibrio.',
        done: 'La misma jugada que en el Nim normal deja 1, 4 y 5 = 4 + 1, equilibrado. Ya conoces todo el juego: juega una partida contra la computadora, normal o misère.',
        wrong: {
          '*': 'Eso deja los montones desequilibrados, y con montones grandes la versión misère se juega como el Nim normal. ¿Cuál de 1, 2 y 4 aparece una vez?',
        },
      },
    },
  },
};

export default texts;
