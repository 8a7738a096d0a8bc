/** Hnefatafl's words in Russian; terms (король, трон, нападающие и защитники) as Russian Wikipedia («Тафл») uses them. */
import type { HnefataflWords } from '../../games/hnefatafl/words.js';
import { list, num, plural } from '../intl.js';

/** What a move took, in the words of its announcement. */
function capturing(captured: number): string {
  if (captured === 0) return '';
  return `, ${plural('ru', captured, { one: 'взята # фигура', few: 'взяты # фигуры', many: 'взято # фигур', other: 'взято # фигуры' })}`;
}

const words: HnefataflWords = {
  variantName: (v) => ({ copenhagen: 'Копенгаген', fetlar: 'Фетлар', tablut: 'Таблут', brandubh: 'Брандубх' })[v],
  boardLabel: (variant, size) => `Хнефатафл, правила «${variant}», доска ${num('ru', size)} на ${num('ru', size)}`,
  attackers: 'нападающие',
  defenders: 'защитники',
  attacker: 'нападающий',
  defender: 'защитник',
  king: 'король',
  empty: 'пусто',
  throne: 'трон',
  corner: 'угловая клетка',
  onOpenLine: 'на открытой линии короля',
  capture: 'взятие',
  separator: ', ',
  moved: (name, from, to, captured) => `${name}: ход ${from}–${to}${capturing(captured)}.`,
  openLines: (squares) => `Королю открыт путь на ${list('ru', squares)}!`,
  reasons: {
    escaped: 'Король спасся.',
    'exit-fort': 'Король в безопасности: он укрылся в неприступной крепости у края доски.',
    'king-captured': 'Король захвачен.',
    encircled: 'Нападающие окружили всех защитников.',
    'no-moves': 'У стороны, которой нужно было ходить, не осталось ходов.',
    'move-limit': `Сыграно ${num('ru', 1000)} ходов — больше в одной партии нельзя: ничья.`,
    repetition: 'Позиция повторилась трижды.',
  },
  refusals: {
    straight: (from, to) =>
      `Фигуры ходят по горизонтали или по вертикали, как ладья в шахматах: ${to} и ${from} не лежат на одной горизонтали или вертикали.`,
    blocked: (square) => `Путь преграждает фигура на ${square}: ни одна фигура не перепрыгивает через другую.`,
    kingOnly: (square) => `Остановиться на ${square} может только король.`,
    thronePass: (square) => `В этом варианте только король может проходить через трон на ${square}.`,
    kingRange: (count) =>
      `В этом варианте король ходит не дальше чем на ${plural('ru', count, { one: '# клетку', few: '# клетки', many: '# клеток', other: '# клетки' })}.`,
  },
  keys: [
    'Стрелки, Home, End: перемещение по клеткам',
    'Enter или пробел на своей фигуре: взять её; затем на клетке: пойти туда (Esc — отменить выбор)',
  ],
};

export default words;
