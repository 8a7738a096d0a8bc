/** The review's texts in Turkish; the marks as Turkish chess sites name them (yanlışlık, hata, büyük hata). */
import { FOUND, type ReviewTexts } from '../../element/review/review-words.js';
import { list, num, plural } from '../intl.js';

/** A count with its noun, which stays singular after a number in Turkish: "3 hata". */
const count = (n: number, noun: string) => plural('tr', n, { one: `# ${noun}`, other: `# ${noun}` });

/** A move's number as an ordinal, as Turkish writes it: "14. hamle". */
const nth = (n: number) => `${num('tr', n)}. hamle`;

const words: ReviewTexts = {
  closeReview: 'İncelemeyi kapat',
  betterButton: 'Daha iyi hamle (b)',
  betterMove: (number, best, played) => `${nth(number)}: ${best}, ${played} hamlesinden daha iyiydi.`,
  reviewing: (done, total) => `İnceleniyor: ${num('tr', done)} / ${num('tr', total)} pozisyon`,
  reviewGraph: 'Değerlendirme, ilk oyuncuya göre',
  reviewSteps: { first: 'Başlangıç', previous: 'Önceki hamle', next: 'Sonraki hamle', last: 'Son hamle' },
  reviewStart: 'Başlangıç: henüz hamle yok.',
  marks: { best: 'en iyi hamle', good: 'iyi hamle', inaccuracy: 'yanlışlık', mistake: 'hata', blunder: 'büyük hata' },
  gaveAway: (from, to) =>
    `${from === 'win' ? 'galibiyeti' : 'beraberliği'} ${to === 'draw' ? 'beraberliğe' : 'yenilgiye'} çevirdi`,
  reviewedMove: (number, notation, mark, detail, best) =>
    `${nth(number)}, ${notation}: ${mark}${detail ? `, ${detail}` : ''}${best ? `; en iyisi: ${best}` : ''}.`,
  alreadyLost: 'oyun zaten kaybedilmişti: her hamle kaybettiriyor',
  alreadyWon: 'oyun zaten kazanılmıştı: bu hamle de kazandırıyor, yani hata değil',
  notValued: 'değerlendirilmedi: bilgisayar, hesaplama sınırı içinde bu pozisyona bir değer bulamadı',
  notValuedYet: 'henüz değerlendirilmedi (inceleme sürüyor)',
  positionValue: (value, exact, outcome) => {
    const said = [value, outcome && { win: 'galibiyet', draw: 'beraberlik', loss: 'yenilgi' }[outcome]];
    return `${exact ? 'Kesin değer' : 'Tahmini değer'}, ilk oyuncuya göre: ${said.filter(Boolean).join(', ')}.`;
  },
  positionNotValued: 'Bu pozisyon değerlendirilmedi: bilgisayar, hesaplama sınırı içinde ona bir değer bulamadı.',
  positionNotValuedYet: 'Bu pozisyon henüz değerlendirilmedi.',
  reviewKey: { exact: 'kesin', estimate: 'tahmini', notValued: 'değerlendirilmedi' },
  reviewDone: (counts, notValued) => {
    const nouns = { blunder: 'büyük hata', mistake: 'hata', inaccuracy: 'yanlışlık' };
    const found = FOUND.filter((k) => counts[k] > 0).map((k) => count(counts[k], nouns[k]));
    const unmarked = notValued > 0 ? `; ${count(notValued, 'hamle')} değerlendirilmedi` : '';
    const marked = found.length > 0 ? list('tr', found) : 'yanlışlık, hata ya da büyük hata yok';
    return `İnceleme bitti: ${marked}${unmarked}.`;
  },
};

export default words;
