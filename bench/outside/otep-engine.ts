/**
 * An outside engine that speaks the OpenTafl Engine Protocol (OTEP: text lines over stdin and
 * stdout, specified in OpenTafl's `opentafl-engine-protocol.txt`), driven as OpenTafl's host
 * drives it: `rules` starts a game, `opponent-move` tells it each move it did not make, `play`
 * asks for its move, which the host confirms with `move <position>`.
 */
import { type EngineCommand, EngineProcess } from './engine-process.js';

/** How to start an OTEP engine. */
export type OtepCommand = EngineCommand;

export class OtepEngine {
  private constructor(private readonly process: EngineProcess) {}

  /**
   * Starts the engine and waits for its `hello` (the protocol gives an engine five seconds; a cold JVM may need more
   * here).
   */
  static async start(spec: OtepCommand, helloMs = 30_000): Promise<OtepEngine> {
    const engine = new OtepEngine(new EngineProcess(spec));
    await engine.process.expect((line) => line.startsWith('hello'), helloMs, 'hello');
    return engine;
  }

  /** False once the process has exited. */
  get alive(): boolean {
    return this.process.alive;
  }

  /** The engine's last lines, for a failure's report. */
  get recent(): string {
    return this.process.recent;
  }

  /** Starts a game under an OpenTafl rules record, from its starting position. */
  newGame(rulesRecord: string): void {
    this.process.send(`rules ${rulesRecord}`);
  }

  /** Tells the engine a move it did not make, with the position after it. */
  opponentMove(move: string, position: string): void {
    this.process.send(`opponent-move ${move} ${position}`);
  }

  /** Asks the engine to move for `side` and waits up to `limitMs` for its move (simple notation). */
  async play(side: 'attackers' | 'defenders', limitMs: number): Promise<string> {
    this.process.send(`play ${side}`);
    const line = await this.process.expect((l) => l.startsWith('move ') || l.startsWith('error -1'), limitMs, 'a move');
    if (line.startsWith('error')) throw new Error(`The engine failed: ${line}\n${this.recent}`);
    return line.slice('move '.length).trim();
  }

  /** Confirms the engine's move, as OpenTafl does, with the position after it. */
  confirm(position: string): void {
    this.process.send(`move ${position}`);
  }

  /** Tells the engine the game is over: 1 a draw, 2 the attackers won, 3 the defenders. */
  finish(code: 1 | 2 | 3): void {
    this.process.send(`finish ${code}`);
  }

  /** Says goodbye and waits for the process to end. */
  close(): Promise<void> {
    return this.process.close('goodbye');
  }
}
