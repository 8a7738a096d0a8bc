import { readFileSync, readdirSync } from 'node:fs';
import ts from 'typescript';

/** Generates custom-elements.json from the elements' JSDoc (`npm run analyze`). */

/** Modules of types only: they ship as declarations alone. */
const TYPES_ONLY = new Set(['element/base/events', 'element/online/online-host']);

/** `src/x.ts` (or `/src/x.js`) as the file that ships, `dist/x.js` (`dist/x.d.ts` for types only). */
const shipped = (path) =>
  path.replace(/^\/?src\/(.*)\.[jt]s$/, (_, name) => `dist/${name}${TYPES_ONLY.has(name) ? '.d.ts' : '.js'}`);

/**
 * Module paths of the files that ship: the analyzer reads `src/`, but a tool that builds imports
 * from the manifest must find the files in the package. Private and protected members (not part of a page's API) and
 * the modules of base classes and controllers are left out; inherited members stay on each element, since tools that
 * read a declaration's members
 * (Storybook's controls and docs, editors' custom data) do not follow `superclass`.
 */
function shippedPaths() {
  const walk = (node, dir) => {
    if (Array.isArray(node)) return node.forEach((n) => walk(n, dir));
    if (typeof node !== 'object' || node === null) return;
    for (const key of ['path', 'module']) {
      if (typeof node[key] !== 'string') continue;
      // A re-export names its module relative to the one that re-exports it.
      const path = node[key].startsWith('.') ? new URL(node[key], `file:///${dir}`).pathname.slice(1) : node[key];
      node[key] = shipped(path);
    }
    // Protected members are hooks for a subclass (a game of one's own reads the guide and the types): no tool of a page
    // uses them.
    if (Array.isArray(node.members))
      node.members = node.members.filter(
        (m) => m.privacy !== 'private' && m.privacy !== 'protected' && !m.name?.startsWith('#'),
      );
    Object.values(node).forEach((n) => walk(n, dir));
  };
  return {
    name: 'shipped-paths',
    packageLinkPhase: ({ customElementsManifest }) => {
      // After linking, each element carries what it inherits: the base classes and controllers read
      // to get there (src/element/) add nothing a tool needs, and would double the file.
      const m = customElementsManifest;
      m.modules = m.modules.filter(
        (mod) =>
          mod.path === 'src/index.ts' ||
          (mod.declarations ?? []).some((d) => d.customElement) ||
          (mod.exports ?? []).some((e) => e.kind === 'custom-element-definition'),
      );
      for (const mod of m.modules) walk(mod, mod.path.replace(/[^/]*$/, ''));
    },
  };
}

/**
 * A default written as a named constant (`aiTime = DEFAULT_TIME_MS`, so the value lives in one
 * place) is shown by its value: the analyzer copies the initializer's text. The constants are read
 * from the sources, and a name it cannot resolve fails the analysis rather than reach the docs.
 */
function constantDefaults() {
  const sources = readdirSync('src', { recursive: true }).filter(
    (f) => String(f).endsWith('.ts') && !String(f).endsWith('.as.ts'),
  );
  const values = new Map();
  for (const f of sources) {
    for (const [, name, value] of readFileSync(`src/${f}`, 'utf8').matchAll(
      /^(?:export )?const ([A-Z][A-Z0-9_]*)(?:: \w+)? = (-?[\d_.]+|'[^'\n]*');$/gm,
    )) {
      values.set(name, new Set([...(values.get(name) ?? []), value.replaceAll('_', '')]));
    }
  }
  const resolve = (node) => {
    if (Array.isArray(node)) return node.forEach(resolve);
    if (typeof node !== 'object' || node === null) return;
    if (typeof node.default === 'string' && /^[A-Z][A-Z0-9_]*$/.test(node.default)) {
      const found = [...(values.get(node.default) ?? [])];
      if (found.length !== 1)
        throw new Error(
          `The default ${node.default} is not one constant of src/ with a literal value (${found.length} found).`,
        );
      node.default = found[0];
    }
    Object.values(node).forEach(resolve);
  };
  return {
    name: 'constant-defaults',
    packageLinkPhase: ({ customElementsManifest }) => resolve(customElementsManifest),
  };
}

/** A member's doc comment as text; `oneLine` joins its lines with spaces, as the manifest's events and parts read. */
function docOf(member, oneLine = false) {
  const text = ts
    .getJSDocCommentsAndTags(member)
    .map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '')
    .join('\n');
  return (oneLine ? text.replace(/\s*\n\s*/g, ' ') : text).trim();
}

