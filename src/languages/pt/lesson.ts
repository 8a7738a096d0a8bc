/** The lesson's texts in Portuguese (Brazil), spoken with “você” as the puzzle is; a move is a “jogada”. */
import type { LessonWords } from '../../element/lesson/lesson-words.js';
import { num } from '../intl.js';

const words: LessonWords = {
  lessonLoading: 'Carregando a lição…',
  lessonTitle: (n, of, title) => `Lição ${num('pt', n)} de ${num('pt', of)}: ${title}`,
  lessonStep: (n, of) => `Passo ${num('pt', n)} de ${num('pt', of)}`,
  lessonDone: 'Muito bem!',
  lessonWrong: 'Essa jogada é permitida, mas não é a que este passo pede. Tente de novo.',
  lessonCorrect: 'Boa. Continue.',
  lessonChecking: 'Verificando a jogada…',
  lessonShown: 'Essa é a jogada. Tente o passo de novo ou continue.',
  lessonComplete: (title) => `Lição concluída: ${title}.`,
  courseComplete: 'Você terminou o curso. Agora jogue uma partida inteira contra o computador.',
  lessonButtons: {
    hint: 'Dica',
    show: 'Mostrar a jogada',
    restart: 'Tentar de novo',
    previous: 'Voltar',
    next: 'Próximo',
    play: 'Jogar uma partida',
    leave: 'Sair da lição',
  },
  lessonList: 'Lições',
  lessonEntry: (n, title, done) => `${num('pt', n)}. ${title}${done ? ' ✓' : ''}`,
};

export default words;
