/** Peg solitaire's words in every built-in language: English at hand, each other language loaded when first spoken. */
import type { EveryLanguage } from '../../core/language.js';
import { type PegSolitaireWords, en } from './words.js';

/** The tables, by language. */
export const words: EveryLanguage<PegSolitaireWords> = {
  en,
  zh: () => import('../../languages/zh/peg-solitaire.js'),
  'zh-Hant': () => import('../../languages/zh-Hant/peg-solitaire.js'),
  es: () => import('../../languages/es/peg-solitaire.js'),
  fr: () => import('../../languages/fr/peg-solitaire.js'),
  de: () => import('../../languages/de/peg-solitaire.js'),
  pt: () => import('../../languages/pt/peg-solitaire.js'),
  it: () => import('../../languages/it/peg-solitaire.js'),
  ru: () => import('../../languages/ru/peg-solitaire.js'),
  uk: () => import('../../languages/uk/peg-solitaire.js'),
  pl: () => import('../../languages/pl/peg-solitaire.js'),
  tr: () => import('../../languages/tr/peg-solitaire.js'),
  ja: () => import('../../languages/ja/peg-solitaire.js'),
  ko: () => import('../../languages/ko/peg-solitaire.js'),
  ar: () => import('../../languages/ar/peg-solitaire.js'),
  he: () => import('../../languages/he/peg-solitaire.js'),
  hi: () => import('../../languages/hi/peg-solitaire.js'),
};
