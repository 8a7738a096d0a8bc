import { css, html, type TemplateResult } from 'lit';

/** The list's own styles, adopted by the board when the list first opens. */
export const helpStyles = css`
  .help {
    margin-top: 0.75em;
    padding: 0.5em 0.9em;
    border: 1px solid var(--bge-line-color);
    border-radius: 0.4em;
  }
  .help-title {
    font-size: 1em;
    margin: 0.25em 0 0.5em;
  }
  .help ul {
    margin: 0;
    padding-inline-start: 1.2em;
  }
`;

/**
 * The keys a line of the key list is about: the names before its colon ("Enter or Space: ..." is about `enter` and
 * `space`).
 */
export function keysOf(line: string): string[] {
  const label = line.split(/[:：]/)[0]!.toLowerCase();
  const names: Record<string, string> = { 方向键: 'arrows', 空格: 'space' };
  return [...label.matchAll(/方向键|空格|\?|\b(?:arrows|home|end|enter|space|esc|[a-z]|\d+)\b/g)].map(
    (m) => names[m[0]] ?? m[0],
  );
}

/**
 * The keys `?` lists: the game's own, then the common ones; a game's line for a key replaces the shared one. Which keys
 * a line is about is read from its English (`englishGame`, `englishCommon`, line for line), since only English and
 * Chinese names of keys are known here: a German "Pfeiltasten" line replaces "Arrows" as the English one does.
 */
export function keyList(
  game: readonly string[],
  common: readonly string[],
  englishGame: readonly string[] = game,
  englishCommon: readonly string[] = common,
): string[] {
  const taken = new Set(englishGame.flatMap(keysOf));
  return [...game, ...common.filter((_, i) => !keysOf(englishCommon[i] ?? '').some((k) => taken.has(k)))];
}

/** The list of keys (`help`), hidden until the Keys button or `?` opens it. */
export function renderHelp(title: string, keys: readonly string[], open: boolean): TemplateResult {
  return html`<div id="help" class="help" part="help" role="group" aria-label=${title} ?hidden=${!open}>
    <h2 class="help-title">${title}</h2>
    <ul>
      ${keys.map((k) => html`<li>${k}</li>`)}
    </ul>
  </div>`;
}
