// Writes custom-elements.json without indentation (`npm run analyze`): tools read it, people read
// the documentation's Reference pages made from it, and every element carries its inherited members.
import { readFileSync, writeFileSync } from 'node:fs';

writeFileSync('custom-elements.json', `${JSON.stringify(JSON.parse(readFileSync('custom-elements.json', 'utf8')))}\n`);
