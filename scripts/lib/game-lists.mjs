// Finds the files that list our games without the registry. A file that names LIST_AT or more of
// the games (most of them: fewer are examples, not a list) (by tag, by `games/<id>/` path, or by quoted id) is a list;
// it must be one the
// registry makes (`npm run games`), import the registry (to be made from it or checked against
// it), or, for a page or data file, be one of PAGES, which must name every game. A game's own
// files (its folder, and files named after it: tests, stories, benches) and prose (Markdown, the
// changelog, the generated manifest) are not lists.
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { GAMES } from './games.mjs';

/** A file naming this many games is a list of games. */
const LIST_AT = 6;

/** Pages and data that show every game; checked here against the registry. */
const PAGES = [
  'demo/index.html',
  'demo/embed.html',
  'test/csp/boards.html',
  'wordpress/games.json',
  'wordpress/readme.txt',
  'stories/guide/start-introduction.mdx',
  'stories/guide/start-install.mdx',
  'stories/guide/embed-frame.mdx',
  'stories/guide/embed-wordpress.mdx',
  'stories/guide/play-saved-games.mdx',
  'stories/reference/overview.mdx',
  'docs/languages/template.js',
];

const CODE = /\.(ts|tsx|mts|mjs|js|svelte|vue)$/;
const NOT_LISTS =
  /\.(md|png|svg|wasm|zip)$|^CHANGELOG|^custom-elements\.json$|^docs\/figures\/|^package-lock\.json$|^src\/games\/registry\.ts$|^scripts\/lib\/games\.(mjs|d\.mts)$/;
const IMPORTS_REGISTRY = /games\/registry(\.js)?['"]|lib\/games\.mjs['"]/;

const escape = (s) => s.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&');
const names = GAMES.map((g) => new RegExp(`\\b${escape(g.tag)}\\b|games/${escape(g.id)}/|['"\`]${escape(g.id)}['"\`]`));

/** The games `text` names. */
export function gamesNamed(text) {
  return GAMES.filter((_, i) => names[i].test(text));
}

/** `text` without the lists `npm run games` writes (between its marks; package.json's element exports and keywords). */
function handWritten(path, text) {
  if (path === 'package.json') {
    const pkg = JSON.parse(text);
    for (const key of Object.keys(pkg.exports)) if (/^\.\/[a-z0-9-]+-board\.js$/.test(key)) delete pkg.exports[key];
    delete pkg.keywords;
    return JSON.stringify(pkg);
  }
  return text.replace(/\/\/ games: written by[^\n]*\n[\s\S]*?\/\/ games: end/g, '');
}

/** What is wrong with the lists of games in the repository's files; `made` are the files the registry makes whole. */
export function fileLists(made) {
  const files = execSync('git ls-files --cached --others --exclude-standard', { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
  const problems = [];
  for (const path of files) {
    if (made.includes(path)) continue;
    if (NOT_LISTS.test(path) || GAMES.some((g) => path.includes(g.id))) continue;
    let text;
    try {
      text = readFileSync(path, 'utf8');
    } catch {
      continue; // listed by git but deleted in the work tree
    }
    if (PAGES.includes(path)) {
      const missing = GAMES.filter((g) => !gamesNamed(text).includes(g));
      if (missing.length > 0)
        problems.push(`${path} shows every game, but not ${missing.map((g) => g.tag).join(', ')}.`);
      continue;
    }
    const named = gamesNamed(handWritten(path, text));
    if (named.length < LIST_AT) continue;
    if (CODE.test(path) && IMPORTS_REGISTRY.test(text)) continue;
    problems.push(
      `${path} lists ${named.length} games by hand (${named.map((g) => g.id).join(', ')}): make the list from src/games/registry.ts, or check it against it.`,
    );
  }
  return problems;
}
