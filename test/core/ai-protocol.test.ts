import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type AiRegistry, answerAiRequest } from '../../src/core/ai-protocol.js';
import { ai as nim } from '../../src/games/nim/ai.js';
import { rules as nimRules } from '../../src/games/nim/rules.js';

const registry = { nim } as AiRegistry;

describe('answerAiRequest', () => {
  it('answers with the game AI decision, through a structured clone as a worker sees it', () => {
    const state = structuredClone(nimRules.newGame({ heaps: [3, 4, 5] }));
    const answer = answerAiRequest(registry, structuredClone({ id: 7, game: 'nim', state, options: { seed: 1 } }));
    assert.deepEqual(answer, { id: 7, thought: { move: { heap: 0, take: 2 }, proven: 'win' } });
  });

  it('reports unknown games and finished positions as errors, never throwing', () => {
    assert.deepEqual(answerAiRequest(registry, { id: 1, game: 'chess', state: {}, options: {} }), { id: 1, error: 'No AI for the game "chess".' });
    assert.deepEqual(answerAiRequest(registry, { id: 2, game: 'toString', state: {}, options: {} }), { id: 2, error: 'No AI for the game "toString".' });
    const over = nimRules.newGame({ heaps: [1] });
    const done = nimRules.play(over, { heap: 0, take: 1 });
    const answer = answerAiRequest(registry, { id: 3, game: 'nim', state: done, options: {} });
    assert.equal(answer.id, 3);
    assert.ok('error' in answer && /game is over/.test(answer.error));
  });
});
