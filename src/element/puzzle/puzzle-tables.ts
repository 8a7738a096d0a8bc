/** The puzzle's texts in every built-in language: English at hand, each other language loaded when first spoken. */
import type { EveryLanguage } from '../../core/language.js';
import { type PuzzleWords, en } from './puzzle-words.js';

/** The tables, by language. */
export const puzzleTables: EveryLanguage<PuzzleWords> = {
  en,
  zh: () => import('../../languages/zh/puzzle.js'),
  'zh-Hant': () => import('../../languages/zh-Hant/puzzle.js'),
  es: () => import('../../languages/es/puzzle.js'),
  fr: () => import('../../languages/fr/puzzle.js'),
  de: () => import('../../languages/de/puzzle.js'),
  pt: () => import('../../languages/pt/puzzle.js'),
  it: () => import('../../languages/it/puzzle.js'),
  ru: () => import('../../languages/ru/puzzle.js'),
  uk: () => import('../../languages/uk/puzzle.js'),
  pl: () => import('../../languages/pl/puzzle.js'),
  tr: () => import('../../languages/tr/puzzle.js'),
  ja: () => import('../../languages/ja/puzzle.js'),
  ko: () => import('../../languages/ko/puzzle.js'),
  ar: () => import('../../languages/ar/puzzle.js'),
  he: () => import('../../languages/he/puzzle.js'),
  hi: () => import('../../languages/hi/puzzle.js'),
};
