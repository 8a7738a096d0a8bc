// Part of `npm test`: fails when a class of the elements (`src/element/`, `src/games/`) sits deeper under `LitElement`
// than `LIMIT`. Each layer of a chain is one more file to read to follow one move: the board is one thin base holding
// its parts (`Board`), then each game's element. The deprecated `GameBoard`, kept for games written against the earlier
// API, is held to the same limit: it sits two deep, as our games do on `Board` (a page's own game on it is a third
// class, which the own-game guide moves to `Board`).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const LIMIT = 2;
/** Each class of those folders and the name of the class it extends. */
const parents = new Map();
for (const dir of ['src/element', 'src/games']) {
  for (const f of readdirSync(dir, { recursive: true }).map(String)) {
    if (!f.endsWith('.ts') || /\.(as|wasm)\.ts$/.test(f)) continue;
    const file = join(dir, f);
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    for (const s of source.statements) {
      if (!ts.isClassDeclaration(s) || !s.name) continue;
      const extended = s.heritageClauses?.find((h) => h.token === ts.SyntaxKind.ExtendsKeyword)?.types[0];
      if (extended) parents.set(s.name.text, { file, parent: extended.expression.getText(source) });
    }
  }
}
/** The chain from `name` up to `LitElement` (empty where it does not reach it). */
function chain(name) {
  const names = [name];
  for (let at = parents.get(name); at; at = parents.get(at.parent)) {
    if (at.parent === 'LitElement') return names;
    if (names.includes(at.parent)) return [];
    names.push(at.parent);
  }
  return [];
}
const chains = [...parents.keys()].map(chain).filter((c) => c.length > 0);
const shown = (c) => `LitElement → ${[...c].reverse().join(' → ')}`;
const deepest = chains.reduce((a, b) => (b.length > a.length ? b : a), []);
if (deepest.length > LIMIT) {
  console.error(`A class sits ${deepest.length} deep under LitElement (at most ${LIMIT}): ${shown(deepest)}.`);
  process.exit(1);
}
console.log(`the deepest class chain under LitElement is ${deepest.length} (at most ${LIMIT}): ${shown(deepest)}`);
