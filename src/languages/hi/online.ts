/** Online play's texts in Hindi (addressing the player as «आप»). */
import type { OnlineWords } from '../../element/online/online-words.js';
import { plural } from '../intl.js';

// An inserted name is never the subject of a verb that shows gender: "X की ओर से …", "X ने हार मान ली".
const words: OnlineWords = {
  panel: 'ऑनलाइन खेल',
  invite: 'दोस्त को बुलाएँ',
  inviteHelp: 'यह लिंक किसी दोस्त को भेजें, या उन्हें कोड बता दें।',
  inviteLink: 'न्योते का लिंक',
  copy: 'लिंक कॉपी करें',
  copied: 'लिंक कॉपी हो गया।',
  code: 'कोड',
  joinCode: 'दोस्त का कोड',
  join: 'जुड़ें',
  badCode: 'कोड में छह अक्षर और अंक होते हैं, जैसे k7m2qp।',
  waiting: 'आपके दोस्त का इंतज़ार है…',
  connecting: 'जोड़ा जा रहा है…',
  connectedTo: (name) => `${name} के साथ ऑनलाइन खेल जारी है।`,
  connected: 'ऑनलाइन खेल जारी है।',
  reconnecting: 'कनेक्शन टूट गया, फिर से जोड़ा जा रहा है…',
  closed: 'कनेक्शन नहीं है।',
  registering: 'ऑनलाइन सर्वर पर न्योता दर्ज किया जा रहा है…',
  unreachable: (host) => `ऑनलाइन सर्वर (${host}) तक पहुँचा नहीं जा सका।`,
  retry: 'फिर कोशिश करें',
  full: 'इस खेल में पहले से दो खिलाड़ी हैं।',
  intruder: 'किसी और ने इस खेल के कोड से जुड़ने की कोशिश की; उसे लौटा दिया गया।',
  joinAsk: (code) => `इस पेज का लिंक किसी दूसरे खेल (${code}) से जुड़ने को कह रहा है। यह खेल छोड़कर उससे जुड़ें?`,
  joinOther: 'छोड़ें और जुड़ें',
  stay: 'यहीं रहें',
  stop: 'छोड़ें',
  resign: 'हार मानें',
  offerDraw: 'बराबरी का प्रस्ताव दें',
  askUndo: 'चाल वापस लेने को कहें',
  accept: 'स्वीकार करें',
  decline: 'मना करें',
  rematch: 'दोबारा मुक़ाबला',
  theyOffer: (name, what) =>
    ({
      draw: `${name} की ओर से बराबरी का प्रस्ताव।`,
      undo: `${name} की ओर से पिछली चाल वापस लेने का अनुरोध।`,
      rematch: `${name} की ओर से पक्ष बदलकर दोबारा मुक़ाबले का प्रस्ताव।`,
    })[what],
  weOffered: (what) =>
    ({
      draw: 'बराबरी का प्रस्ताव भेजा गया; जवाब का इंतज़ार है।',
      undo: 'चाल वापस लेने का अनुरोध भेजा गया; जवाब का इंतज़ार है।',
      rematch: 'दोबारा मुक़ाबले का प्रस्ताव भेजा गया; जवाब का इंतज़ार है।',
    })[what],
  declined: (what) =>
    ({
      draw: 'बराबरी का प्रस्ताव ठुकरा दिया गया।',
      undo: 'चाल वापस लेने का अनुरोध ठुकरा दिया गया।',
      rematch: 'दोबारा मुक़ाबले का प्रस्ताव ठुकरा दिया गया।',
    })[what],
  resigned: (name) => `${name} ने हार मान ली।`,
  drawAgreed: 'आपसी सहमति से बराबरी।',
  friend: 'दोस्त',
  watchLink: 'देखने का लिंक',
  watchHelp: 'इस लिंक से कोई भी यह खेल लाइव देख सकता है, पर खेल नहीं सकता।',
  watchers: (count) => plural('hi', count, { one: '# व्यक्ति देख रहा है।', other: '# लोग देख रहे हैं।' }),
  watchingGame: (first, second) => `आप ${first} और ${second} का खेल देख रहे हैं।`,
  watchingWait: 'खेल से जोड़ा जा रहा है…',
  stopWatching: 'देखना बंद करें',
  left: (name) => `${name} ने खेल छोड़ दिया: उनके लौटने का इंतज़ार है।`,
  mayClaim: (name) => `${name} को गए काफ़ी देर हो गई है। आप जीत का दावा कर सकते हैं या बाज़ी बराबर घोषित कर सकते हैं।`,
  claimWin: 'जीत का दावा करें',
  claimDraw: 'बराबरी घोषित करें',
  claimedWin: 'आपने जीत का दावा किया।',
  calledDraw: 'आपने बाज़ी बराबर घोषित की।',
  claimedAgainst: (name, draw) =>
    draw ? `आपके जाने के बाद ${name} ने बाज़ी बराबर घोषित की।` : `आपके जाने के बाद ${name} ने जीत का दावा किया।`,
  claimRefused: (name) => `कनेक्शन टूटने पर ${name} ने बाज़ी पर दावा किया, पर आपका बोर्ड पूरे समय यहीं था: खेल जारी है।`,
  claimWithdrawn: (name) =>
    `${name} का बोर्ड पूरे समय वहीं था: गड़बड़ी कनेक्शन में थी, ${name} की ओर से नहीं। ` +
    'आपका दावा वापस ले लिया गया है और खेल जारी है।',
};

export default words;
