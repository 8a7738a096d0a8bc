// `npm run check:types` (after `npm run build`): the framework types of dist/types hold the raw tags
// to their attributes' types in each framework's own checker. Every file under test/types uses
// correct tags and marks wrong ones as expected errors (`@ts-expect-error`, `@vue-expect-error`);
// Svelte has no such mark, so its wrong tags live apart and must give exactly their errors.
import { execFileSync } from 'node:child_process';
import { checks, requireBuild } from './lib/checks.mjs';

requireBuild('dist/types/jsx.d.ts');
const { check, finish } = checks();

/** Runs a checker; returns its output and whether it passed. */
function run(command, args) {
  try {
    return { ok: true, out: execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }) };
  } catch (e) {
    return { ok: false, out: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}
const bin = (name) => `node_modules/.bin/${name}`;

for (const [framework, config] of [
  ['React 19 JSX (tsc)', 'test/types/tsconfig.react.json'],
  ['Preact JSX (tsc)', 'test/types/tsconfig.preact.json'],
]) {
  const r = run(bin('tsc'), ['-p', config]);
  check(
    r.ok,
    `${framework}: right attributes pass, each wrong one is an error${r.ok ? '' : `\n${r.out.slice(0, 2000)}`}`,
  );
}
const vue = run(bin('vue-tsc'), ['-p', 'test/types/vue/tsconfig.json']);
check(
  vue.ok,
  `Vue templates (vue-tsc, strictTemplates): every board's properties, attributes and event details typed; wrong ones, unknown attributes and unknown tags are errors${vue.ok ? '' : `\n${vue.out.slice(0, 2000)}`}`,
);
const svelte = (dir) => run(bin('svelte-check'), ['--workspace', dir, '--output', 'machine']).out;
const fine = svelte('test/types/svelte/fine');
check(
  /COMPLETED .* 0 ERRORS/.test(fine),
  `Svelte (svelte-check): right attributes pass${/ 0 ERRORS/.test(fine) ? '' : `\n${fine.slice(-2000)}`}`,
);
const wrong = svelte('test/types/svelte/wrong');
const errors = wrong.split('\n').filter((l) => / ERROR "App\.svelte"/.test(l));
const expected = [
  /big.*not assignable to type 'number \| `\$\{number\}`/,
  /sepia.*'Theme \| undefined'/,
  /'square' does not exist on type 'MoveEventDetail'/,
  /colour.*does not exist/,
];
const missing = expected.filter((re) => !errors.some((line) => re.test(line)));
check(
  errors.length === expected.length && missing.length === 0,
  `Svelte (svelte-check): a text for a number, an unknown theme, a wrong event detail and an unknown attribute are errors (${errors.length} reported${missing.length ? `; missing ${missing.join(', ')}` : ''})`,
);
finish();
