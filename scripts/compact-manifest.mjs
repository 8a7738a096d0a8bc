// Writes custom-elements.json without indentation (`npm run analyze`): tools read it, people read
// the documentation's Reference pages made from it, and every element carries its inherited members.
// Its modules are written in path order (`inPathOrder`).
import { readFileSync, writeFileSync } from 'node:fs';
import { inPathOrder } from './lib/manifest-order.mjs';

const manifest = inPathOrder(JSON.parse(readFileSync('custom-elements.json', 'utf8')));
writeFileSync('custom-elements.json', `${JSON.stringify(manifest)}\n`);
