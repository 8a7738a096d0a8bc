/** Hnefatafl's words in Ukrainian; terms (король, трон, нападники й захисники) as Ukrainian Wikipedia («Тафл») uses them. */
import type { HnefataflWords } from '../../games/hnefatafl/words.js';
import { list, num, plural } from '../intl.js';

/** What a move took, in the words of its announcement. */
function capturing(captured: number): string {
  if (captured === 0) return '';
  return `, взято ${plural('uk', captured, { one: '# фігуру', few: '# фігури', many: '# фігур', other: '# фігури' })}`;
}

const words: HnefataflWords = {
  variantName: (v) => ({ copenhagen: 'Копенгаген', fetlar: 'Фетлар', tablut: 'Таблут', brandubh: 'Брандубх' })[v],
  boardLabel: (variant, size) => `Хнефатафл, правила «${variant}», дошка ${num('uk', size)} на ${num('uk', size)}`,
  attackers: 'нападники',
  defenders: 'захисники',
  attacker: 'нападник',
  defender: 'захисник',
  king: 'король',
  empty: 'порожньо',
  throne: 'трон',
  corner: 'кутова клітинка',
  onOpenLine: 'на відкритій лінії короля',
  capture: 'взяття',
  separator: ', ',
  moved: (name, from, to, captured) => `${name}: хід ${from}–${to}${capturing(captured)}.`,
  openLines: (squares) => `Королю відкрито шлях до ${list('uk', squares)}!`,
  reasons: {
    escaped: 'Королю вдалося втекти.',
    'exit-fort': 'Король у безпеці: він сховався в неприступній фортеці біля краю дошки.',
    'king-captured': 'Короля захоплено.',
    encircled: 'Нападники оточили всіх захисників.',
    'no-moves': 'У сторони, яка мала ходити, не залишилося ходів.',
    'move-limit': `Зіграно ${num('uk', 1000)} ходів — більше в одній партії не можна: нічия.`,
    repetition: 'Позиція повторилася тричі.',
  },
  refusals: {
    straight: (from, to) =>
      `Фігури ходять по горизонталі або по вертикалі, як тура в шахах: ${to} і ${from} не лежать на одній горизонталі чи вертикалі.`,
    blocked: (square) => `Шлях перегороджує фігура на ${square}: жодна фігура не перестрибує через іншу.`,
    kingOnly: (square) => `Зупинитися на ${square} може лише король.`,
    thronePass: (square) => `У цьому варіанті лише король може проходити через трон на ${square}.`,
    kingRange: (count) =>
      `У цьому варіанті король ходить не далі ніж на ${plural('uk', count, { one: '# клітинку', few: '# клітинки', many: '# клітинок', other: '# клітинки' })}.`,
  },
  keys: [
    'Стрілки, Home, End: переміщення між клітинками',
    'Enter або пробіл на своїй фігурі: взяти її; потім на клітинці: піти туди (Esc — скасувати вибір)',
  ],
};

export default words;
