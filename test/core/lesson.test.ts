/**
 * Lessons, headless: a lesson's data checked as the rules replay it (a hostile page's included), and a step played:
 * an illegal move explained by the rules, a legal one the step does not ask for refused in the step's words, a `win`
 * step played as a puzzle, its defence answering.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MAX_LINE_TEXT } from '../../src/core/game.js';
import { MOST_STEPS, MOST_TEXT } from '../../src/core/lesson-data.js';
import { InvalidLessonError, StepRun, parseLesson, refusalOf, stepPosition } from '../../src/core/lesson.js';
import { rules as nim } from '../../src/games/nim/rules.js';
import { rules as ticTacToe } from '../../src/games/tictactoe/rules.js';

/** A lesson of tic-tac-toe: a first mark anywhere, then the square that makes three, then a win against a defence. */
const LINES = {
  id: 'lines',
  game: 'tictactoe',
  steps: [
    { id: 'first', goal: 'any', texts: { goal: 'Put your X on any square.' } },
    {
      id: 'three',
      goal: 'move',
      moves: ['a1', 'b1', 'a2', 'b2'],
      accept: ['a3'],
      texts: {
        goal: 'Make three in a row.',
        hint: 'Look at the a column.',
        wrong: { b3: 'That blocks O, but you can win at once.', '*': 'That makes no line of three.' },
      },
    },
  ],
};

const isInvalid = (pattern: RegExp) => (e: unknown) => e instanceof InvalidLessonError && pattern.test(e.message);

