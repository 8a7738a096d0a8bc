import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { otepPlayer } from '../../bench/outside/opentafl-player.js';
import { ourPlayer } from '../../bench/outside/our-player.js';
import { type RecordHeader, gameText, headerText, parseRecord } from '../../bench/outside/records.js';
import { openingMoves } from '../../bench/harness.js';
import { type MatchPlayer, playMatch } from '../../bench/outside/referee.js';
import type { EngineCommand } from '../../bench/outside/engine-process.js';
import { eloOf, scoreOf } from '../../bench/outside/score.js';
import { positionRecord, rulesRecord } from '../../bench/outside/tafl-notation.js';
import type { GameAi } from '../../src/core/ai.js';
import type { BaseState, Game } from '../../src/core/game.js';
import { ai } from '../../src/games/hnefatafl/ai.js';
import { rules } from '../../src/games/hnefatafl/rules.js';
import { ai as reversiAi } from '../../src/games/reversi/ai.js';
import { rules as reversiRules } from '../../src/games/reversi/rules.js';
import { reversiEnginePlayer } from '../../bench/outside/reversi-engine-player.js';
import { kalahEnginePlayer } from '../../bench/outside/kalah-engine-player.js';
import { ai as kalahAi } from '../../examples/kalah/src/ai.js';
import { rules as kalahRules } from '../../examples/kalah/src/rules.js';

const header: RecordHeader = {
  game: 'hnefatafl',
  options: { variant: 'brandubh' },
  sides: { first: 'attackers', second: 'defenders' },
  ours: 'ours, 20 ms a move',
  theirs: 'a stand-in engine',
  command: 'the test',
  date: '2026-11-27',
};

/** The stand-in engine as a player, with its environment. */
const fake = (env: Record<string, string> = {}) =>
  otepPlayer(
    {
      command: process.execPath,
      args: ['--import', 'tsx', join('test', 'bench', 'fake-otep-engine.ts')],
      cwd: process.cwd(),
      env,
    },
    60_000,
    'stand-in',
  );

/** The stand-in for the harnesses of bench/native (Reversi, or Kalah with `FAKE_GAME`), with its environment. */
const fakeHarness = (env: Record<string, string>): EngineCommand => ({
  command: process.execPath,
  args: ['--conditions=source', '--import', 'tsx', join('test', 'bench', 'fake-harness-engine.ts')],
  cwd: process.cwd(),
  env,
});

