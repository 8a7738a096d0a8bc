// Writes custom-elements.json without indentation (`npm run analyze`): tools read it, people read
// the documentation's Reference pages made from it, and every element carries its inherited members.
// Its modules are written in path order: the analyzer's own order varies from one run to the next.
import { readFileSync, writeFileSync } from 'node:fs';

const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
manifest.modules.sort((a, b) => a.path.localeCompare(b.path));
writeFileSync('custom-elements.json', `${JSON.stringify(manifest)}\n`);
