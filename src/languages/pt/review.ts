/** The review's texts in Portuguese; the marks as Portuguese chess sites name them (imprecisão, erro, erro grave). */
import { FOUND, type ReviewTexts } from '../../element/review/review-words.js';
import { list, num, plural } from '../intl.js';

/** A count with its noun; `many` is CLDR's category for round millions ("1 milhão de jogadas"). */
const count = (n: number, one: string, other: string) =>
  plural('pt', n, { one, many: other.replace('# ', '# de '), other });

const words: ReviewTexts = {
  closeReview: 'Fechar a revisão',
  betterButton: 'Melhor jogada (b)',
  betterMove: (number, best, played) => `Jogada ${num('pt', number)}: ${best} era melhor que ${played}.`,
  reviewing: (done, total) => `Revisando: ${num('pt', done)} de ${num('pt', total)} posições`,
  reviewGraph: 'Avaliação, do ponto de vista do primeiro jogador',
  reviewSteps: { first: 'Início', previous: 'Jogada anterior', next: 'Próxima jogada', last: 'Última jogada' },
  reviewStart: 'Posição inicial: nenhuma jogada ainda.',
  marks: {
    best: 'a melhor jogada',
    good: 'boa jogada',
    inaccuracy: 'imprecisão',
    mistake: 'erro',
    blunder: 'erro grave',
  },
  gaveAway: (from, to) =>
    `transformou ${from === 'win' ? 'uma vitória' : 'um empate'} em ${to === 'draw' ? 'empate' : 'derrota'}`,
  reviewedMove: (number, notation, mark, detail, best) =>
    `Jogada ${num('pt', number)}, ${notation}: ${mark}${detail ? `, ${detail}` : ''}` +
    `${best ? `; a melhor era ${best}` : ''}.`,
  alreadyLost: 'a posição já estava perdida: todas as jogadas perdem',
  alreadyWon: 'a posição já estava ganha: esta jogada também vence, então não é um erro',
  notValued: 'sem avaliação: o computador não encontrou o valor desta posição dentro do seu limite de cálculo',
  notValuedYet: 'ainda sem avaliação (a revisão está em andamento)',
  positionValue: (value, exact, outcome) => {
    const said = [value, outcome && { win: 'vitória', draw: 'empate', loss: 'derrota' }[outcome]];
    return `${exact ? 'Valor exato' : 'Estimativa'}, para o primeiro jogador: ${said.filter(Boolean).join(', ')}.`;
  },
  positionNotValued:
    'Esta posição não foi avaliada: o computador não encontrou o valor dela dentro do seu limite de cálculo.',
  positionNotValuedYet: 'Esta posição ainda não foi avaliada.',
  reviewKey: { exact: 'exato', estimate: 'estimativa', notValued: 'sem avaliação' },
  reviewDone: (counts, notValued) => {
    const forms = {
      blunder: ['# erro grave', '# erros graves'],
      mistake: ['# erro', '# erros'],
      inaccuracy: ['# imprecisão', '# imprecisões'],
    } as const;
    const found = FOUND.filter((k) => counts[k] > 0).map((k) => count(counts[k], forms[k][0], forms[k][1]));
    const unmarked = notValued > 0 ? `; ${count(notValued, '# jogada', '# jogadas')} sem avaliação` : '';
    const marked = found.length > 0 ? list('pt', found) : 'nenhuma imprecisão, erro ou erro grave';
    return `Revisão concluída: ${marked}${unmarked}.`;
  },
};

export default words;
