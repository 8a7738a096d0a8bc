/** The texts every board shares, in Hindi (everyday Hindi as Indian game apps write it, addressing «आप»). */
import type { Messages } from '../../element/base/messages.js';
import { isName, markAfter } from '../names.js';
import { list, num, plural, sentences } from '../intl.js';

/** The player's own default name; the boards also give it with a mark, as in "आप (X)". */
const YOU = 'आप';

/** Whether `name` is the player's own default name, alone or with its mark: the sentence then speaks to the player. */
const isYou = (name: string) => isName(name, YOU);

/** What follows the name "आप": its mark, as in " (X)", or nothing. */
const markOf = (name: string) => markAfter(name, YOU);

// An inserted name is never the subject of a verb that shows gender: "X की बारी", "X की जीत हुई", "X ने … छोड़ी".
const words: Messages = {
  sentences: (parts) => sentences(parts, '।', ' '),
  yourTurn: 'आपकी बारी',
  sideToMove: (name) => (isYou(name) ? `आपकी बारी${markOf(name)}` : `${name} की बारी`),
  thinking: 'कंप्यूटर सोच रहा है…',
  sideThinking: (name) => `${name} की बारी: सोच जारी है…`,
  waitingFor: (name) => `${name} का इंतज़ार है…`,
  youWin: 'आपकी जीत हुई!',
  youLose: 'आपकी हार हुई।',
  draw: 'बाज़ी बराबरी पर छूटी।',
  sideWins: (name) => (isYou(name) ? 'आपकी जीत हुई!' : `${name} की जीत हुई!`),
  forcedWinSeen: 'मुझे पक्की जीत का रास्ता दिख रहा है।',
  played: (name, move) => (isYou(name) ? `आपकी चाल: ${move}।` : `${name} की चाल: ${move}।`),
  you: YOU,
  computer: 'कंप्यूटर',
  opponent: 'प्रतिद्वंद्वी',
  player1: 'खिलाड़ी 1',
  player2: 'खिलाड़ी 2',
  wins: (count) => plural('hi', count, { one: '# जीत', other: '# जीत' }),
  newGame: 'नया खेल',
  undo: 'वापस लें',
  redo: 'फिर से करें',
  hint: 'सुझाव',
  hintIs: (move) => `सुझाव: ${move}।`,
  keys: 'कुंजियाँ',
  keysTitle: 'कीबोर्ड',
  commonKeys: [
    'तीर कुंजियाँ, Home, End: बोर्ड पर घूमें',
    'Enter या Space: फ़ोकस वाले खाने पर चाल चलें',
    'Esc: चुनाव रद्द करें, यह सूची बंद करें',
    'h: सुझाव',
    'u: चाल वापस लें',
    'n: नया खेल',
    's: स्थिति पढ़कर सुनाएँ',
    '?: यह सूची दिखाएँ या छिपाएँ',
  ],
  moveList: 'चालें',
  noMoves: 'अभी तक कोई चाल नहीं।',
  review: 'समीक्षा',
  learn: 'सीखें',
  players: 'खिलाड़ी',
  newGameHint: 'दोबारा खेलने के लिए “नया खेल” दबाएँ या बोर्ड पर क्लिक करें।',
  namesTitle: 'कौन खेल रहा है?',
  nameOf: (side) => (isYou(side) ? `आपका नाम${markOf(side)}` : `${side} का नाम`),
  start: 'शुरू करें',
  pass: 'बारी छोड़ें',
  mustPass: (name) =>
    isYou(name) ? `आपकी बारी${markOf(name)}: कोई चाल नहीं, बारी छोड़ें` : `${name}: कोई चाल नहीं, बारी छोड़नी होगी`,
  passed: (name) => (isYou(name) ? 'कोई चाल न होने से आपने बारी छोड़ी।' : `कोई चाल न होने से ${name} ने बारी छोड़ी।`),
  pieceSelected: (square, targets) => `${square} की गोटी उठाई गई; यह ${list('hi', targets, 'or')} पर जा सकती है।`,
  selectionCleared: 'गोटी वापस रखी गई।',
  cannotMoveFrom: (square) => `${square} पर आपकी ऐसी कोई गोटी नहीं जो चल सके।`,
  selected: 'उठाई गई',
  target: 'उठाई गई गोटी यहाँ जा सकती है',
  lastFrom: 'पिछली चाल यहाँ से',
  lastTo: 'पिछली चाल यहाँ तक',
  hinted: 'सुझाव',
  music: 'संगीत',
  clockOf: (name) => (isYou(name) ? `आपकी घड़ी${markOf(name)}` : `${name} की घड़ी`),
  timeLow: (name) =>
    isYou(name) ? `आपके पास ${num('hi', 10)} सेकंड से कम बचे हैं।` : `${name}: ${num('hi', 10)} सेकंड से कम बचे हैं।`,
  outOfTime: (name) => (isYou(name) ? 'आपका समय ख़त्म।' : `${name}: समय ख़त्म।`),
  notSaved: (reason) =>
    ({
      unreadable: 'यहाँ सहेजा गया एक खेल पढ़ा नहीं जा सकता। आपकी अगली चाल तक उसे जैसा है वैसा ही रखा जाएगा।',
      'newer-version': 'यहाँ सहेजा गया खेल किसी नए संस्करण का है। आपकी अगली चाल तक उसे जैसा है वैसा ही रखा जाएगा।',
      'other-options': 'यहाँ सहेजे गए खेल की सेटिंग अलग है। आपकी अगली चाल तक उसे जैसा है वैसा ही रखा जाएगा।',
      quota: 'स्टोरेज भर गया है: यह खेल सहेजा नहीं जा रहा।',
      unavailable: 'यह ब्राउज़र स्टोरेज की अनुमति नहीं देता: यह खेल सहेजा नहीं जा रहा।',
    })[reason],
};

export default words;
