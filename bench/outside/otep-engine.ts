/**
 * An outside engine that speaks the OpenTafl Engine Protocol (OTEP: text lines over stdin and
 * stdout, specified in OpenTafl's `opentafl-engine-protocol.txt`), driven as OpenTafl's host
 * drives it: `rules` starts a game, `opponent-move` tells it each move it did not make, `play`
 * asks for its move, which the host confirms with `move <position>`.
 */
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/** How to start the engine process. */
export interface OtepCommand {
  /** The program, such as `java`. */
  readonly command: string;
  /** Its arguments. */
  readonly args: readonly string[];
  /** The folder it runs in (OpenTafl reads its `settings.ini` there). */
  readonly cwd: string;
  /** Variables added to the environment. */
  readonly env?: Readonly<Record<string, string>>;
}

/** The last lines an engine wrote, for the error that reports its failure. */
const TAIL = 12;

export class OtepEngine {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly lines: string[] = [];
  private readonly tail: string[] = [];
  private waiter: ((line: string | null) => void) | null = null;
  private exited = false;

  private constructor(spec: OtepCommand) {
    this.child = spawn(spec.command, [...spec.args], { cwd: spec.cwd, env: { ...process.env, ...spec.env }, stdio: ['pipe', 'pipe', 'pipe'] });
    const read = (line: string) => {
      this.tail.push(line);
      if (this.tail.length > TAIL) this.tail.shift();
      if (this.waiter) {
        const w = this.waiter;
        this.waiter = null;
        w(line);
      } else this.lines.push(line);
    };
    // A write to an engine that has just died must not end the referee: the exit is reported instead.
    this.child.stdin.on('error', () => {});
    createInterface({ input: this.child.stdout }).on('line', read);
    createInterface({ input: this.child.stderr }).on('line', (line) => read(`stderr: ${line}`));
    this.child.on('exit', () => {
      this.exited = true;
      this.waiter?.(null);
      this.waiter = null;
    });
  }

  /** Starts the engine and waits for its `hello` (the protocol gives an engine five seconds; a cold JVM may need more here). */
  static async start(spec: OtepCommand, helloMs = 30_000): Promise<OtepEngine> {
    const engine = new OtepEngine(spec);
    await engine.expect((line) => line.startsWith('hello'), helloMs, 'hello');
    return engine;
  }

  /** False once the process has exited. */
  get alive(): boolean {
    return !this.exited;
  }

  /** The engine's last lines, for a failure's report. */
  get recent(): string {
    return this.tail.join('\n');
  }

  /** Sends one command. */
  send(command: string): void {
    if (this.exited) throw new Error(`The engine has exited; its last lines:\n${this.recent}`);
    this.child.stdin.write(`${command}\n`);
  }

  /** Starts a game under an OpenTafl rules record, from its starting position. */
  newGame(rulesRecord: string): void {
    this.send(`rules ${rulesRecord}`);
  }

  /** Tells the engine a move it did not make, with the position after it. */
  opponentMove(move: string, position: string): void {
    this.send(`opponent-move ${move} ${position}`);
  }

  /**
   * Asks the engine to move for `side` and waits up to `limitMs` for its move (simple notation);
   * `confirm` gives the position after it, for the `move` the host answers with.
   */
  async play(side: 'attackers' | 'defenders', limitMs: number): Promise<string> {
    this.send(`play ${side}`);
    const line = await this.expect((l) => l.startsWith('move ') || l.startsWith('error -1'), limitMs, 'a move');
    if (line.startsWith('error')) throw new Error(`The engine failed: ${line}\n${this.recent}`);
    return line.slice('move '.length).trim();
  }

  /** Confirms the engine's move, as OpenTafl does, with the position after it. */
  confirm(position: string): void {
    this.send(`move ${position}`);
  }

  /** Tells the engine the game is over: 1 a draw, 2 the attackers won, 3 the defenders. */
  finish(code: 1 | 2 | 3): void {
    this.send(`finish ${code}`);
  }

  /** Says goodbye and waits for the process to end (killing it after `graceMs`). */
  async close(graceMs = 5000): Promise<void> {
    if (this.exited) return;
    const ended = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    try {
      this.send('goodbye');
    } catch {
      return;
    }
    const timer = setTimeout(() => this.child.kill('SIGKILL'), graceMs);
    await ended;
    clearTimeout(timer);
  }

  /** The next line that `wanted` accepts, skipping the others (`status`, `analysis`); rejects after `ms` or when the engine exits. */
  private async expect(wanted: (line: string) => boolean, ms: number, what: string): Promise<string> {
    const deadline = Date.now() + ms;
    for (;;) {
      const line = this.lines.shift() ?? (await this.nextLine(deadline - Date.now()));
      if (line === null) throw new Error(`The engine ${this.exited ? 'exited' : `sent no ${what} in ${ms} ms`}; its last lines:\n${this.recent}`);
      if (wanted(line)) return line;
    }
  }

  private nextLine(ms: number): Promise<string | null> {
    if (this.exited || ms <= 0) return Promise.resolve(null);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiter = null;
        resolve(null);
      }, ms);
      this.waiter = (line) => {
        clearTimeout(timer);
        resolve(line);
      };
    });
  }
}
