/** The documentation pages a reader copies snippets from, and how a browser reads an attribute's text in them. */
import { execSync } from 'node:child_process';

/** The pages a reader copies from: the guides and games' pages, the README and the Markdown they show. */
export const docFiles = execSync('git ls-files --cached --others --exclude-standard "*.mdx" "*.md"', {
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => f && !f.startsWith('CHANGELOG') && !f.includes('node_modules'));

/** `&quot;` and friends, as a browser reads them in an attribute. */
export const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
