/** The page's pool of AI workers, driven with stand-in workers: how many start, who waits, who is ended. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { WorkerPool, type WorkerLease, spareCores } from '../../src/element/computer/worker-pool.js';

/** A stand-in worker that only records being ended. */
class FakeWorker {
  ended = false;
  constructor(readonly kind: string) {}
  terminate(): void {
    this.ended = true;
  }
}

/** A start function of one kind, counting the workers it starts. */
function kind(name: string) {
  const started: FakeWorker[] = [];
  const start = () => {
    const w = new FakeWorker(name);
    started.push(w);
    return w as unknown as Worker;
  };
  return { start, started };
}

const settle = () => new Promise((r) => setTimeout(r, 0));
const fake = (lease: WorkerLease) => lease.worker as unknown as FakeWorker;

describe('WorkerPool', () => {
  it('sizes itself by the spare cores: at least one, at most four', () => {
    assert.ok(spareCores() >= 1 && spareCores() <= 4);
    assert.equal(new WorkerPool().size, spareCores());
  });

  it('serves three boards of one game with one worker on one spare core, one search after another', async () => {
    const pool = new WorkerPool(1);
    const reversi = kind('reversi');
    for (let i = 0; i < 3; i++) pool.join();
    const served: number[] = [];
    const leases = [0, 1, 2].map((i) => pool.acquire(reversi.start).then((l) => (served.push(i), l)));
    const first = await leases[0]!;
    await settle();
    assert.deepEqual(served, [0], 'the others wait while the only worker searches');
    first.release();
    const second = await leases[1]!;
    assert.equal(second.worker, first.worker, 'the idle worker is lent again, its tables kept');
    second.release();
    (await leases[2]!).release();
    assert.deepEqual(served, [0, 1, 2]);
    assert.equal(reversi.started.length, 1);
    assert.equal(pool.alive, 1);
  });

  it('lets two boards think at once where two cores are spare', async () => {
    const pool = new WorkerPool(2);
    const reversi = kind('reversi');
    pool.join();
    const [a, b] = await Promise.all([pool.acquire(reversi.start), pool.acquire(reversi.start)]);
    assert.notEqual(a.worker, b.worker);
    assert.equal(reversi.started.length, 2);
  });

  it("ends a cancelled search's worker alone: the other board's search goes on, and a waiting one gets a new worker", async () => {
    const pool = new WorkerPool(2);
    const reversi = kind('reversi');
    pool.join();
    const [a, b] = await Promise.all([pool.acquire(reversi.start), pool.acquire(reversi.start)]);
    const waiting = pool.acquire(reversi.start);
    a.discard();
    a.discard();
    const c = await waiting;
    assert.equal(fake(a).ended, true);
    assert.equal(fake(b).ended, false, "the other board's worker runs on");
    assert.equal(fake(c).ended, false);
    assert.notEqual(c.worker, a.worker);
    assert.equal(pool.alive, 2);
  });

  it('drops a search cancelled while it waits, and serves the next', async () => {
    const pool = new WorkerPool(1);
    const reversi = kind('reversi');
    pool.join();
    const busy = await pool.acquire(reversi.start);
    const stop = new AbortController();
    const cancelled = pool.acquire(reversi.start, stop.signal);
    const next = pool.acquire(reversi.start);
    stop.abort(new Error('new game'));
    await assert.rejects(cancelled, /new game/);
    busy.release();
    assert.equal((await next).worker, busy.worker);
    await assert.rejects(
      pool.acquire(reversi.start, stop.signal),
      /new game/,
      'an already cancelled search waits for nothing',
    );
  });

  it('replaces an idle worker of another game when full, but never a busy one', async () => {
    const pool = new WorkerPool(1);
    const reversi = kind('reversi');
    const nim = kind('nim');
    pool.join();
    const r = await pool.acquire(reversi.start);
    let nimServed = false;
    const n = pool.acquire(nim.start).then((l) => ((nimServed = true), l));
    await settle();
    assert.equal(nimServed, false, 'the busy Reversi worker is not ended');
    r.release();
    const lease = await n;
    assert.equal(fake(r).ended, true, 'the idle Reversi worker made room');
    assert.equal(fake(lease).kind, 'nim');
    assert.equal(pool.alive, 1);
  });

  it('lets searches of the idle worker’s game go before one that would replace it, four at most, so boards of many games do not restart it at every search', async () => {
    const pool = new WorkerPool(1);
    const reversi = kind('reversi');
    const nim = kind('nim');
    pool.join();
    const order: string[] = [];
    const served: WorkerLease[] = [];
    const first = await pool.acquire(reversi.start);
    // Waiting in this order: a Nim search, then six Reversi searches.
    const kinds = [nim, reversi, reversi, reversi, reversi, reversi, reversi];
    for (const [i, k] of kinds.entries())
      void pool.acquire(k.start).then((l) => (order.push(`${fake(l).kind} ${i}`), served.push(l)));
    first.release();
    // Each search ends as soon as it is served, as a short one would.
    for (let n = 0; n < kinds.length; n++) {
      while (served.length <= n) await settle();
      served[n]!.release();
    }
    assert.deepEqual(
      order,
      ['reversi 1', 'reversi 2', 'reversi 3', 'reversi 4', 'nim 0', 'reversi 5', 'reversi 6'],
      'Nim goes after four Reversi searches passed it',
    );
    assert.equal(reversi.started.length, 2, 'one Reversi worker before Nim, one after');
    assert.equal(nim.started.length, 1);
  });
  it('rejects a search whose worker cannot start, and frees its place', async () => {
    const pool = new WorkerPool(1);
    pool.join();
    await assert.rejects(
      pool.acquire(() => {
        throw new Error('blocked by the page');
      }),
      /blocked by the page/,
    );
    assert.equal(pool.alive, 0);
    const reversi = kind('reversi');
    await pool.acquire(reversi.start);
    assert.equal(reversi.started.length, 1);
  });

  it('ends the idle workers when the last board leaves, and a busy one when it is given back', async () => {
    const pool = new WorkerPool(2);
    const reversi = kind('reversi');
    pool.join();
    pool.join();
    const [a, b] = await Promise.all([pool.acquire(reversi.start), pool.acquire(reversi.start)]);
    a.release();
    pool.leave();
    assert.equal(fake(a).ended, false, 'a board is still on the page');
    pool.leave();
    assert.equal(fake(a).ended, true);
    assert.equal(fake(b).ended, false, 'a search still runs');
    b.release();
    assert.equal(fake(b).ended, true);
    assert.equal(pool.alive, 0);
  });
});
