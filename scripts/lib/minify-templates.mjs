/**
 * A Rollup plugin for the CDN build: squeezes the static text of Lit's `css`, `html` and `svg`
 * templates, which a JavaScript minifier leaves as written (indentation, line breaks, comments).
 * - CSS: comments go, whitespace runs become one space, and none is kept beside `{ } ; , >` or
 *   after `:` (a space before `:` may start a selector, so it stays).
 * - HTML and SVG: a whitespace run that holds a line break becomes one space (what the browser
 *   renders of it anyway; no template here sets `white-space: pre`).
 * Only the strings between the templates' `${...}` parts change, found through the parsed code,
 * never by a pattern over it, so an expression inside a template is left whole.
 */

/** The squeezed text of one static piece of a `css` template. */
export function squeezeCss(text) {
  return text
    .replace(/\/\*[^]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/ ?([{};,>]) ?/g, '$1')
    .replace(/: /g, ':');
}

/** The squeezed text of one static piece of an `html` or `svg` template. */
export function squeezeMarkup(text) {
  return text.replace(/[ \t]*\n\s*/g, ' ');
}

const SQUEEZE = { css: squeezeCss, html: squeezeMarkup, svg: squeezeMarkup };

/** Every tagged template of `css`, `html` or `svg` in the tree under `node`. */
function* taggedTemplates(node) {
  if (!node || typeof node.type !== 'string') return;
  if (node.type === 'TaggedTemplateExpression' && node.tag.type === 'Identifier' && SQUEEZE[node.tag.name]) yield node;
  for (const key of Object.keys(node)) {
    const value = node[key];
    if (Array.isArray(value)) for (const child of value) yield* taggedTemplates(child);
    else if (value && typeof value === 'object' && typeof value.type === 'string') yield* taggedTemplates(value);
  }
}

export function minifyTemplates() {
  return {
    name: 'minify-templates',
    transform(code, id) {
      if (id.includes('node_modules') || !/\b(?:css|html|svg)\s*`/.test(code)) return null;
      const edits = [];
      for (const node of taggedTemplates(this.parse(code))) {
        const squeeze = SQUEEZE[node.tag.name];
        for (const quasi of node.quasi.quasis) {
          const raw = code.slice(quasi.start, quasi.end);
          const out = squeeze(raw);
          if (out !== raw) edits.push([quasi.start, quasi.end, out]);
        }
      }
      if (edits.length === 0) return null;
      let out = code;
      for (const [start, end, text] of edits.sort((a, b) => b[0] - a[0]))
        out = out.slice(0, start) + text + out.slice(end);
      return { code: out, map: null };
    },
  };
}
