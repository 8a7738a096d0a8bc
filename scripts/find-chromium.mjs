// Finds the Chromium the element tests run in, and says how to get one when there is none.
// As root on Debian it installs the distribution's `chromium` package itself.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (!process.env.CHROME_PATH && isRoot && hasApt) {
  console.log('Chromium not found: installing Debian\'s "chromium" package...');
  try {
    execSync('apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium', { stdio: 'inherit' });
    if (existsSync(path)) process.exit(0);
  } catch {
    // Fall through to the explanation.
  }
}
console.error(`
The element tests need Chromium, and none was found at ${path}.
  - On Debian or Ubuntu:  sudo apt-get install chromium
  - Elsewhere: install Chrome or Chromium and point CHROME_PATH at its executable, e.g.
      CHROME_PATH="/Applications/Google Chrome.app/Contents/MacOS/Google Chrome" npm test
`);
process.exit(1);
