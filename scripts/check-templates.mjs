// Part of `npm test`: fails when a Lit template of the sources (`html\`...\``) holds a conditional inside another
// (`a ? html\`${b ? c : d}\` : e`, or `a ? b : c ? d : e` in a template). A nested choice is one a reader has to
// unfold; a small render helper, or a value named before the template, says it once.
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import ts from 'typescript';

const files = execFileSync('git', ['ls-files', 'src/**/*.ts', 'examples/*/src/**/*.ts'], { encoding: 'utf8' })
  .split('\n')
  .filter((f) => f && !/\.(as|wasm)\.ts$/.test(f));
const found = [];
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  if (!text.includes('html`')) continue;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  /** `within`: conditionals around this node in the same function; `template`: whether it is in an `html` template. */
  const visit = (node, within, template) => {
    if (ts.isFunctionLike(node)) return ts.forEachChild(node, (child) => visit(child, 0, false));
    if (ts.isConditionalExpression(node)) {
      if (within > 0 && template)
        found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`);
      return ts.forEachChild(node, (child) => visit(child, child === node.condition ? within : within + 1, template));
    }
    const html = ts.isTaggedTemplateExpression(node) && node.tag.getText() === 'html';
    ts.forEachChild(node, (child) => visit(child, within, template || html));
  };
  visit(source, 0, false);
}
if (found.length > 0) {
  console.error(`Conditionals nested in a template (write a render helper):\n${found.map((f) => `  ${f}`).join('\n')}`);
  process.exit(1);
}
console.log(`no template of the sources nests a conditional (${files.length} modules)`);
