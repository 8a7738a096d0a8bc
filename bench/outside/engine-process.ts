/**
 * An outside engine's process, spoken to in lines of text: it starts the program, sends commands,
 * waits for the line it needs (skipping the others), and reports the engine's last lines when it
 * fails or exits.
 */
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/** How to start an engine. */
export interface EngineCommand {
  /** The program. */
  readonly command: string;
  /** Its arguments. */
  readonly args: readonly string[];
  /** The folder it runs in (where it reads its data or settings). */
  readonly cwd: string;
  /** Variables added to the environment. */
  readonly env?: Readonly<Record<string, string>>;
}

/** The last lines an engine wrote, for the error that reports its failure. */
const TAIL = 12;

export class EngineProcess {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly lines: string[] = [];
  private readonly tail: string[] = [];
  private waiter: ((line: string | null) => void) | null = null;
  private exited = false;

  /** Starts the program of `spec`. */
  constructor(spec: EngineCommand) {
    this.child = spawn(spec.command, [...spec.args], {
      cwd: spec.cwd,
      env: { ...process.env, ...spec.env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
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
    this.child.on('error', () => this.ended());
    createInterface({ input: this.child.stdout }).on('line', read);
    createInterface({ input: this.child.stderr }).on('line', (line) => read(`stderr: ${line}`));
    this.child.on('exit', () => this.ended());
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

  /** The next line that `wanted` accepts, skipping the others; rejects after `ms` or when the engine exits. */
  async expect(wanted: (line: string) => boolean, ms: number, what: string): Promise<string> {
    const deadline = Date.now() + ms;
    for (;;) {
      const line = this.lines.shift() ?? (await this.nextLine(deadline - Date.now()));
      if (line === null)
        throw new Error(
          `The engine ${this.exited ? 'exited' : `sent no ${what} in ${ms} ms`}; its last lines:\n${this.recent}`,
        );
      if (wanted(line)) return line;
    }
  }

  /** Sends `command` (unless the engine has exited) and waits for the process to end, killing it after `graceMs`. */
  async close(command: string, graceMs = 5000): Promise<void> {
    if (this.exited) return;
    const ended = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    try {
      this.send(command);
    } catch {
      return;
    }
    const timer = setTimeout(() => this.child.kill('SIGKILL'), graceMs);
    await ended;
    clearTimeout(timer);
  }

  private ended(): void {
    this.exited = true;
    this.waiter?.(null);
    this.waiter = null;
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
