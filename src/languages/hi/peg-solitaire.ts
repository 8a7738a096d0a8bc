/** Peg solitaire's words in Hindi; «ब्रेनवीटा», the name it is sold and played under in India, with गोटी and छेद. */
import type { Variant } from '../../games/peg-solitaire/rules.js';
import type { PegSolitaireWords } from '../../games/peg-solitaire/words.js';
import { num, plural } from '../intl.js';

const variantNames: Record<Variant, string> = {
  english: 'अंग्रेज़ी बोर्ड',
  french: 'फ़्रांसीसी बोर्ड',
  wiegleb: 'विगलेब बोर्ड',
  diamond: 'हीरे के आकार का बोर्ड',
  triangle: 'तिकोना बोर्ड',
};

/** The pegs left, with the verb agreeing: "1 गोटी बची", "5 गोटियाँ बचीं". */
const left = (n: number) => plural('hi', n, { one: '# गोटी बची', other: '# गोटियाँ बचीं' });

const words: PegSolitaireWords = {
  boardLabel: (variant, holes) => `ब्रेनवीटा, ${variantNames[variant]}, ${num('hi', holes)} छेद`,
  peg: 'गोटी',
  hole: 'ख़ाली छेद',
  startHole: 'शुरुआती छेद',
  deadEnd: 'बंद रास्ता',
  allDeadEnds: 'हर छलाँग बंद रास्ते पर',
  separator: ', ',
  pegsLeft: (n) => left(n),
  central: 'सिर्फ़ एक गोटी बची, वह भी शुरुआती छेद में: एकदम सही हल!',
  onePeg: 'सिर्फ़ एक गोटी बची: हल हो गया!',
  stuck: (n) => `अब कोई छलाँग नहीं: ${left(n)}।`,
  noLongerCentral: 'आख़िरी गोटी अब शुरुआती छेद में नहीं पहुँच सकती।',
  noLongerOnePeg: 'अब सिर्फ़ एक गोटी पर खेल ख़त्म करना मुमकिन नहीं।',
  deadEndPegs: (n) =>
    plural('hi', n, {
      one: 'घेरे में दिखाई गई # गोटी से सिर्फ़ बंद रास्ते निकलते हैं।',
      other: 'घेरे में दिखाई गई # गोटियों से सिर्फ़ बंद रास्ते निकलते हैं।',
    }),
  jumped: (from, to, pegs) => `${from} से ${to} पर छलाँग; ${left(pegs)}।`,
  solve: 'हल करें',
  solving: 'हल किया जा रहा है…',
  refusals: {
    notAJump: (from, to) =>
      `गोटी एक सीध में अपने बग़ल वाली गोटी के ऊपर से छलाँग लगाकर ठीक उसके आगे वाले छेद में जाती है: ${from} से ${to} ऐसी छलाँग नहीं है।`,
    noPeg: (from) => `${from} पर छलाँग लगाने के लिए कोई गोटी नहीं है।`,
    nothingToJump: (from, to, over) =>
      `${from} से ${to} की छलाँग ${over} के ऊपर से होती, पर वह छेद ख़ाली है: गोटी किसी गोटी के ऊपर से ही छलाँग लगाती है।`,
    holeFull: (to) => `${to} पर पहले से एक गोटी है: छलाँग हमेशा किसी ख़ाली छेद में ही ख़त्म होती है।`,
  },
  keys: [
    'तीर कुंजियाँ, Home, End: छेदों के बीच घूमें',
    'किसी गोटी पर Enter या Space: उसे उठाएँ; फिर किसी ख़ाली छेद पर: वहाँ छलाँग लगाएँ (Esc से गोटी वापस रखें)',
    'h: सुझाव, ऐसी छलाँग जिससे खेल हल हो सके',
  ],
};

export default words;
