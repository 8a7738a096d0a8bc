// The WordPress plugin, as a zip WordPress installs by upload: wordpress/ with the CDN build inside
// (cdn/, so a site loads nothing from outside). It first checks that wordpress/games.json names
// the registry's games and every attribute of every board in custom-elements.json and nothing else, and that every
// version the plugin states is the package's.
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { requireBuild } from './lib/checks.mjs';
import { GAMES } from './lib/games.mjs';
import { zip } from './lib/zip.mjs';

requireBuild('dist/cdn/autoloader.js');
const problems = [];
const { version } = JSON.parse(readFileSync('package.json', 'utf8'));
const text = (file) => readFileSync(join('wordpress', file), 'utf8');
const stated = {
  'board-game-elements.php (Version)': /^\s*\*\s*Version:\s*(\S+)/m.exec(text('board-game-elements.php'))?.[1],
  'board-game-elements.php (BOARD_GAME_ELEMENTS_VERSION)': /'BOARD_GAME_ELEMENTS_VERSION',\s*'([^']+)'/.exec(
    text('board-game-elements.php'),
  )?.[1],
  'readme.txt (Stable tag)': /^Stable tag:\s*(\S+)/m.exec(text('readme.txt'))?.[1],
  'block/block.json': JSON.parse(text('block/block.json')).version,
  'block/index.asset.php': /'version'\s*=>\s*'([^']+)'/.exec(text('block/index.asset.php'))?.[1],
};
for (const [where, v] of Object.entries(stated))
  if (v !== version) problems.push(`${where} says ${v}, package.json ${version}`);

// The manifest's attributes of each board against games.json's (`lang` is the global HTML attribute).
const spec = JSON.parse(text('games.json'));
const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
const boards = new Map(
  manifest.modules
    .flatMap((m) => m.declarations ?? [])
    .filter((d) => d.tagName)
    .map((d) => [d.tagName, new Set((d.attributes ?? []).map((a) => a.name))]),
);
for (const [tag, names] of boards) {
  if (!spec.games[tag]) {
    problems.push(`games.json has no <${tag}>`);
    continue;
  }
  const ours = new Set([...Object.keys(spec.common), ...Object.keys(spec.games[tag].attributes)]);
  for (const name of names)
    if (!ours.has(name)) problems.push(`<${tag}> takes ${name}, which games.json does not list`);
  for (const name of ours)
    if (name !== 'lang' && !names.has(name))
      problems.push(`games.json gives <${tag}> ${name}, which the board does not take`);
}
for (const tag of Object.keys(spec.games))
  if (!boards.has(tag)) problems.push(`games.json lists <${tag}>, which the manifest has not`);
// The registry's games, in its order (the block's list of games follows it), each by its id.
if (Object.keys(spec.games).join() !== GAMES.map((g) => g.tag).join())
  problems.push(
    `games.json lists ${Object.keys(spec.games).join(', ')}; the registry ${GAMES.map((g) => g.tag).join(', ')}`,
  );
// The block's choice of language: every built-in one (`LANGUAGES` in src/core/language.ts), and no other.
const languages = [
  .../export const LANGUAGES = \[([^\]]*)\]/
    .exec(readFileSync('src/core/language.ts', 'utf8'))[1]
    .matchAll(/'([^']+)'/g),
].map((m) => m[1]);
const offered = spec.common.lang.choices.map(([tag]) => tag).filter(Boolean);
if (offered.join() !== languages.join())
  problems.push(`games.json offers the languages ${offered.join(', ')}; the boards speak ${languages.join(', ')}`);
for (const g of GAMES)
  if (spec.games[g.tag] && spec.games[g.tag].game !== g.id)
    problems.push(`games.json calls <${g.tag}> "${spec.games[g.tag].game}"; its id is "${g.id}"`);
if (problems.length) {
  console.error(`build:wordpress: the plugin disagrees with the package:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}

const walk = (dir) =>
  readdirSync(dir).flatMap((name) =>
    statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)],
  );
const files = [
  ...walk('wordpress').map((file) => [
    `board-game-elements/${relative('wordpress', file).split('\\').join('/')}`,
    readFileSync(file),
  ]),
  // The frame page is for iframes on other sites; a WordPress page loads the boards themselves,
  // through the autoloader, so not the all-in-one file and its own parts either.
  ...readdirSync('dist/cdn')
    .filter(
      (name) =>
        name.endsWith('.js') &&
        !name.startsWith('frame') &&
        name !== 'board-game-elements.js' &&
        !name.startsWith('board-game-elements-all-'),
    )
    .sort()
    .map((name) => [`board-game-elements/cdn/${name}`, readFileSync(join('dist/cdn', name))]),
  ['board-game-elements/LICENSE', readFileSync('LICENSE')],
].sort(([a], [b]) => a.localeCompare(b));
mkdirSync('dist/wordpress', { recursive: true });
const archive = zip(files);
writeFileSync('dist/wordpress/board-game-elements.zip', archive);
console.log(`dist/wordpress/board-game-elements.zip: ${files.length} files, ${(archive.length / 1024).toFixed(1)} kB`);
