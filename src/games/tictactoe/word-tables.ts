/** Tic-tac-toe's words in every built-in language: English at hand, each other language loaded when first spoken. */
import type { EveryLanguage } from '../../core/language.js';
import { type TicTacToeWords, en } from './words.js';

/** The tables, by language. */
export const words: EveryLanguage<TicTacToeWords> = {
  en,
  zh: () => import('../../languages/zh/tictactoe.js'),
  'zh-Hant': () => import('../../languages/zh-Hant/tictactoe.js'),
  es: () => import('../../languages/es/tictactoe.js'),
  fr: () => import('../../languages/fr/tictactoe.js'),
  de: () => import('../../languages/de/tictactoe.js'),
  pt: () => import('../../languages/pt/tictactoe.js'),
  it: () => import('../../languages/it/tictactoe.js'),
  ru: () => import('../../languages/ru/tictactoe.js'),
  uk: () => import('../../languages/uk/tictactoe.js'),
  pl: () => import('../../languages/pl/tictactoe.js'),
  tr: () => import('../../languages/tr/tictactoe.js'),
  ja: () => import('../../languages/ja/tictactoe.js'),
  ko: () => import('../../languages/ko/tictactoe.js'),
  ar: () => import('../../languages/ar/tictactoe.js'),
  he: () => import('../../languages/he/tictactoe.js'),
  hi: () => import('../../languages/hi/tictactoe.js'),
};
