/**
 * The Trusted Types policy that starts the AI worker on pages that enforce Trusted Types
 * (`require-trusted-types-for 'script'`), where `new Worker(url)` refuses a plain URL. A page that
 * also lists allowed policies (`trusted-types ...`) names this one, with Lit's `lit-html`.
 */
export const TRUSTED_TYPES_POLICY = 'board-game-elements';

interface Policy {
  createScriptURL(url: string): unknown;
}
interface TrustedTypes {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): Policy;
}

let policy: Policy | null | undefined;
/** Set only while this module starts a worker: the policy vouches for no other URL. */
let starting = false;

function workerPolicy(): Policy | null {
  if (policy !== undefined) return policy;
  const tt = (globalThis as { trustedTypes?: TrustedTypes }).trustedTypes;
  try {
    policy =
      tt?.createPolicy(TRUSTED_TYPES_POLICY, {
        createScriptURL: (url) => {
          if (!starting)
            throw new TypeError(`the "${TRUSTED_TYPES_POLICY}" policy makes only the URL of the board's own AI worker`);
          return url;
        },
      }) ?? null;
  } catch {
    // The page's `trusted-types` list leaves this name out (or a second copy of the library made it first without
    // 'allow-duplicates').
    policy = null;
  }
  return policy;
}

/**
 * Runs `start`, which calls `new Worker(new URL(...))` as bundlers need to see it written. Where the
 * browser has Trusted Types, `Worker` takes its URL through this library's policy during that call
 * (a plain URL would be refused, with a report, on a page that enforces them); the call itself stays
 * as written, so bundlers still ship the worker.
 */
export function startTrustedWorker(start: () => Worker): Worker {
  const p = workerPolicy();
  if (!p) return start();
  const g = globalThis as { Worker: typeof Worker };
  const Plain = g.Worker;
  const Trusted = function (url: string | URL, options?: WorkerOptions) {
    return new Plain(p.createScriptURL(String(url)) as string, options);
  } as unknown as typeof Worker;
  Trusted.prototype = Plain.prototype;
  g.Worker = Trusted;
  starting = true;
  try {
    return start();
  } finally {
    starting = false;
    g.Worker = Plain;
  }
}
