/**
 * Tic-tac-toe's course in Chinese (Simplified); the board's 格子, 棋盘 and 连线, rows 行 and columns 列 as the mainland counts
 * them.
 */
import type { CourseTexts } from '../../core/lesson-data.js';

const texts: CourseTexts = {
  marks: {
    title: '你的第一步',
    steps: {
      first: {
        goal: '你执 X：点击或轻触任意一个空格，或者用方向键移到那里再按 Enter，在那里放一个 X。',
        done: '这就是一步棋。接着轮到 O，你们轮流下，直到有一方三子连成一线，或者棋盘下满。',
      },
    },
  },
  lines: {
    title: '三子连线',
    steps: {
      row: {
        goal: '取胜：在你的两个 X 旁边再放第三个 X，三子连成一线。',
        hint: '你的两个 X 在同一行。这一行还有一个空格。',
        done: '横向三子连线：你赢了。',
        wrong: { '*': '这一格连不成三个 X。沿着你两个 X 所在的那一行看看。' },
      },
      column: {
        goal: '再赢一次：竖着在一列里连成三子同样获胜。',
        hint: '你的两个 X 上下相邻。',
        done: '竖向三子连线：你赢了。',
        wrong: {
          b3: '这样能挡住 O，但你可以马上获胜：先完成自己的连线。',
          '*': '这一格连不成三个 X。',
        },
      },
      diagonal: {
        goal: '再赢一次：从角到角的两条对角线也是连线。',
        hint: '你的 X 在一个角上和正中间。哪个角与你的角相对？',
        done: '对角线三子连线：你赢了。三行、三列和两条对角线，就是棋盘上的八条连线。',
        wrong: { '*': '这一格连不成三个 X。从角到角、经过正中间看看。' },
      },
    },
  },
  block: {
    title: '挡住连线',
    steps: {
      column: {
        goal: 'O 已有两子连线，下一步就会连成三子：把你的 X 放在能挡住 O 的地方。',
        hint: '找出有两个 O 和一个空格的那条线。',
        done: '挡住了。不能马上获胜时，先挡住对手即将完成的连线。',
        wrong: { '*': '那样 O 会下在它那条线的空格上并获胜。找出有两个 O 的那条线。' },
      },
      diagonal: {
        goal: 'O 又有威胁了：挡住它。',
        hint: '这次是一条对角线。',
        done: '又挡住了。对角线上的连线最容易被忽略。',
        wrong: { '*': 'O 在一条对角线上仍有两子，第三格还空着。' },
      },
    },
  },
  fork: {
    title: '一步两个威胁',
    steps: {
      'two-threats': {
        goal: '一步棋同时做出两条各有两个 X 的线：O 只能挡住一条，你用另一条获胜。',
        hint: '找一个空格，既保留第一条线，又能和你的 X 开始第二条线。',
        done: '这叫双重威胁：有两个威胁，一步棋挡不住两个。井字棋大多就是这样赢的。',
        wrong: { '*': '这样下之后，O 能挡住你唯一的威胁。找一个能做出两个威胁的格子。' },
      },
    },
  },
  larger: {
    title: '更大的棋盘',
    steps: {
      four: {
        goal: '在 4×4 的棋盘上，连成四子才获胜：补上第四子，完成你的连线。',
        hint: '你的三个 X 在同一行。',
        done: '四子连线。棋盘越大，连线越长，防守也越重要。',
        wrong: { '*': '这样连不成四子，接着 O 会完成它自己的连线。' },
      },
    },
  },
};

export default texts;
