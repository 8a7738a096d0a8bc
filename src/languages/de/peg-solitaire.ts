/** Peg solitaire's words in German; terms as Wikipedia („Solitär (Brettspiel)“) uses them: Steine, Felder, Bretter. */
import type { Variant } from '../../games/peg-solitaire/rules.js';
import type { PegSolitaireWords } from '../../games/peg-solitaire/words.js';
import { plural } from '../intl.js';

const variantNames: Record<Variant, string> = {
  english: 'englisches Brett',
  french: 'französisches Brett',
  wiegleb: 'Wiegleb-Brett',
  diamond: 'Rautenbrett',
  triangle: 'Dreiecksbrett',
};

/** "3 Steine übrig". */
const left = (n: number) => plural('de', n, { one: '# Stein übrig', other: '# Steine übrig' });

const words: PegSolitaireWords = {
  boardLabel: (variant, holes) =>
    `Solitär, ${variantNames[variant]}, ${plural('de', holes, { one: '# Feld', other: '# Felder' })}`,
  peg: 'Stein',
  hole: 'leeres Feld',
  startHole: 'anfangs leeres Feld',
  deadEnd: 'Sackgasse',
  allDeadEnds: 'jeder Sprung führt in eine Sackgasse',
  separator: ', ',
  pegsLeft: (n) => left(n),
  central: 'Ein Stein übrig, auf dem anfangs leeren Feld: perfekt gelöst!',
  onePeg: 'Ein Stein übrig: gelöst!',
  stuck: (n) =>
    `Kein Sprung mehr möglich: ${plural('de', n, { one: '# Stein bleibt', other: '# Steine bleiben' })} übrig.`,
  noLongerCentral: 'Der letzte Stein kann nicht mehr auf dem anfangs leeren Feld enden.',
  noLongerOnePeg: 'Mit nur einem Stein zu enden, ist nicht mehr möglich.',
  deadEndPegs: (n) =>
    plural('de', n, {
      one: '# umrandeter Stein führt nur noch in Sackgassen.',
      other: '# umrandete Steine führen nur noch in Sackgassen.',
    }),
  jumped: (from, to, pegs) => `Sprung von ${from} nach ${to}; ${left(pegs)}.`,
  solve: 'Lösen',
  solving: 'Wird gelöst…',
  refusals: {
    notAJump: (from, to) =>
      `Ein Stein springt in gerader Linie über den benachbarten Stein auf das Feld direkt dahinter: Ein Zug von ${from} nach ${to} ist kein solcher Sprung.`,
    noPeg: (from) => `Auf ${from} steht kein Stein, der springen könnte.`,
    nothingToJump: (from, to, over) =>
      `Ein Sprung von ${from} nach ${to} ginge über ${over}, doch ${over} ist leer: Ein Stein springt über einen anderen Stein.`,
    holeFull: (to) => `Auf ${to} steht schon ein Stein: Ein Sprung endet auf einem leeren Feld.`,
  },
  keys: [
    'Pfeiltasten, Pos1, Ende: zwischen den Feldern wechseln',
    'Eingabetaste oder Leertaste auf einem Stein: ihn aufnehmen; dann auf einem leeren Feld: dorthin springen (Esc setzt ihn wieder ab)',
    'h: Tipp, ein Sprung, nach dem das Spiel lösbar bleibt',
  ],
};

export default words;
