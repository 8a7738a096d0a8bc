/** The review's texts in Hindi; the marks as Hindi chess writing names them (चूक, ग़लती, भारी भूल). */
import { FOUND, type ReviewTexts } from '../../element/review/review-words.js';
import { list, num, plural } from '../intl.js';

/** A move's number: "चाल 14". */
const moveNo = (n: number) => `चाल ${num('hi', n)}`;

const words: ReviewTexts = {
  closeReview: 'समीक्षा बंद करें',
  betterButton: 'बेहतर चाल (b)',
  betterMove: (number, best, played) => `${moveNo(number)}: ${played} से ${best} बेहतर थी।`,
  reviewing: (done, total) =>
    `समीक्षा जारी: ${plural('hi', total, { one: '# स्थिति', other: '# स्थितियों' })} में से ${num('hi', done)}`,
  reviewGraph: 'आकलन, पहले खिलाड़ी की नज़र से',
  reviewSteps: { first: 'शुरुआत', previous: 'पिछली चाल', next: 'अगली चाल', last: 'आख़िरी चाल' },
  reviewStart: 'शुरुआत: अभी कोई चाल नहीं।',
  marks: { best: 'सबसे अच्छी चाल', good: 'अच्छी चाल', inaccuracy: 'चूक', mistake: 'ग़लती', blunder: 'भारी भूल' },
  gaveAway: (from, to) => `${from === 'win' ? 'जीत' : 'बराबरी'} को ${to === 'draw' ? 'बराबरी' : 'हार'} में बदल दिया`,
  reviewedMove: (number, notation, mark, detail, best) =>
    `${moveNo(number)}, ${notation}: ${mark}${detail ? `, ${detail}` : ''}` +
    `${best ? `; सबसे अच्छी चाल ${best} थी` : ''}।`,
  alreadyLost: 'बाज़ी पहले ही हारी जा चुकी थी: हर चाल से हार तय है',
  alreadyWon: 'बाज़ी पहले ही जीती जा चुकी थी: यह चाल भी जीत दिलाती है, इसलिए यह ग़लती नहीं',
  notValued: 'आकलन नहीं हुआ: कंप्यूटर अपनी गणना की सीमा में इस स्थिति का मान नहीं निकाल पाया',
  notValuedYet: 'अभी आकलन नहीं हुआ (समीक्षा जारी है)',
  positionValue: (value, exact, outcome) => {
    const said = [value, outcome && { win: 'जीत', draw: 'बराबरी', loss: 'हार' }[outcome]].filter(Boolean);
    return `${exact ? 'सटीक मान' : 'अनुमान'}, पहले खिलाड़ी की नज़र से: ${said.join(', ')}।`;
  },
  positionNotValued: 'इस स्थिति का आकलन नहीं हुआ: कंप्यूटर अपनी गणना की सीमा में इसका मान नहीं निकाल पाया।',
  positionNotValuedYet: 'इस स्थिति का आकलन अभी नहीं हुआ।',
  reviewKey: { exact: 'सटीक', estimate: 'अनुमान', notValued: 'आकलन नहीं हुआ' },
  reviewDone: (counts, notValued) => {
    const forms = {
      blunder: { one: '# भारी भूल', other: '# भारी भूलें' },
      mistake: { one: '# ग़लती', other: '# ग़लतियाँ' },
      inaccuracy: { one: '# चूक', other: '# चूकें' },
    };
    const found = FOUND.filter((k) => counts[k] > 0).map((k) => plural('hi', counts[k], forms[k]));
    const unmarked =
      notValued > 0 ? `; ${plural('hi', notValued, { one: '# चाल', other: '# चालों' })} का आकलन नहीं हुआ` : '';
    const marked = found.length > 0 ? list('hi', found) : 'कोई चूक, ग़लती या भारी भूल नहीं';
    return `समीक्षा पूरी: ${marked}${unmarked}।`;
  },
};

export default words;
