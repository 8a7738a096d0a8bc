/** The review's texts in Russian. */
import { FOUND, type ReviewTexts } from '../../element/review/review-words.js';
import { list, num, plural } from '../intl.js';

/** A number of moves. */
const MOVES = { one: '# ход', few: '# хода', many: '# ходов', other: '# хода' };

const words: ReviewTexts = {
  closeReview: 'Закрыть разбор',
  betterButton: 'Лучший ход (b)',
  betterMove: (number, best, played) => `Ход ${num('ru', number)}: лучше было ${best}, а не ${played}.`,
  reviewing: (done, total) =>
    `Идёт разбор: ${num('ru', done)} из ${plural('ru', total, { one: '# позиции', other: '# позиций' })}`,
  reviewGraph: 'Оценка с точки зрения первого игрока',
  reviewSteps: { first: 'В начало', previous: 'Предыдущий ход', next: 'Следующий ход', last: 'Последний ход' },
  reviewStart: 'Начало: ходов ещё не было.',
  marks: {
    best: 'лучший ход',
    good: 'хороший ход',
    inaccuracy: 'неточность',
    mistake: 'ошибка',
    blunder: 'зевок',
  },
  gaveAway: (from, to) =>
    `${from === 'win' ? 'выигрыш превратился' : 'ничья превратилась'} в ${to === 'draw' ? 'ничью' : 'проигрыш'}`,
  reviewedMove: (number, notation, mark, detail, best) =>
    `Ход ${num('ru', number)}, ${notation}: ${mark}${detail ? `, ${detail}` : ''}${best ? `; лучше было ${best}` : ''}.`,
  alreadyLost: 'позиция уже проиграна: проигрывает любой ход',
  alreadyWon: 'позиция уже выиграна: ход всё равно выигрывает, так что это не ошибка',
  notValued: 'без оценки: компьютер не смог оценить эту позицию в пределах отведённого лимита',
  notValuedYet: 'пока без оценки (разбор идёт)',
  positionValue: (value, exact, outcome) =>
    `${exact ? 'Точная оценка' : 'Приблизительная оценка'} с точки зрения первого игрока: ` +
    `${[value, outcome && { win: 'выигрыш', draw: 'ничья', loss: 'проигрыш' }[outcome]].filter(Boolean).join(', ')}.`,
  positionNotValued: 'Эта позиция не оценена: компьютер не смог оценить её в пределах отведённого лимита.',
  positionNotValuedYet: 'Эта позиция ещё не оценена.',
  reviewKey: { exact: 'точная оценка', estimate: 'приблизительная оценка', notValued: 'без оценки' },
  reviewDone: (counts, notValued) => {
    const forms = {
      blunder: { one: '# зевок', few: '# зевка', many: '# зевков', other: '# зевка' },
      mistake: { one: '# ошибка', few: '# ошибки', many: '# ошибок', other: '# ошибки' },
      inaccuracy: { one: '# неточность', few: '# неточности', many: '# неточностей', other: '# неточности' },
    };
    const found = FOUND.filter((k) => counts[k] > 0).map((k) => plural('ru', counts[k], forms[k]));
    const unmarked = notValued > 0 ? `; без оценки: ${plural('ru', notValued, MOVES)}` : '';
    return `Разбор завершён: ${found.length > 0 ? list('ru', found) : 'ни одной неточности, ошибки или зевка'}${unmarked}.`;
  },
};

export default words;