/** Runs `body` with a folder of its own for a match's record, removed afterwards. */
async function inTmp<T>(body: (dir: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'bge-referee-'));
  try {
    return await body(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A match of two games (an opening, both colours) of our computer at 20 ms a move against `theirs`, from seeded
 * openings, its record in `dir`.
 */
function shortMatch<S extends BaseState, M>(
  dir: string,
  match: {
    rules: Game<S, M, object>;
    ai: GameAi<S, M>;
    options: Readonly<Record<string, unknown>>;
    sides: RecordHeader['sides'];
    theirs: MatchPlayer<S, M>;
    openingPlies: number;
    maxPlies: number;
  },
) {
  const { rules: game, ai: computer, options, sides, theirs, openingPlies, maxPlies } = match;
  return playMatch({
    rules: game,
    options,
    ours: ourPlayer(computer, 20),
    theirs,
    games: 2,
    openingPlies,
    openingSeed: 4200,
    maxPlies,
    recordFile: join(dir, 'record.txt'),
    header: { ...header, game: game.id, options, sides },
  });
}

describe('outside engines: OpenTafl notation', () => {
  it('writes our Brandubh and Copenhagen rules as OpenTafl rules records', () => {
    assert.equal(
      rulesRecord(rules.newGame({ variant: 'brandubh' })),
      'dim:7 name:brandubh esc:c surf:n atkf:y tfr:d ka:y ks:c corh:tcnkmTCNKM cenh:tcnkm cenhe:tcnkmTCNKM cenp:tcnkmTCNKM sw:n efe:n start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/',
    );
    const copenhagen = rulesRecord(rules.newGame({ variant: 'copenhagen' }));
    for (const part of [
      'dim:11',
      'surf:y',
      'tfr:w',
      'ks:s',
      'sw:s',
      'efe:y',
      'start:/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/',
    ])
      assert.ok(copenhagen.split(' ').includes(part), part);
  });

  it('refuses rules OpenTafl would read differently, and maps a king of limited range', () => {
    assert.throws(() => rulesRecord(rules.newGame({ variant: 'tablut' })), /edge-escape/);
    assert.ok(
      rulesRecord(rules.newGame({ variant: 'brandubh', kingRange: 3 })).includes('spd:-1,-1,-1,-1,-1,-1,-1,-1,3,-1'),
    );
  });

  it('writes positions from rank 1, as OpenTafl reads them', () => {
    let s = rules.newGame({ variant: 'brandubh' });
    s = rules.play(s, rules.moveFromString(s, 'd1-a1'.replace('a1', 'b1')));
    assert.equal(positionRecord(s.size, s.cells), '/1t5/3t3/3T3/ttTKTtt/3T3/3t3/3t3/');
  });
});

describe('outside engines: the score', () => {
  it('gives an even match 50% with the normal interval of its games', () => {
    const s = scoreOf({ wins: 10, draws: 0, losses: 10 });
    assert.equal(s.score, 0.5);
    assert.ok(Math.abs(s.high - s.low - 2 * ((1.96 * 0.5) / Math.sqrt(20))) < 1e-12);
    assert.equal(s.elo, 0);
  });

  it('keeps a sweep inside 0..1 and reads scores as Elo', () => {
    const s = scoreOf({ wins: 20, draws: 0, losses: 0 });
    assert.equal(s.high, 1);
    assert.equal(s.low, 0.95);
    assert.equal(s.elo, Infinity);
    assert.ok(Math.abs(eloOf(0.75) - 190.85) < 0.01);
    assert.throws(() => scoreOf({ wins: 0, draws: 0, losses: 0 }), RangeError);
  });
});

describe('outside engines: records', () => {
  const game = {
    number: 1,
    ours: 'first' as const,
    opening: 2,
    result: { winner: 'second' as const, reason: 'escaped' },
    ms: { ours: 998.4, theirs: 553 },
    moves: ['d2-c2', 'e4-e7'],
  };

  it('reads back what it writes', () => {
    const text = headerText(header) + gameText(game, header.sides);
    const read = parseRecord(text);
    assert.deepEqual(read.header, header);
    assert.deepEqual(read.games, [{ ...game, ms: { ours: 998, theirs: 553 } }]);
  });

  it('refuses a record that is not one, naming what is wrong', () => {
    const good = headerText(header) + gameText(game, header.sides);
    assert.throws(() => parseRecord(good.replace('2 plies', '3 plies')), /2 moves where its line says 3/);
    assert.throws(() => parseRecord(good.replace('ours attackers', 'ours kings')), /"kings" is not a side/);
    assert.throws(() => parseRecord(good.replace(/# date: .*\n/, '')), /no "# date:" line/);
    assert.throws(() => parseRecord(good.replace('{"variant":"brandubh"}', '[1]')), /not a JSON object/);
    assert.throws(
      () => parseRecord(good.replace('# sides: attackers defenders', '# sides: attackers attackers')),
      /two different sides/,
    );
    assert.throws(() => parseRecord(`${good}rm -rf /\n`), /neither a header nor a game/);
  });
});

describe('outside engines: the referee', () => {
  const match = (dir: string, theirs: ReturnType<typeof fake>, maxPlies = 40) =>
    shortMatch(dir, {
      rules,
      ai,
      options: { variant: 'brandubh' },
      sides: header.sides,
      theirs,
      openingPlies: 2,
      maxPlies,
    });

  it('plays each opening with both colours and keeps a record that replays under our rules', () =>
    inTmp(async (dir) => {
      const tally = await match(dir, fake());
      const { games } = parseRecord(readFileSync(join(dir, 'record.txt'), 'utf8'));
      assert.deepEqual(
        games.map((g) => g.ours),
        ['first', 'second'],
      );
      const opening = openingMoves(rules, { variant: 'brandubh' }, 2, 4200).map((m, i, all) => {
        let s = rules.newGame({ variant: 'brandubh' });
        for (const earlier of all.slice(0, i)) s = rules.play(s, earlier);
        return rules.moveToString(s, m);
      });
      let wins = 0;
      for (const g of games) {
        assert.deepEqual(g.moves.slice(0, 2), opening);
        const end = rules.result(replay(g.moves, { variant: 'brandubh' }, rules));
        assert.deepEqual({ winner: end?.winner ?? null, reason: end?.reason ?? 'limit' }, g.result);
        if (g.result.winner === g.ours) wins++;
      }
      assert.equal(tally.wins, wins);
      assert.equal(tally.wins + tally.draws + tally.losses, 2);
    }));

  it('starts a crashed engine again, tells it the game, and goes on', () =>
    inTmp(async (dir) => {
      const theirs = fake({ FAKE_CRASH_PLY: '5', FAKE_CRASH_MARK: join(dir, 'crashed') });
      await match(dir, theirs, 12);
      assert.equal(theirs.restarts, 1);
      const { games } = parseRecord(readFileSync(join(dir, 'record.txt'), 'utf8'));
      for (const g of games) replay(g.moves, { variant: 'brandubh' }, rules);
    }));

  it('stops the match at an illegal move rather than score it', () =>
    inTmp(async (dir) => {
      await assert.rejects(match(dir, fake({ FAKE_ILLEGAL_PLY: '3' })), /illegal|not a legal|occupied|cannot/i);
    }));
});

/** The rules of each game a record may hold. */
const RULES: Record<string, Game<BaseState, unknown, object>> = {
  hnefatafl: rules as never,
  reversi: reversiRules as never,
  kalah: kalahRules as never,
};

/** The position after `moves` from the start of `options`' game; throws at an illegal move. */
function replay<S extends BaseState, M>(moves: readonly string[], options: object, game: Game<S, M, object>): S {
  let s = game.newGame(options);
  for (const m of moves) s = game.play(s, game.moveFromString(s, m));
  return s;
}

describe('outside engines: a Reversi engine over the harness protocol', () => {
  const stand = (env: Record<string, string> = {}) => reversiEnginePlayer('.', 20, 'stand-in', fakeHarness(env));
  const match = (dir: string, theirs: ReturnType<typeof stand>) =>
    shortMatch(dir, {
      rules: reversiRules,
      ai: reversiAi,
      options: {},
      sides: { first: 'black', second: 'white' },
      theirs,
      openingPlies: 4,
      maxPlies: 200,
    });

  it('plays whole games, passes included, that replay under our rules', () =>
    inTmp(async (dir) => {
      const tally = await match(dir, stand());
      const { games } = parseRecord(readFileSync(join(dir, 'record.txt'), 'utf8'));
      assert.equal(games.length, 2);
      for (const g of games) {
        const end = reversiRules.result(replay(g.moves, {}, reversiRules));
        assert.deepEqual({ winner: end?.winner, reason: end?.reason }, g.result);
      }
      assert.equal(tally.wins + tally.draws + tally.losses, 2);
    }));

  it('stops the match when the engine answers a move our rules refuse', () =>
    inTmp(async (dir) => {
      await assert.rejects(match(dir, stand({ FAKE_WRONG_PLY: '7' })), /not a legal move at ply 7/);
    }));
});

describe('outside engines: a Kalah engine over the harness protocol', () => {
  const stand = (env: Record<string, string> = {}) =>
    kalahEnginePlayer('.', 20, [], 'stand-in', fakeHarness({ FAKE_GAME: 'kalah', ...env }));
  const match = (dir: string, theirs: ReturnType<typeof stand>) =>
    shortMatch(dir, {
      rules: kalahRules,
      ai: kalahAi,
      options: { seeds: 3 },
      sides: { first: 'south', second: 'north' },
      theirs,
      openingPlies: 2,
      maxPlies: 200,
    });

  it('plays whole games from the seeds asked, extra moves included, that replay under our rules', () =>
    inTmp(async (dir) => {
      const tally = await match(dir, stand());
      const { games } = parseRecord(readFileSync(join(dir, 'record.txt'), 'utf8'));
      assert.equal(games.length, 2);
      let extra = 0;
      for (const g of games) {
        let s = kalahRules.newGame({ seeds: 3 });
        for (const m of g.moves) {
          const after = kalahRules.play(s, kalahRules.moveFromString(s, m));
          if (after.turn === s.turn && !kalahRules.result(after)) extra++;
          s = after;
        }
        const end = kalahRules.result(s);
        assert.deepEqual({ winner: end?.winner ?? null, reason: end?.reason }, g.result);
      }
      assert.ok(extra > 0, 'a side moved again after a sowing into its store');
      assert.equal(tally.wins + tally.draws + tally.losses, 2);
    }));

  it('stops the match when the engine answers a pit our rules refuse', () =>
    inTmp(async (dir) => {
      await assert.rejects(
        match(dir, stand({ FAKE_WRONG_PLY: '5' })),
        /answered "move 7 .*", not a legal move at ply \d+/,
      );
    }));

  it('refuses a start the engine cannot be given', async () => {
    await assert.rejects(
      stand().start({ turn: 'first', ply: 0, pits: [4, 4, 4, 4, 4, 3, 0, 4, 4, 4, 4, 4, 4, 1] }),
      /from its start only/,
    );
  });
});

describe('outside engines: the kept records', () => {
  const dir = join('bench', 'records');
  const files = readdirSync(dir).filter((f) => f.endsWith('.txt'));

  it('keeps at least one match', () => {
    assert.ok(files.length > 0);
  });

  for (const file of files) {
    it(`${file}: every game replays under our rules to its recorded result, colours alternating`, () => {
      const { header: h, games } = parseRecord(readFileSync(join(dir, file), 'utf8'));
      const game = RULES[h.game];
      assert.ok(game, `a record of ${h.game}`);
      assert.ok(games.length > 0);
      games.forEach((g, i) => {
        assert.equal(g.number, i + 1);
        assert.equal(g.ours, i % 2 === 0 ? 'first' : 'second');
        const end = game.result(replay(g.moves, h.options, game));
        if (g.result.reason === 'limit') assert.equal(end, null, `game ${g.number} ended before the limit`);
        else assert.deepEqual({ winner: end?.winner, reason: end?.reason }, g.result, `game ${g.number}`);
      });
    });
  }
});
