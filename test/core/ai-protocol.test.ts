import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type AiSource, answerAiRequest } from '../../src/core/ai-protocol.js';
import { ai as nim } from '../../src/games/nim/ai.js';
import { rules as nimRules } from '../../src/games/nim/rules.js';
import { ai as connectFour } from '../../src/games/connect-four/ai.js';
import { playDigits, rules as c4Rules } from '../../src/games/connect-four/rules.js';
import { aiLink as nimLink } from '../../src/games/nim/ai-link.js';
import { aiLink as reversiLink } from '../../src/games/reversi/ai-link.js';
import { rules as reversiRules } from '../../src/games/reversi/rules.js';

const registry = { nim } as AiSource;

describe('answerAiRequest', () => {
  it('answers with the game AI decision, through a structured clone as a worker sees it', async () => {
    const state = structuredClone(nimRules.newGame({ heaps: [3, 4, 5] }));
    const answer = await answerAiRequest(
      registry,
      structuredClone({ id: 7, game: 'nim', state, options: { seed: 1 } }),
    );
    assert.deepEqual(answer, { id: 7, thought: { move: { heap: 0, take: 2 }, proven: 'win' } });
  });

  it('reports unknown games and finished positions as errors, never throwing', async () => {
    assert.deepEqual(await answerAiRequest(registry, { id: 1, game: 'chess', state: {}, options: {} }), {
      id: 1,
      error: 'No AI for the game "chess".',
      unknown: true,
    });
    assert.deepEqual(await answerAiRequest(registry, { id: 2, game: 'toString', state: {}, options: {} }), {
      id: 2,
      error: 'No AI for the game "toString".',
      unknown: true,
    });
    const over = nimRules.newGame({ heaps: [1] });
    const done = nimRules.play(over, { heap: 0, take: 1 });
    const answer = await answerAiRequest(registry, { id: 3, game: 'nim', state: done, options: {} });
    assert.equal(answer.id, 3);
    assert.ok('error' in answer && /game is over/.test(answer.error));
    // An AI without `analyse` (a game of one's own may give none).
    const thinkOnly = { nim: { maxDepth: nim.maxDepth, think: nim.think } } as AiSource;
    assert.deepEqual(
      await answerAiRequest(thinkOnly, { id: 4, kind: 'analyse', game: 'nim', state: over, options: {} }),
      { id: 4, error: 'The game "nim" has no analysis.' },
    );
  });

  it('loads what the AI needs, then answers analysis requests', async () => {
    // Red has three on the bottom row of a 5x4 board: column 4 wins at once, the rest are solved.
    const state = structuredClone(playDigits(c4Rules.newGame({ columns: 5, rows: 4 }), '112233'));
    const answer = await answerAiRequest({ 'connect-four': connectFour } as AiSource, {
      id: 5,
      kind: 'analyse',
      game: 'connect-four',
      state,
      options: {},
    });
    assert.ok('analysis' in answer);
    assert.equal(answer.analysis.complete, true);
    assert.equal(answer.analysis.values.length, 5);
    const best = answer.analysis.values.reduce((a, b) => (b.score > a.score ? b : a));
    assert.deepEqual(best, { move: 3, score: 7 }, 'column 4 wins with the fourth red disc: 11 - 4 on 20 cells');
  });

  it('loads an AI on the first request, as the worker does', async () => {
    const links = { nim: () => nimLink.load(), reversi: () => reversiLink.load() } as AiSource;
    const state = nimRules.newGame({ heaps: [3, 4, 5] });
    assert.deepEqual(await answerAiRequest(links, { id: 6, game: 'nim', state, options: { seed: 1 } }), {
      id: 6,
      thought: { move: { heap: 0, take: 2 }, proven: 'win' },
    });
    const start = reversiRules.newGame({ size: 4 });
    const answer = await answerAiRequest(links, {
      id: 8,
      game: 'reversi',
      state: start,
      options: { depth: 2, seed: 1 },
    });
    assert.ok('thought' in answer && reversiRules.legalMoves(start).includes(answer.thought.move as number));
    assert.equal(nimLink.maxDepth(state), nim.maxDepth(state), 'the link and the AI agree on the depth scale');
    assert.equal(reversiLink.analyses, true);
  });

  it('loads the AI of a game it does not know from the module its request names, once', async () => {
    const imported: string[] = [];
    const importer = async (url: string) => {
      imported.push(url);
      return { ai: nim };
    };
    const state = nimRules.newGame({ heaps: [3, 4, 5] });
    const url = 'https://games.example/kalah/ai.js';
    for (const id of [11, 12]) {
      const answer = await answerAiRequest(
        {},
        { id, game: 'kalah', module: url, state, options: { seed: 1 } },
        importer,
      );
      assert.deepEqual(answer, { id, thought: { move: { heap: 0, take: 2 }, proven: 'win' } });
    }
    assert.deepEqual(imported, [url], 'imported on the first request only');
    // The module named wins over a known game of the same id: the board said which AI is its own.
    const own = await answerAiRequest(
      registry,
      { id: 13, game: 'nim', module: 'https://games.example/other.js', state, options: {} },
      async () => ({ ai: { maxDepth: () => 1, think: () => ({ move: 'mine', proven: null }) } }),
    );
    assert.deepEqual(own, { id: 13, thought: { move: 'mine', proven: null } });
  });

  it('refuses a module that is not a web script, exports no AI or fails to load, and tries a failed one again', async () => {
    const state = nimRules.newGame({ heaps: [1] });
    let calls = 0;
    let down = true;
    const importer = async (url: string) => {
      calls++;
      if (url.includes('down') && down) {
        down = false;
        throw new TypeError('Failed to fetch dynamically imported module');
      }
      if (url.includes('empty')) return { think: () => null };
      return { ai: nim };
    };
    for (const module of [
      'javascript:alert(1)',
      'file:///etc/passwd',
      'data:text/javascript,export const ai = 1',
      './relative.js',
    ]) {
      const answer = await answerAiRequest({}, { id: 1, game: 'x', module, state, options: {} }, importer);
      assert.ok(
        'error' in answer && /not an http\(s\) or blob URL|not an absolute URL/.test(answer.error),
        `${module}: ${JSON.stringify(answer)}`,
      );
    }
    // A whole script given as a data: URL is named by its first 80 characters, never printed whole.
    const source = `data:text/javascript;base64,${Buffer.from('export const ai = {};'.repeat(500)).toString('base64')}`;
    const long = await answerAiRequest({}, { id: 1, game: 'x', module: source, state, options: {} }, importer);
    const said = 'error' in long ? long.error : '';
    assert.ok(
      said.includes(source.slice(0, 80)) && !said.includes(source.slice(0, 81)) && said.length < 200,
      said.slice(0, 300),
    );
    assert.match(said, /\(\d+ characters\)/);
    assert.equal(calls, 0, 'nothing imported for a refused URL');
    const empty = await answerAiRequest(
      {},
      { id: 2, game: 'x', module: 'https://a.example/empty.js', state, options: {} },
      importer,
    );
    assert.ok('error' in empty && /exports no "ai"/.test(empty.error));
    const first = await answerAiRequest(
      {},
      { id: 3, game: 'x', module: 'https://a.example/down.js', state, options: {} },
      importer,
    );
    assert.ok('error' in first && /Failed to fetch/.test(first.error));
    assert.ok(
      'unknown' in first && first.unknown,
      'a module that did not load: the board thinks on the main thread instead',
    );
    const again = await answerAiRequest(
      {},
      { id: 4, game: 'x', module: 'https://a.example/down.js', state, options: {} },
      importer,
    );
    assert.ok('thought' in again, 'the next request imports the module again');
  });
});
