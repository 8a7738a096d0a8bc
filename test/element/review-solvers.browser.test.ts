/**
 * The board's review against the native solvers' values, kept in test/data/review/ by
 * `bench/review-proof.ts --write` (which checks the same live, with Pascal Pons' solver and Edax):
 * a Connect Four game that throws a win away, and the last 21 moves of a Reversi game.
 *
 * The Connect Four game is `npm run test:long`'s (`window.BGE_LONG`; CI runs it): its review solves the positions from
 * the seventh move live, 40 s of CPU (the seventh alone 22 s), a seventh of all the browser tests. `npm test` checks the
 * same game's values from the thirteenth move in Node (`test/core/review-fixed.test.ts`), the review asked again until
 * exact as a worker is, and a review from a board's worker with tic-tac-toe (`test/element/review.browser.test.ts`).
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/connect-four-board.js';
import '../../src/reversi-board.js';
import type { ReviewReadyEventDetail } from '../../src/element/base/events.js';
import { status, until } from '../helpers.js';

/** The lines of a data file of test/data/review. */
async function lines(name: string): Promise<string[]> {
  const text = await (await fetch(`/test/data/review/${name}`)).text();
  return text.trim().split('\n');
}

/** Reviews the game `markup` loads; resolves to what `review-ready` gave. */
async function review(markup: ReturnType<typeof html>): Promise<ReviewReadyEventDetail> {
  let ready: ReviewReadyEventDetail | undefined;
  await fixture(
    html`<div @review-ready=${(e: CustomEvent<ReviewReadyEventDetail>) => (ready = e.detail)}>${markup}</div>`,
  );
  await until(() => ready !== undefined, 170000);
  return ready!;
}

/** The mark exact values give: an outcome given away is a blunder, a slower or smaller result good. */
const markOf = (played: number, best: number) =>
  played >= best ? 'best' : Math.sign(played) < Math.sign(best) ? 'blunder' : 'good';

const long = (window as { BGE_LONG?: boolean }).BGE_LONG === true;

describe("the review against the native solvers' values", function () {
  this.timeout(180000);

  if (long)
    it("marks a Connect Four game as Pons' solver values it, the thrown win a blunder with a winning move named", async () => {
      const data = await lines('connect-four-game.txt');
      const game = [...data.at(-1)!];
      // Per position (`<moves> <value of each column>`, -1000 for a full one), from the fourth on.
      const pons = new Map(data.slice(0, -1).map((l) => [l.split(' ')[0]!.length, l.split(' ').slice(1).map(Number)]));
      const ready = await review(
        html`<connect-four-board mode="two-player" moves=${game.join(' ')} review review-time="2000"></connect-four-board>`,
      );
      let blunders = 0;
      for (const [ply, values] of pons) {
        const r = ready.moves[ply];
        // Every move is marked: the review book holds the first six plies, the solver finishes the rest.
        expect(r, `move ${ply + 1}`).to.not.equal(null);
        if (!r) continue;
        const played = values[Number(game[ply]) - 1]!;
        const best = Math.max(...values);
        expect([r.value, r.bestValue, r.exact, r.bestExact], `move ${ply + 1}`).to.deep.equal([
          played,
          best,
          true,
          true,
        ]);
        expect(values[Number(r.best) - 1], `move ${ply + 1}: the better move`).to.equal(best);
        expect(r.mark, `move ${ply + 1}`).to.equal(markOf(played, best));
        if (r.mark === 'blunder') {
          blunders++;
          const rank = { loss: 0, draw: 1, win: 2 };
          expect(rank[r.outcome!], `move ${ply + 1}: an outcome given away`).to.be.below(rank[r.bestOutcome!]);
        }
      }
      // The game throws a win away at least once (its opening, from a test set, has others).
      expect(blunders).to.be.greaterThan(0);
    });

  it("marks each of a Reversi game's last 21 moves exactly, with Edax's values", async () => {
    const data = await lines('reversi-game.txt');
    const moves = data.at(-1)!.split(' ');
    // Per position (`<board> <side> <value for the side to move>`), from 20 empty squares to the end.
    const positions = data
      .slice(0, -1)
      .map((l) => ({ text: l.slice(0, l.lastIndexOf(' ')), value: Number(l.slice(l.lastIndexOf(' ') + 1)) }));
    const last = moves.slice(moves.length - (positions.length - 1));
    const ready = await review(
      html`<reversi-board mode="two-player" position=${positions[0]!.text} moves=${last.join(' ')} review review-time="20000"></reversi-board>`,
    );
    expect(ready.moves).to.have.length(21);
    // The status line is the review's, not the finished game's count.
    const board = document.querySelector('reversi-board')!;
    await (board as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
    // Edax's value of the last move's position says whether it was lost already (its best move loses too).
    const lost = positions.at(-2)!.value < 0 ? ', already lost: every move loses' : '';
    expect(status(board as HTMLElement)).to.equal(`Move 21, ${last.at(-1)}: best${lost}.`);
    for (const [i, r] of ready.moves.entries()) {
      // After a move the other side is to move (a pass is a move): its value, negated, is the move's.
      const played = -positions[i + 1]!.value;
      const best = positions[i]!.value;
      expect([r!.move, r!.value, r!.bestValue, r!.exact, r!.bestExact], `move ${i + 1}`).to.deep.equal([
        last[i],
        played,
        best,
        true,
        true,
      ]);
      expect(r!.mark, `move ${i + 1} (${last[i]})`).to.equal(markOf(played, best));
    }
  });
});