describe('a lesson as data', () => {
  it('reads a lesson whose every step replays, the moves it accepts written as the rules write them', () => {
    const lesson = parseLesson(ticTacToe, { ...LINES, steps: [{ ...LINES.steps[1], accept: [' A3 '] }] });
    assert.equal(lesson.game, 'tictactoe');
    assert.deepEqual(lesson.steps[0]!.accept, ['a3']);
    assert.equal(lesson.steps[0]!.texts!.wrong!['*'], 'That makes no line of three.');
    assert.deepEqual(parseLesson(ticTacToe, JSON.stringify(LINES)), parseLesson(ticTacToe, LINES));
  });

  it('refuses, saying where, what no step can be', () => {
    const step = LINES.steps[1]!;
    const cases: [unknown, RegExp][] = [
      [{ ...LINES, game: 'nim' }, /a "nim" lesson/],
      [{ ...LINES, id: 'a b' }, /"id"/],
      [{ ...LINES, steps: [] }, /1 to 40 steps/],
      [{ ...LINES, steps: Array.from({ length: MOST_STEPS + 1 }, (_, i) => ({ ...step, id: `s${i}` })) }, /1 to 40/],
      [{ ...LINES, steps: [step, step] }, /Step 2's id "three" is used twice/],
      [{ ...LINES, steps: [{ ...step, goal: 'dance' }] }, /Step 1 \(three\)'s "goal"/],
      [{ ...LINES, steps: [{ ...step, moves: ['a1', 'a1'] }] }, /move 2 is not legal/],
      [{ ...LINES, steps: [{ ...step, moves: ['a1', 'b1', 'a2', 'b2', 'a3'] }] }, /end of the game/],
      [{ ...LINES, steps: [{ ...step, accept: ['b1'] }] }, /accepts b1, which is not legal/],
      [{ ...LINES, steps: [{ ...step, accept: [] }] }, /"accept" is not a list of 1 to 64/],
      [{ ...LINES, steps: [{ ...step, goal: 'any' }] }, /lists moves to accept, but its goal is "any"/],
      [{ ...LINES, steps: [{ ...step, options: { size: 99 } }] }, /options are not valid/],
      [{ ...LINES, steps: [{ ...step, texts: {} }] }, /no "goal"/],
      [{ ...LINES, steps: [{ ...step, texts: { goal: 'x'.repeat(MOST_TEXT + 1) } }] }, /1 to 600 characters/],
      [{ ...LINES, steps: [{ ...step, texts: { goal: 'g', wrong: { a1: 7 } } }] }, /"wrong a1"/],
      [{ ...LINES, steps: [{ ...step, goal: 'win', accept: undefined }] }, /without saying in how many moves/],
      [{ ...LINES, steps: [{ ...step, goal: 'win', accept: undefined, winIn: 1 }] }, /without the line that wins/],
      [{ ...LINES, steps: [{ ...step, goal: 'win', accept: undefined, winIn: 1, solution: ['c3'] }] }, /does not win/],
      [{ ...LINES, steps: [{ ...step, goal: 'win', winIn: 1, solution: ['a3'] }] }, /goal is "win"/],
      ['x'.repeat(MAX_LINE_TEXT + 1), /at most/],
      ['{"id": "lines", "steps": [', /The lesson/],
    ];
    for (const [data, pattern] of cases) assert.throws(() => parseLesson(ticTacToe, data), isInvalid(pattern));
  });
});

describe('a step played', () => {
  it('explains an illegal move by the rules, refuses a legal one it does not ask for in its own words, and plays the one it asks', async () => {
    const lesson = parseLesson(ticTacToe, LINES);
    const run = new StepRun(ticTacToe, lesson.steps[1]!);
    const at = (name: string) => ticTacToe.moveFromString(ticTacToe.newGame(), name);
    assert.deepEqual(await run.tryMove(at('a1')), {
      verdict: 'illegal',
      move: 'a1',
      refusal: { rule: 'illegal', values: { message: 'a1 is already taken.' } },
    });
    assert.deepEqual(await run.tryMove(at('b3')), {
      verdict: 'wrong',
      move: 'b3',
      said: 'That blocks O, but you can win at once.',
    });
    assert.deepEqual(await run.tryMove(at('c2')), {
      verdict: 'wrong',
      move: 'c2',
      said: 'That makes no line of three.',
    });
    assert.equal(run.state.ply, 4, 'nothing refused was played');
    assert.equal(await run.hint(), 'a3');
    assert.deepEqual(await run.tryMove(at('a3')), { verdict: 'done', move: 'a3', replies: [] });
    assert.equal(run.solved, true);
    assert.equal(ticTacToe.result(run.state)?.winner, 'first');
    assert.deepEqual(run.tried, ['a1', 'b3', 'c2', 'a3']);
    await assert.rejects(run.tryMove(at('c3')), /The step is done/);
    assert.equal(await run.hint(), null);
  });

  it("takes any legal move where the step asks for any, and uses a game's own explainer first", async () => {
    const lesson = parseLesson(ticTacToe, LINES);
    const explained = { rule: 'taken', values: { square: 'b2' } };
    const run = new StepRun(ticTacToe, lesson.steps[0]!, () => explained);
    const start = ticTacToe.newGame();
    const b2 = ticTacToe.moveFromString(start, 'b2');
    assert.equal((await run.tryMove(b2)).verdict, 'done');
    const taken = new StepRun(ticTacToe, parseLesson(ticTacToe, LINES).steps[1]!, () => explained);
    assert.deepEqual(await taken.tryMove(b2), { verdict: 'illegal', move: 'b2', refusal: explained });
  });

  it('plays a win step as a puzzle: the solution followed, the defence answering, the moves left counting down', async () => {
    const lesson = parseLesson(nim, {
      id: 'last',
      steps: [
        {
          id: 'two-heaps',
          goal: 'win',
          options: { heaps: [1, 2] },
          winIn: 2,
          solution: ['2:1', '1:1', '2:1'],
          texts: { goal: 'Take the last match.', wrong: { '*': 'Now your opponent can take the last.' } },
        },
      ],
    });
    const step = lesson.steps[0]!;
    const run = new StepRun(nim, step);
    const move = (text: string) => nim.moveFromString(run.state, text);
    assert.equal(run.movesLeft, 2);
    assert.deepEqual(await run.tryMove(move('2:2')), {
      verdict: 'wrong',
      move: '2:2',
      said: 'Now your opponent can take the last.',
    });
    assert.deepEqual(await run.tryMove({ heap: 0, take: 2 }), {
      verdict: 'illegal',
      move: '1:2',
      refusal: refusalOf(nim, stepPosition(nim, step), { heap: 0, take: 2 }),
    });
    assert.deepEqual(await run.tryMove(move('2:1')), { verdict: 'correct', move: '2:1', replies: ['1:1'] });
    assert.equal(run.movesLeft, 1);
    assert.deepEqual(await run.tryMove(move('2:1')), { verdict: 'done', move: '2:1', replies: [] });
    assert.equal(nim.result(run.state)?.winner, 'first');
  });
});
