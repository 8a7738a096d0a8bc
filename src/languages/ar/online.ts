/** Online play's texts in Arabic. */
import type { OnlineWords } from '../../element/online/online-words.js';
import { list, plural } from '../intl.js';

const words: OnlineWords = {
  panel: 'اللعب عبر الإنترنت',
  invite: 'دعوة صديق',
  inviteHelp: 'أرسل هذا الرابط إلى صديق، أو أعطه الرمز.',
  inviteLink: 'رابط الدعوة',
  copy: 'نسخ الرابط',
  copied: 'تم نسخ الرابط.',
  code: 'الرمز',
  joinCode: 'رمز صديقك',
  join: 'انضمام',
  badCode: 'يتكون الرمز من ستة أحرف وأرقام، مثل k7m2qp.',
  waiting: 'بانتظار صديقك…',
  connecting: 'جارٍ الاتصال…',
  connectedTo: (name) => `أنت تلعب عبر الإنترنت مع ${name}.`,
  connected: 'أنت تلعب عبر الإنترنت.',
  reconnecting: 'انقطع الاتصال، جارٍ إعادة الاتصال…',
  closed: 'غير متصل.',
  registering: 'جارٍ تسجيل الدعوة على خادم اللعب عبر الإنترنت…',
  unreachable: (host) => `تعذر الوصول إلى خادم اللعب عبر الإنترنت (${host}).`,
  retry: 'إعادة المحاولة',
  full: 'في هذه اللعبة لاعبان بالفعل.',
  intruder: 'حاول شخص آخر الانضمام إلى هذه اللعبة برمزها، فتم رفضه.',
  joinAsk: (code) =>
    `رابط هذه الصفحة يطلب الانضمام إلى لعبة أخرى (${code}). هل تريد مغادرة هذه اللعبة والانضمام إليها؟`,
  joinOther: 'المغادرة والانضمام',
  stay: 'البقاء',
  stop: 'مغادرة',
  resign: 'استسلام',
  offerDraw: 'عرض التعادل',
  askUndo: 'طلب التراجع',
  accept: 'قبول',
  decline: 'رفض',
  rematch: 'إعادة المباراة',
  theyOffer: (name, what) =>
    ({
      draw: `وصلك عرض بالتعادل من ${name}.`,
      undo: `وصلك طلب من ${name} للتراجع عن النقلة الأخيرة.`,
      rematch: `وصلك طلب من ${name} لإعادة المباراة مع تبادل الجانبين.`,
    })[what],
  weOffered: (what) =>
    ({
      draw: 'تم عرض التعادل؛ بانتظار الرد.',
      undo: 'تم طلب التراجع؛ بانتظار الرد.',
      rematch: 'تم طلب إعادة المباراة؛ بانتظار الرد.',
    })[what],
  declined: (what) =>
    ({
      draw: 'تم رفض عرض التعادل.',
      undo: 'تم رفض طلب التراجع.',
      rematch: 'تم رفض طلب إعادة المباراة.',
    })[what],
  resigned: (name) => `انتهت اللعبة باستسلام ${name}.`,
  drawAgreed: 'تعادل بالاتفاق.',
  friend: 'صديقك',
  watchLink: 'رابط المشاهدة',
  watchHelp: 'يمكن لأي شخص لديه هذا الرابط مشاهدة اللعبة مباشرة، دون أن يلعب.',
  watchers: (count) =>
    plural('ar', count, {
      zero: 'لا أحد يشاهد.',
      one: 'شخص واحد يشاهد.',
      two: 'شخصان يشاهدان.',
      few: '# أشخاص يشاهدون.',
      many: '# شخصًا يشاهدون.',
      other: '# شخص يشاهدون.',
    }),
  watchingGame: (first, second) => `مشاهدة اللعبة بين ${list('ar', [first, second])}.`,
  watchingWait: 'جارٍ الاتصال باللعبة…',
  stopWatching: 'إيقاف المشاهدة',
  left: (name) => `${name} خارج اللعبة الآن: بانتظار عودة ${name}.`,
  mayClaim: (name) => `مضى وقت على غياب ${name}. يمكنك المطالبة بالفوز أو إعلان التعادل.`,
  claimWin: 'المطالبة بالفوز',
  claimDraw: 'إعلان التعادل',
  claimedWin: 'طالبت بالفوز.',
  calledDraw: 'أعلنت التعادل.',
  claimedAgainst: (name, draw) =>
    draw ? `بعد مغادرتك، جاء إعلان التعادل من ${name}.` : `بعد مغادرتك، جاءت المطالبة بالفوز من ${name}.`,
  claimRefused: (name) =>
    `جاءت من ${name} مطالبة بإنهاء اللعبة أثناء انقطاع الاتصال، لكن لوحتك كانت هنا طوال الوقت: اللعبة مستمرة.`,
  claimWithdrawn: (name) =>
    `لوحة ${name} كانت هنا طوال الوقت: الخلل كان في الاتصال، لا في غياب ${name}. تم سحب مطالبتك، واللعبة مستمرة.`,
};

export default words;
