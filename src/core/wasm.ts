/**
 * Loading the engines compiled to WebAssembly (`*.as.ts`, built by `scripts/build-wasm.mjs` into
 * modules of gzipped base64). Each is compiled once per thread. Where WebAssembly is missing or
 * refused (a Content-Security-Policy without `'wasm-unsafe-eval'`, an interpreter-only runtime),
 * or the runtime cannot inflate gzip (`DecompressionStream`), loading gives null and the game
 * keeps its JavaScript engine.
 */

const compiled = new Map<string, Promise<WebAssembly.Module | null>>();

/** Whether engines in WebAssembly are turned off for this thread (see `useWasm`). */
let disabled = false;

/** Turns the WebAssembly engines on or off for this thread (tests and benchmarks compare both; on by default). */
export function useWasm(on: boolean): void {
  disabled = !on;
}

/** Whether the WebAssembly engines are on for this thread. */
export function wasmEnabled(): boolean {
  return !disabled;
}

/** The bytes of a text of gzipped base64 (an engine's module, or a learned evaluation's weights). */
export async function inflate(base64: string): Promise<ArrayBuffer> {
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  const reader = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip')).getReader();
  const parts: Uint8Array[] = [];
  let length = 0;
  for (let r = await reader.read(); !r.done; r = await reader.read()) {
    parts.push(r.value);
    length += r.value.length;
  }
  const out = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out.buffer;
}

/** The compiled module of `base64` (gzipped), or null where WebAssembly is unavailable, refused or turned off. */
export function compileWasm(base64: string): Promise<WebAssembly.Module | null> {
  if (disabled || typeof WebAssembly === 'undefined' || typeof DecompressionStream === 'undefined')
    return Promise.resolve(null);
  let module = compiled.get(base64);
  if (!module) {
    module = inflate(base64)
      .then((bytes) => WebAssembly.compile(bytes))
      .catch(() => null);
    compiled.set(base64, module);
  }
  return module;
}