/**
 * The boards' events from their one list, `BoardEventDetails` in `src/element/base/events.ts`: each member is an event,
 * its doc comment the event's description and its type the event's `detail`. They are given to `Board`, and
 * every board inherits them with the rest of its API.
 */
function eventsFromTable() {
  const file = 'src/element/base/events.ts';
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const table = source.statements.find((s) => ts.isInterfaceDeclaration(s) && s.name.text === 'BoardEventDetails');
  if (!table) throw new Error(`${file} declares no BoardEventDetails.`);
  const declared = new Set(source.statements.filter((s) => ts.isInterfaceDeclaration(s)).map((s) => s.name.text));
  const events = table.members.map((member) => {
    const name = member.name && ts.isStringLiteral(member.name) ? member.name.text : member.name?.getText(source);
    const description = docOf(member, true);
    if (!name || !member.type || !description)
      throw new Error(`${file}: every event needs a name, a type and a doc comment.`);
    const detail = member.type.getText(source);
    const text = `CustomEvent<${detail}>`;
    // The detail's type, where this module declares it, for tools that link a type to its declaration.
    const references = declared.has(detail) ? [{ name: detail, module: file, start: 12, end: 12 + detail.length }] : [];
    return { name, type: { text, ...(references.length ? { references } : {}) }, description };
  });
  return {
    name: 'events-from-table',
    moduleLinkPhase: ({ moduleDoc }) => {
      const base = moduleDoc.declarations?.find((d) => d.name === 'Board');
      if (base) base.events = events.map((e) => ({ ...e }));
    },
  };
}

/**
 * The boards' shadow parts and custom properties from their lists, `BoardCssParts` and `BoardCssProperties` in
 * `src/element/base/board-css.ts`: each member's name and doc comment. They are given to `Board`, ahead of any a
 * game's element documents itself, and every board inherits them.
 */
function cssFromTables() {
  const file = 'src/element/base/board-css.ts';
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const list = (name) => {
    const table = source.statements.find((s) => ts.isInterfaceDeclaration(s) && s.name.text === name);
    if (!table) throw new Error(`${file} declares no ${name}.`);
    return table.members.map((member) => {
      const entry = ts.isStringLiteral(member.name) ? member.name.text : member.name.getText(source);
      const description = docOf(member, true);
      if (!description) throw new Error(`${file}: ${name}.${entry} needs a doc comment.`);
      return { description, name: entry };
    });
  };
  const parts = list('BoardCssParts');
  const properties = list('BoardCssProperties');
  return {
    name: 'css-from-tables',
    moduleLinkPhase: ({ moduleDoc }) => {
      const base = moduleDoc.declarations?.find((d) => d.name === 'Board');
      if (!base) return;
      base.cssParts = [...parts.map((p) => ({ ...p })), ...(base.cssParts ?? [])];
      base.cssProperties = [...properties.map((p) => ({ ...p })), ...(base.cssProperties ?? [])];
    },
  };
}

/**
 * Attributes declared from a table (`static properties = litProperties(TABLE)`, `attribute-table.ts`): the
 * board's own (`src/element/base/board-attributes.ts`) and each game's. The table's type, `AttributeTable<I>`, names
 * the interface that documents them: each member of `I` is a property, with its doc comment and type, and the table
 * gives its attribute, whether it reflects, and its default. They are given to the class that declares them, and a
 * board inherits the base's with the rest of its API.
 */
