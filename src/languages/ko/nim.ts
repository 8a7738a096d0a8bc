/** Nim's words in Korean; terms as Korean Wikipedia's article on Nim (님 게임) uses them: 더미, 돌. */
import type { NimWords } from '../../games/nim/words.js';
import { num } from '../intl.js';

const words: NimWords = {
  boardLabel: (heaps, misere) =>
    `님 게임, 더미 ${num('ko', heaps)}개, ${misere ? '마지막 돌을 가져가면 패배' : '마지막 돌을 가져가면 승리'}`,
  heapLabel: (heap, size) => `${num('ko', heap)}번 더미, 돌 ${num('ko', size)}개`,
  pieceLabel: (heap, piece, size) => `${num('ko', heap)}번 더미, 돌 ${num('ko', size)}개 중 ${num('ko', piece)}번째`,
  marked: '선택됨',
  hinted: '힌트',
  separator: ', ',
  emptyHeap: (heap) => `${num('ko', heap)}번 더미는 비어 있어요`,
  take: '가져가기',
  takeCount: (count) => `${num('ko', count)}개 가져가기`,
  keys: [
    '스페이스 바: 현재 돌을 선택하거나 선택 해제 (한 더미에서만 선택할 수 있어요)',
    'Enter: 선택한 돌을 가져가기, 또는 현재 돌과 그 뒤의 돌을 모두 가져가기',
  ],
};

export default words;
