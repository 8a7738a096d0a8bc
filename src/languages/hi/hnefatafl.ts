/** Hnefatafl's words in Hindi; plain descriptive terms (राजा, सिंहासन, हमलावर, रक्षक), Hindi having no tafl writing. */
import type { HnefataflWords } from '../../games/hnefatafl/words.js';
import { list, num, plural } from '../intl.js';

/** The player's own default name, as `messages.ts` gives it: the sentence then speaks to the player. */
const YOU = 'आप';

/** The pieces a move took, with the verb agreeing: "एक गोटी मारी गई", "3 गोटियाँ मारी गईं". */
const taken = (n: number) => plural('hi', n, { one: 'एक गोटी मारी गई', other: '# गोटियाँ मारी गईं' });

const words: HnefataflWords = {
  variantName: (v) => ({ copenhagen: 'कोपेनहेगन', fetlar: 'फ़ेटलर', tablut: 'टाब्लुट', brandubh: 'ब्रैनडुब' })[v],
  boardLabel: (variant, size) => `ह्नेफ़ाताफ़्ल, ${variant} नियम, ${num('hi', size)} × ${num('hi', size)}`,
  attackers: 'हमलावर',
  defenders: 'रक्षक',
  attacker: 'हमलावर',
  defender: 'रक्षक',
  king: 'राजा',
  empty: 'ख़ाली',
  throne: 'सिंहासन',
  corner: 'कोना',
  onOpenLine: 'राजा के खुले रास्ते पर',
  capture: 'विरोधी गोटी मरेगी',
  separator: ', ',
  moved: (name, from, to, captured) =>
    `${name === YOU ? 'आपकी' : `${name} की`} चाल: ${from} से ${to}${captured > 0 ? `, ${taken(captured)}` : ''}।`,
  openLines: (squares) => `राजा के लिए ${list('hi', squares)} तक रास्ता खुला है!`,
  reasons: {
    escaped: 'राजा बच निकला।',
    'exit-fort': 'राजा किनारे के एक क़िले में सुरक्षित है।',
    'king-captured': 'राजा पकड़ा गया।',
    encircled: 'हमलावरों ने सभी रक्षकों को घेर लिया।',
    'no-moves': 'जिसकी बारी थी, उसके पास कोई चाल नहीं थी।',
    'move-limit': `खेल ${num('hi', 1000)} चालों की सीमा तक पहुँच गया, जो किसी खेल की अधिकतम लंबाई है: बराबरी।`,
    repetition: 'एक ही स्थिति तीन बार दोहराई गई।',
  },
  refusals: {
    straight: (from, to) => `गोटियाँ शतरंज के हाथी की तरह पंक्ति या कॉलम में चलती हैं: ${from} और ${to} एक सीध में नहीं हैं।`,
    blocked: (square) => `${square} की गोटी रास्ते में है: कोई गोटी दूसरी गोटी को लाँघ नहीं सकती।`,
    kingOnly: (square) => `${square} पर सिर्फ़ राजा रुक सकता है।`,
    thronePass: (square) => `इन नियमों में सिंहासन (${square}) को सिर्फ़ राजा पार कर सकता है।`,
    kingRange: (count) =>
      `इन नियमों में राजा एक चाल में ज़्यादा से ज़्यादा ${plural('hi', count, { one: '# खाना', other: '# खाने' })} चल सकता है।`,
  },
  keys: [
    'तीर कुंजियाँ, Home, End: खानों के बीच घूमें',
    'अपनी गोटी पर Enter या Space: उसे उठाएँ; फिर किसी खाने पर: वहाँ चलें (Esc से गोटी वापस रखें)',
  ],
};

export default words;