function attributesFromTables() {
  const parse = (file) => ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const statementIn = (source, name) =>
    source.statements.find(
      (s) =>
        (ts.isInterfaceDeclaration(s) && s.name.text === name) ||
        (ts.isVariableStatement(s) && s.declarationList.declarations[0].name.getText(source) === name),
    );
  // The module that declares `name`: `file` itself, or the one it imports `name` from.
  const declaring = (file, name) => {
    const source = parse(file);
    if (statementIn(source, name)) return source;
    for (const s of source.statements) {
      if (!ts.isImportDeclaration(s) || !s.importClause?.namedBindings?.elements?.some((e) => e.name.text === name))
        continue;
      return parse(new URL(s.moduleSpecifier.text.replace(/\.js$/, '.ts'), `file:///${file}`).pathname.slice(1));
    }
    throw new Error(`${file}: ${name} is declared nowhere it can be found.`);
  };
  const membersOf = (file, tableName) => {
    const source = declaring(file, tableName);
    const where = source.fileName;
    const objectOf = (name) => {
      const declaration = statementIn(source, name)?.declarationList.declarations[0];
      const init = declaration?.initializer;
      const literal = init && ts.isAsExpression(init) ? init.expression : init;
      if (!literal || !ts.isObjectLiteralExpression(literal))
        throw new Error(`${where}: ${name} is no object literal.`);
      return { declaration, literal };
    };
    // An entry's fields as source text, spread constants (`...flag`) included.
    const fieldsOf = (literal) => {
      const fields = {};
      for (const p of literal.properties) {
        if (ts.isSpreadAssignment(p) && ts.isIdentifier(p.expression))
          Object.assign(fields, fieldsOf(objectOf(p.expression.text).literal));
        else if (ts.isPropertyAssignment(p)) fields[p.name.getText(source)] = p.initializer.getText(source);
      }
      return fields;
    };
    const { declaration, literal } = objectOf(tableName);
    const documented = /^AttributeTable<(\w+)/.exec(declaration.type?.getText(source) ?? '')?.[1];
    const table = Object.fromEntries(literal.properties.map((p) => [p.name.getText(source), fieldsOf(p.initializer)]));
    const docs = documented && statementIn(source, documented);
    if (!docs) throw new Error(`${where}: ${tableName} is no AttributeTable of an interface declared beside it.`);
    return docs.members.map((member) => {
      const name = member.name.getText(source);
      const description = docOf(member);
      const spec = table[name];
      if (!spec || !description) throw new Error(`${where}: ${name} needs a doc comment and an entry in ${tableName}.`);
      const type = member.type.getText(source) + (member.questionToken ? ' | undefined' : '');
      const attribute = spec.attribute === 'false' ? undefined : spec.attribute.slice(1, -1);
      const fallback =
        spec.fallback === 'undefined' ? undefined : spec.fallback.replace(/^Object\.freeze\((.*)\)$/, '$1');
      return { name, type, description, attribute, fallback, reflects: spec.reflect === 'true' };
    });
  };
  return {
    name: 'attributes-from-tables',
    moduleLinkPhase: ({ moduleDoc }) => {
      const text = readFileSync(moduleDoc.path, 'utf8');
      for (const d of moduleDoc.declarations ?? []) {
        if (d.kind !== 'class') continue;
        const classText = text.slice(text.search(new RegExp(`class ${d.name}\\b`)));
        // A board's own state (`{ state: true }` in its static properties) is neither an attribute nor public.
        const states = new Set([...classText.matchAll(/^\s+(\w+): \{ state: true \}/gm)].map((m) => m[1]));
        d.attributes = (d.attributes ?? []).filter((a) => !states.has(a.fieldName ?? a.name));
        d.members = (d.members ?? []).filter((m) => !states.has(m.name));
        const tableName = /static (?:override )?properties(?:: \w+)? = (?:\{\s*\.\.\.)?litProperties\((\w+)\)/.exec(
          classText,
        )?.[1];
        if (!tableName) continue;
        const members = membersOf(moduleDoc.path, tableName);
        const fields = members.map(({ name, type, description, attribute, fallback, reflects }) => ({
          kind: 'field',
          name,
          type: { text: type },
          ...(fallback === undefined ? {} : { default: fallback }),
          description,
          ...(attribute ? { attribute } : {}),
          ...(reflects ? { reflects: true } : {}),
        }));
        // Lit's declarations of them, and the narrowed type of `settings`, are the table's business.
        const own = new Set(['properties', ...members.map((m) => m.name)]);
        const kept = (d.members ?? []).filter((m) => !own.has(m.name) && !(m.name === 'settings' && !m.description));
        d.members = [...fields, ...kept];
        d.attributes = [
          ...members
            .filter((m) => m.attribute)
            .map(({ name, type, description, attribute, fallback }) => ({
              name: attribute,
              type: { text: type },
              ...(fallback === undefined ? {} : { default: fallback }),
              description,
              fieldName: name,
            })),
          ...(d.attributes ?? []).filter((a) => !own.has(a.fieldName)),
        ];
      }
    },
  };
}

export default {
  // The elements and what they are built from; engines and rules are documented by their typings.
  globs: [
    'src/index.ts',
    'src/*-board.ts',
    'src/games/*/*-board.ts',
    'src/element/{base,controllers,computer,online,sound}/*.ts',
  ],
  // Modules with no code of their own in the package: the event types, and the CDN build's worker factory.
  exclude: ['src/element/base/events.ts', 'src/element/computer/ai-worker-factory-cdn.ts'],
  outdir: '.',
  litelement: true,
  // package.json's "customElements" field is kept by hand; the freshness check must not rewrite it.
  packagejson: false,
  plugins: [attributesFromTables(), eventsFromTable(), cssFromTables(), shippedPaths(), constantDefaults()],
};
