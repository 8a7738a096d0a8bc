/** The texts every board shares, in Arabic (Modern Standard Arabic, speaking to the player as «أنت»). */
import type { Messages } from '../../element/base/messages.js';
import { isName, markAfter } from '../names.js';
import { list, num, plural, sentences } from '../intl.js';

/** The player's own default name; the boards also give it with a mark, as in "أنت (X)". */
const YOU = 'أنت';

/** Whether `name` is the player's own default name, alone or with its mark: the sentence then speaks to the player. */
const isYou = (name: string) => isName(name, YOU);

/** What follows the name "أنت": its mark, as in " (X)", or nothing. */
const markOf = (name: string) => markAfter(name, YOU);

const words: Messages = {
  sentences: (parts) => sentences(parts),
  yourTurn: 'دورك',
  sideToMove: (name) => (isYou(name) ? `دورك${markOf(name)}` : `دور ${name}`),
  thinking: 'الحاسوب يفكر…',
  sideThinking: (name) => `${name}: جارٍ التفكير…`,
  waitingFor: (name) => `بانتظار ${name}…`,
  youWin: 'فزت!',
  youLose: 'خسرت.',
  draw: 'تعادل.',
  sideWins: (name) => (isYou(name) ? 'فزت!' : `الفوز من نصيب ${name}!`),
  forcedWinSeen: 'أرى فوزًا حتميًا.',
  played: (name, move) => (isYou(name) ? `لعبت ${move}.` : `نقلة ${name}: ${move}.`),
  you: YOU,
  computer: 'الحاسوب',
  opponent: 'الخصم',
  player1: 'اللاعب الأول',
  player2: 'اللاعب الثاني',
  wins: (count) =>
    plural('ar', count, {
      zero: 'لا انتصارات',
      one: 'انتصار واحد',
      two: 'انتصاران',
      few: '# انتصارات',
      many: '# انتصارًا',
      other: '# انتصار',
    }),
  newGame: 'لعبة جديدة',
  undo: 'تراجع',
  redo: 'إعادة',
  hint: 'تلميح',
  hintIs: (move) => `تلميح: ${move}.`,
  keys: 'المفاتيح',
  keysTitle: 'لوحة المفاتيح',
  commonKeys: [
    'الأسهم، Home، End: التنقل على اللوحة',
    'Enter أو المسافة: اللعب في الخانة الحالية',
    'Esc: إلغاء التحديد، وإغلاق هذه القائمة',
    'h: تلميح',
    'u: تراجع',
    'n: لعبة جديدة',
    's: قراءة الحالة',
    '?: إظهار هذه القائمة أو إخفاؤها',
  ],
  moveList: 'النقلات',
  noMoves: 'لا نقلات بعد.',
  review: 'مراجعة',
  learn: 'تعلّم',
  players: 'اللاعبون',
  newGameHint: 'للعب مجددًا، اضغط «لعبة جديدة» أو انقر على اللوحة.',
  namesTitle: 'من يلعب؟',
  nameOf: (side) => (isYou(side) ? `اسمك${markOf(side)}` : `اسم ${side}`),
  start: 'ابدأ',
  pass: 'تمرير الدور',
  mustPass: (name) =>
    isYou(name) ? `دورك${markOf(name)}: لا نقلة متاحة لك، عليك تمرير الدور` : `${name}: لا نقلة متاحة، يجب تمرير الدور`,
  passed: (name) =>
    isYou(name) ? 'لم تكن لديك أي نقلة، فتم تمرير دورك.' : `لم تكن لدى ${name} أي نقلة، فتم تمرير الدور.`,
  pieceSelected: (square, targets) => `تم تحديد القطعة في ${square}؛ يمكنها الانتقال إلى ${list('ar', targets, 'or')}.`,
  selectionCleared: 'تم إلغاء التحديد.',
  cannotMoveFrom: (square) => `لا توجد في ${square} قطعة لك يمكنها التحرك.`,
  selected: 'محددة',
  target: 'يمكن للقطعة المحددة الانتقال إلى هنا',
  lastFrom: 'آخر نقلة انطلقت من هنا',
  lastTo: 'آخر نقلة انتهت هنا',
  hinted: 'تلميح',
  music: 'الموسيقى',
  clockOf: (name) => (isYou(name) ? `ساعتك${markOf(name)}` : `ساعة ${name}`),
  timeLow: (name) =>
    isYou(name) ? `بقي لك أقل من ${num('ar', 10)} ثوانٍ.` : `${name}: بقي أقل من ${num('ar', 10)} ثوانٍ.`,
  outOfTime: (name) => (isYou(name) ? 'انتهى وقتك.' : `${name}: انتهى الوقت.`),
  notSaved: (reason) =>
    ({
      unreadable: 'تعذرت قراءة لعبة محفوظة هنا. ستبقى كما هي إلى أن تُلعب نقلة جديدة.',
      'newer-version': 'اللعبة المحفوظة هنا من إصدار أحدث. ستبقى كما هي إلى أن تُلعب نقلة جديدة.',
      'other-options': 'اللعبة المحفوظة هنا بإعدادات مختلفة. ستبقى كما هي إلى أن تُلعب نقلة جديدة.',
      quota: 'مساحة التخزين ممتلئة: لا يتم حفظ هذه اللعبة.',
      unavailable: 'هذا المتصفح يرفض التخزين: لا يتم حفظ هذه اللعبة.',
    })[reason],
};

export default words;
