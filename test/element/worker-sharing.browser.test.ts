/** The boards of a page share the AI workers: how many start, and one board's stop or crash never stops another's. */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/reversi-board.js';
import '../../src/connect-four-board.js';
import { spareCores } from '../../src/element/computer/worker-pool.js';
import type { ReversiBoard } from '../../src/games/reversi/reversi-board.js';
import { captureWarnings, until } from '../helpers.js';

/** Counts the workers the page starts while `run` runs. */
async function countingWorkers(run: (made: Worker[]) => Promise<void>): Promise<void> {
  const made: Worker[] = [];
  const Plain = window.Worker;
  window.Worker = class extends Plain {
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      made.push(this);
    }
  };
  try {
    await run(made);
  } finally {
    window.Worker = Plain;
  }
}

const played = (boards: ReversiBoard[]) => boards.map((b) => b.moves.length);

describe('boards sharing workers', () => {
  it('three boards thinking at once start one worker per spare core at most, and each plays', async () => {
    await countingWorkers(async (made) => {
      const host = await fixture<HTMLDivElement>(html`<div>
        <reversi-board mode="ai-vs-ai" ai-delay="0" ai-time="100" ai-depth="2"></reversi-board>
        <reversi-board mode="ai-vs-ai" ai-delay="0" ai-time="100" ai-depth="2"></reversi-board>
        <reversi-board mode="ai-vs-ai" ai-delay="0" ai-time="100" ai-depth="2"></reversi-board>
      </div>`);
      const boards = [...host.querySelectorAll<ReversiBoard>('reversi-board')];
      await until(() => boards.every((b) => b.moves.length >= 6), 60000);
      expect(made.length, `${made.length} workers for 3 boards`).to.be.at.most(spareCores());
      expect(boards.every((b) => b.aiEngine === 'worker')).to.equal(true);
    });
  });

  it("one board's new game cancels its own search only: the others play on in the same workers", async () => {
    const host = await fixture<HTMLDivElement>(html`<div>
      <reversi-board mode="ai-vs-ai" ai-delay="0" ai-time="300" ai-depth="3"></reversi-board>
      <reversi-board mode="ai-vs-ai" ai-delay="0" ai-time="300" ai-depth="3"></reversi-board>
      <reversi-board mode="ai-vs-ai" ai-delay="0" ai-time="300" ai-depth="3"></reversi-board>
    </div>`);
    const boards = [...host.querySelectorAll<ReversiBoard>('reversi-board')];
    await until(() => boards.every((b) => b.moves.length >= 2), 60000);
    for (let i = 0; i < 5; i++) {
      await until(() => boards[0]!.thinking);
      boards[0]!.reset();
    }
    boards[0]!.disabled = true;
    const before = played(boards);
    await until(() => boards[1]!.moves.length >= before[1]! + 3 && boards[2]!.moves.length >= before[2]! + 3, 60000);
    expect(boards[0]!.moves.length).to.be.at.most(1);
  });

  it('a crashed worker is replaced for every board it served', async () => {
    await countingWorkers(async (made) => {
      const host = await fixture<HTMLDivElement>(html`<div>
        <reversi-board mode="ai-vs-ai" ai-delay="0" ai-time="300" ai-depth="3"></reversi-board>
        <connect-four-board mode="ai-vs-ai" ai-delay="0" ai-time="300" ai-depth="6"></connect-four-board>
        <reversi-board mode="ai-vs-ai" ai-delay="0" ai-time="300" ai-depth="3"></reversi-board>
      </div>`);
      const boards = [...host.querySelectorAll<ReversiBoard>('reversi-board, connect-four-board')];
      await until(() => boards.every((b) => b.moves.length >= 2) && made.length > 0, 60000);
      const warnings = await captureWarnings(async () => {
        for (const w of [...made]) w.terminate();
        const before = played(boards);
        await until(() => boards.every((b, i) => b.moves.length >= Math.min(before[i]! + 2, 9)), 60000);
      });
      expect(
        warnings.every((w) => /worker stopped/.test(w)),
        warnings.join(' / '),
      ).to.equal(true);
      expect(boards.every((b) => b.aiEngine === 'worker')).to.equal(true);
    });
  });
});
