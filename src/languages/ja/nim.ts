/** Nim's words in Japanese; terms as Japanese Wikipedia (「ニム」) uses them: 山・石. */
import type { NimWords } from '../../games/nim/words.js';
import { num } from '../intl.js';

const n = (x: number) => num('ja', x);

const words: NimWords = {
  boardLabel: (heaps, misere) =>
    `ニム、山の数${n(heaps)}、${misere ? '最後の石を取った人の負け' : '最後の石を取った人の勝ち'}`,
  heapLabel: (heap, size) => `${n(heap)}番目の山、石${n(size)}個`,
  pieceLabel: (heap, piece, size) => `${n(heap)}番目の山、${n(size)}個中${n(piece)}個目の石`,
  marked: '選択中',
  hinted: 'ヒント',
  separator: '、',
  emptyHeap: (heap) => `${n(heap)}番目の山は空です`,
  take: '取る',
  takeCount: (count) => `${n(count)}個取る`,
  keys: [
    'スペースキー：カーソルのある石を選択／選択解除（選べるのは同じ山の石だけ）',
    'Enterキー：選択した石を取る。選択がなければ、カーソルのある石とその後ろの石をすべて取る',
  ],
};

export default words;
