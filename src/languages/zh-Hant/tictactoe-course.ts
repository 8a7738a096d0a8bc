/**
 * Tic-tac-toe's course in Traditional Chinese (Taiwan); the board's 格子, 棋盤 and 連線, rows and columns 橫排 and 直排 (Taiwan's
 * 列 and 行 run the other way).
 */
import type { CourseTexts } from '../../core/lesson-data.js';

const texts: CourseTexts = {
  marks: {
    title: '你的第一步',
    steps: {
      first: {
        goal: '你是 X：點一下或輕觸任一個空格，或用方向鍵移到那裡再按 Enter 鍵，在那裡放一個 X。',
        done: '這就是一步。接著輪到 O，你們輪流下，直到有一方三個連成一線，或棋盤下滿為止。',
      },
    },
  },
  lines: {
    title: '三個連成一線',
    steps: {
      row: {
        goal: '獲勝：在你的兩個 X 旁邊放上第三個 X，讓三個連成一線。',
        hint: '你的兩個 X 在同一橫排。這一排還有一格是空的。',
        done: '橫向三個連成一線：你贏了。',
        wrong: { '*': '這一格無法讓三個 X 連成一線。沿著你兩個 X 所在的那一橫排看看。' },
      },
      column: {
        goal: '再贏一次：直排上三個連成一線也能獲勝。',
        hint: '你的兩個 X 上下相鄰。',
        done: '直向三個連成一線：你贏了。',
        wrong: {
          b3: '這樣能擋住 O，但你可以馬上獲勝：先完成自己的連線。',
          '*': '這一格無法讓三個 X 連成一線。',
        },
      },
      diagonal: {
        goal: '再贏一次：從角落到角落的兩條對角線也是連線。',
        hint: '你的 X 在一個角落和正中央。哪個角落和你的角落相對？',
        done: '對角線三個連成一線：你贏了。三條橫排、三條直排和兩條對角線，就是棋盤上的八條連線。',
        wrong: { '*': '這一格無法讓三個 X 連成一線。從角落到角落、經過正中央看看。' },
      },
    },
  },
  block: {
    title: '擋住連線',
    steps: {
      column: {
        goal: 'O 已經有兩個連成一線，下一步就會完成：把你的 X 下在能擋住 O 的地方。',
        hint: '找出有兩個 O 和一個空格的那條線。',
        done: '擋住了。無法馬上獲勝時，先擋住對手快要完成的連線。',
        wrong: { '*': '這樣 O 就會下在那條線的空格並獲勝。找出有兩個 O 的那條線。' },
      },
      diagonal: {
        goal: 'O 又有威脅了：擋住它。',
        hint: '這次是一條對角線。',
        done: '又擋住了。對角線上的連線最容易被忽略。',
        wrong: { '*': 'O 在一條對角線上仍有兩個，第三格還空著。' },
      },
    },
  },
  fork: {
    title: '一次兩個威脅',
    steps: {
      'two-threats': {
        goal: '一步同時做出兩條各有兩個 X 的線：O 只能擋住一條，你用另一條獲勝。',
        hint: '找一個空格，既保留第一條線，又能和你的 X 開始第二條線。',
        done: '這叫雙重威脅：有兩個威脅，一步棋擋不住兩個。井字遊戲大多就是這樣贏的。',
        wrong: { '*': '這樣下之後，O 能擋住你唯一的威脅。找一個能做出兩個威脅的格子。' },
      },
    },
  },
  larger: {
    title: '更大的棋盤',
    steps: {
      four: {
        goal: '在 4×4 的棋盤上，四個連成一線才獲勝：補上第四個，完成你的連線。',
        hint: '你的三個 X 在同一橫排。',
        done: '四個連成一線。棋盤越大，連線越長，防守也越重要。',
        wrong: { '*': '這樣無法四個連成一線，接著 O 會完成自己的連線。' },
      },
    },
  },
};

export default texts;
