// `npm run docs:language-template` writes docs/languages/template.js: every text of every board in English, as one
// `registerLanguage` call a page copies, translates and keeps (see the Languages page). It is made from the English
// tables themselves (each `export const en` of the sources, with the helpers they use), so it never lacks a text the
// boards have. `--check` (in `npm test`) writes nothing and fails when the file differs from what the sources give.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { transformSync } from 'esbuild';
import { format, resolveConfig } from 'prettier';
import ts from 'typescript';
import { GAMES } from './lib/games.mjs';

const OUT = 'docs/languages/template.js';
/** Each table: the name `registerLanguage` knows it by, and the source of its English. */
const TABLES = [
  ['messages', 'src/element/base/messages.ts'],
  ['review', 'src/element/review/review-words.ts'],
  ['online', 'src/element/online/online-words.ts'],
  ['puzzle', 'src/element/puzzle/puzzle-words.ts'],
  ['lesson', 'src/element/lesson/lesson-words.ts'],
  ...GAMES.map((g) => [g.tag, `src/games/${g.id}/words.ts`]),
  ...GAMES.map((g) => [`${g.id}-course`, `src/games/${g.id}/course-texts.ts`]),
];
/** What the page imports from the package rather than copies. */
const FROM_PACKAGE = new Set(['list', 'num', 'plural', 'sentences', 'signedNum']);

/** The top-level declarations of a source file, by name, and where its imported names come from. */
function parse(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const declared = new Map();
  const imported = new Map();
  for (const s of source.statements) {
    if (ts.isVariableStatement(s))
      for (const d of s.declarationList.declarations) declared.set(d.name.getText(source), { node: s, decl: d });
    else if (ts.isFunctionDeclaration(s) && s.name) declared.set(s.name.text, { node: s });
    else if (ts.isImportDeclaration(s) && !s.importClause?.isTypeOnly)
      for (const e of s.importClause?.namedBindings?.elements ?? [])
        if (!e.isTypeOnly)
          imported.set(e.name.text, join(dirname(file), s.moduleSpecifier.text.replace(/\.js$/, '.ts')));
  }
  return { source, declared, imported };
}

/** The identifiers `node` uses. */
function used(node) {
  const names = new Set();
  const visit = (n) => {
    if (ts.isIdentifier(n)) names.add(n.text);
    ts.forEachChild(n, visit);
  };
  visit(node);
  return names;
}

const helpers = new Map();
/** Adds the declaration of `name` from `file` (and what it uses) to the helpers the template carries. */
function carry(name, file) {
  if (FROM_PACKAGE.has(name) || helpers.has(name)) return;
  const { source, declared, imported } = parse(file);
  if (imported.has(name)) return carry(name, imported.get(name));
  const found = declared.get(name);
  if (!found) return;
  const text = found.node
    .getText(source)
    .replace(/^export\s+/, '')
    .replace(/\/\*\*[\s\S]*?\*\/\s*/g, '');
  helpers.set(name, null);
  for (const n of used(found.node)) if (n !== name) carry(n, file);
  helpers.set(name, text);
}

const tables = TABLES.map(([name, file]) => {
  const { source, declared } = parse(file);
  const en = declared.get('en');
  if (!en?.decl?.initializer) throw new Error(`${file}: no \`export const en\``);
  for (const n of used(en.decl.initializer)) carry(n, file);
  return [name, en.decl.initializer.getText(source)];
});

const typescript = `/**
 * Every text of every board, in English: a language of your own starts here. Copy this file, set the tag, translate
 * each text (the functions too: a number or a name comes in, a sentence goes out), delete what you leave in English
 * (it falls back to English), and import the file once on the page, after the boards' script. Boards whose \`lang\`
 * (or an ancestor's, or the page's) is the tag, or starts with it, speak it at once.
 * Written by \`npm run docs:language-template\` from the sources' English tables: do not edit it here.
 */
import { list, num, plural, registerLanguage, sentences, signedNum } from 'board-game-elements';

const TAG = 'xx';

${[...helpers.values()].join('\n\n')}

registerLanguage(TAG, {
${tables.map(([name, text]) => `  ${/^[a-z]+$/.test(name) ? name : `'${name}'`}: ${text},`).join('\n')}
});
`;
// The sources are TypeScript; the template is the JavaScript a page can load as it is, in the repository's style.
const { code } = transformSync(typescript.replace(/'en'/g, 'TAG'), {
  loader: 'ts',
  format: 'esm',
  target: 'es2022',
  charset: 'utf8',
});
const banner = typescript.slice(0, typescript.indexOf('*/') + 3);
const body = code
  .replace(/^\/\*\*[\s\S]*?\*\/\n/, '')
  .replace(
    /^(const TAG = .*)$/m,
    "\n// Your language's BCP 47 tag: its plurals, numbers and lists follow it too.\n$1\n",
  );
const output = await format(`${banner}\n${body}`, { ...(await resolveConfig(OUT)), filepath: OUT });

if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(OUT, 'utf8');
  } catch {
    // Missing: stale.
  }
  if (current !== output) {
    console.error(`${OUT} differs from the English tables. Run \`npm run docs:language-template\` and commit it.`);
    process.exit(1);
  }
  console.log(`${OUT} holds every English text (${tables.length} tables)`);
} else {
  writeFileSync(OUT, output);
  console.log(`wrote ${OUT} (${tables.length} tables)`);
}
