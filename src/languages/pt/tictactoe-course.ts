/**
 * Tic-tac-toe's course in Portuguese (Brazil), with «você»; the board's «casa», «jogada» and «tabuleiro», a row a
 * «fileira».
 */
import type { CourseTexts } from '../../core/lesson-data.js';

const texts: CourseTexts = {
  marks: {
    title: 'Sua primeira marca',
    steps: {
      first: {
        goal: 'Você joga com o X: coloque um X em qualquer casa vazia clicando ou tocando nela, ou vá até ela com as setas e pressione Enter.',
        done: 'Isso é uma jogada. Depois o O joga, e vocês se revezam até que um dos dois tenha três em linha ou o tabuleiro fique cheio.',
      },
    },
  },
  lines: {
    title: 'Três em linha',
    steps: {
      row: {
        goal: 'Vença: coloque um terceiro X ao lado dos seus dois, formando três em linha.',
        hint: 'Seus dois X estão na mesma fileira. Uma casa dessa fileira ainda está vazia.',
        done: 'Três em linha numa fileira: você vence.',
        wrong: { '*': 'Essa casa não completa uma linha de três X. Olhe ao longo da fileira dos seus dois X.' },
      },
      column: {
        goal: 'Vença de novo: três em linha numa coluna, de cima a baixo, também vencem.',
        hint: 'Seus dois X estão um acima do outro.',
        done: 'Três numa coluna: você vence.',
        wrong: {
          b3: 'Isso bloqueia o O, mas você pode vencer agora mesmo: complete primeiro a sua própria linha.',
          '*': 'Essa casa não completa uma linha de três X.',
        },
      },
      diagonal: {
        goal: 'Vença mais uma vez: as duas diagonais, de canto a canto, também são linhas.',
        hint: 'Seus X estão num canto e no centro. Qual canto fica do lado oposto ao seu?',
        done: 'Três numa diagonal: você vence. As fileiras, as colunas e as duas diagonais são as oito linhas do tabuleiro.',
        wrong: { '*': 'Essa casa não completa uma linha de três X. Olhe de canto a canto passando pelo centro.' },
      },
    },
  },
  block: {
    title: 'Bloqueie uma linha',
    steps: {
      column: {
        goal: 'O O tem dois em linha e vai completá-la na próxima jogada: coloque seu X onde ele bloqueie o O.',
        hint: 'Procure a linha com dois O e uma casa vazia.',
        done: 'Bloqueado. Quando não puder vencer na hora, bloqueie primeiro a linha que seu adversário está prestes a completar.',
        wrong: { '*': 'Aí o O joga na casa vazia da linha dele e vence. Procure a linha com dois O.' },
      },
      diagonal: {
        goal: 'O O ameaça de novo: bloqueie-o.',
        hint: 'Desta vez a linha é uma diagonal.',
        done: 'Bloqueado de novo. As linhas na diagonal são as mais fáceis de deixar passar.',
        wrong: { '*': 'O O ainda tem dois numa diagonal com a terceira casa vazia.' },
      },
    },
  },
  fork: {
    title: 'Duas ameaças ao mesmo tempo',
    steps: {
      'two-threats': {
        goal: 'Forme duas linhas de dois X de uma só vez: o O só pode bloquear uma, e você vence com a outra.',
        hint: 'Procure uma casa vazia que comece uma segunda linha com seus X sem desfazer a primeira.',
        done: 'Um garfo: duas ameaças, e uma só jogada não consegue bloquear as duas. É assim que se vence a maioria das partidas de jogo da velha.',
        wrong: { '*': 'Depois disso, o O pode bloquear sua única ameaça. Procure uma casa que crie duas.' },
      },
    },
  },
  larger: {
    title: 'Tabuleiros maiores',
    steps: {
      four: {
        goal: 'Num tabuleiro de quatro por quatro, vence quem fizer quatro em linha: complete sua linha de quatro.',
        hint: 'Seus três X estão na mesma fileira.',
        done: 'Quatro em linha. Em tabuleiros maiores as linhas são mais compridas, e bloquear importa ainda mais.',
        wrong: { '*': 'Isso não forma quatro em linha, e depois o O completa a dele.' },
      },
    },
  },
};

export default texts;
