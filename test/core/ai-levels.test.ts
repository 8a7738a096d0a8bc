import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AI_LEVELS, isAiLevel, levelDepth, spreadDepths } from '../../src/core/ai-levels.js';
import { GAMES } from '../../src/games/registry.js';

describe('ai levels', () => {
  it('names five levels, weakest first, and knows only those', () => {
    assert.deepEqual([...AI_LEVELS], ['beginner', 'casual', 'intermediate', 'advanced', 'strongest']);
    assert.ok(isAiLevel('casual'));
    for (const bad of ['Casual', 'grandmaster', '', 3, null, undefined, ['beginner']])
      assert.equal(isAiLevel(bad), false, String(bad));
  });

  it('spreads the depths of a game without a table from 1 towards its maximum', () => {
    assert.deepEqual(spreadDepths(30), [1, 2, 5, 13]);
    assert.deepEqual(spreadDepths(6), [1, 2, 3, 4]);
    assert.deepEqual(spreadDepths(1), [1, 1, 1, 1]);
    assert.equal(levelDepth('strongest', 30), undefined);
    assert.equal(levelDepth('advanced', 30), 13);
    assert.equal(levelDepth('advanced', 3, [1, 2, 4, 8]), 3, 'never past the maximum');
  });

  for (const game of GAMES.filter((g) => g.players === 2)) {
    it(`${game.id}: each level below the strongest searches deeper than the one before, and less deep than the strongest`, async () => {
      const [{ aiLink }, { rules }] = await Promise.all([
        import(`../../src/games/${game.id}/ai-link.js`),
        import(`../../src/games/${game.id}/rules.js`),
      ]);
      const start = rules.newGame({});
      const max: number = aiLink.maxDepth(start);
      const depths = AI_LEVELS.slice(0, 4).map((l) => levelDepth(l, max, aiLink.levels?.(start))!);
      assert.ok(aiLink.levels, 'the game gives its own table');
      depths.forEach((d, i) => {
        assert.ok(Number.isInteger(d) && d >= 1 && d < max, `${AI_LEVELS[i]}: ${d}`);
        if (i > 0) assert.ok(d > depths[i - 1]!, `${AI_LEVELS[i]} deeper than ${AI_LEVELS[i - 1]}`);
      });
    });
  }
});
