import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MAX_LINE_TEXT } from '../../src/core/game.js';
import { FRAME_GAMES, frameSetup } from '../../src/frame/frame-setup.js';

const observed = () => ['size', 'ai-depth', 'moves', 'theme', 'mode'];

describe('frameSetup', () => {
  it('takes the game, its attributes, the language and a position from the hash', () => {
    const setup = frameSetup('?game=reversi&size=10&ai-depth=4&lang=zh&theme=dark', '#moves=d3%20c5+f6', observed);
    assert.deepEqual(setup, {
      game: 'reversi',
      attributes: { size: '10', 'ai-depth': '4', theme: 'dark', moves: 'd3 c5 f6' },
      lang: 'zh',
      problems: [],
    });
  });

  it("takes a puzzle from the hash or the query: the day's, or one given as JSON", () => {
    const json = JSON.stringify({ moves: ['4', '4'], goal: 'win' });
    assert.deepEqual(
      frameSetup('?game=connect-four', `#puzzle=${encodeURIComponent(json)}`, () => ['puzzle']).attributes,
      { puzzle: json },
    );
    assert.deepEqual(frameSetup('?game=connect-four&puzzle=daily', '', () => ['puzzle']).attributes, {
      puzzle: 'daily',
    });
  });

  it('drops a query or fragment longer than any line unread, keeping the game, with one problem each', () => {
    const long = encodeURIComponent(
      JSON.stringify({ moves: Array.from({ length: 30_000 }, () => 'b1-b3'), goal: 'win' }),
    );
    assert.ok(long.length > MAX_LINE_TEXT);
    const fragment = frameSetup('?game=lines-of-action', `#puzzle=${long}`, () => ['puzzle']);
    assert.deepEqual(
      { ...fragment, problems: fragment.problems.length },
      { game: 'lines-of-action', attributes: {}, lang: null, problems: 1 },
    );
    assert.match(fragment.problems[0]!, /fragment.*characters long/);
    const query = frameSetup(`?game=lines-of-action&moves=${long}`, '#moves=b1-b3', () => ['moves']);
    assert.deepEqual(
      { ...query, problems: query.problems.length },
      { game: 'lines-of-action', attributes: { moves: 'b1-b3' }, lang: null, problems: 1 },
    );
    // At the bound, both are read.
    assert.equal(
      frameSetup('?game=nim', `#moves=${'1'.repeat(MAX_LINE_TEXT - 7)}`, () => ['moves']).attributes.moves!.length,
      MAX_LINE_TEXT - 7,
    );
  });

  it('passes values through unchecked: the element validates them as on any page', () => {
    assert.deepEqual(frameSetup('?game=nim&size=-3', '', observed).attributes, { size: '-3' });
  });

  it('refuses attributes the element does not take, so a URL cannot add behaviour', () => {
    const setup = frameSetup('?game=nim&onclick=alert(1)&style=color:red&size=5', '', observed);
    assert.deepEqual(setup.attributes, { size: '5' });
    assert.equal(setup.problems.length, 2);
    assert.match(setup.problems[0]!, /ignoring "onclick": <nim-board> has no such attribute/);
  });

  it('says which games exist when the URL names none or an unknown one', () => {
    for (const search of ['', '?game=chess', '?game=toString', '?game=__proto__']) {
      const setup = frameSetup(search, '#moves=a1', observed);
      assert.equal(setup.game, null, search);
      assert.deepEqual(setup.attributes, {});
      assert.match(
        setup.problems[0]!,
        /nim, tictactoe, connect-four, reversi, lines-of-action, peg-solitaire, hnefatafl/,
      );
    }
  });

  it('names a tag for every game', () => {
    for (const [game, tag] of Object.entries(FRAME_GAMES)) assert.equal(tag, `${game}-board`);
  });
});
