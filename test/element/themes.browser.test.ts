/**
 * Every board in every theme on light and dark pages: the games' own colours kept, "auto" as the preferred theme, and
 * no axe violation.
 */
import { expect, fixture } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { html, unsafeStatic } from 'lit/static-html.js';
import '../../src/index.js';
import { GAMES } from '../../src/games/registry.js';

const TAGS = GAMES.map((g) => g.tag);
const make = (tag: string, attrs: string) =>
  fixture<HTMLElement & { updateComplete: Promise<unknown> }>(
    html`<${unsafeStatic(tag)} ${unsafeStatic(attrs)}></${unsafeStatic(tag)}>`,
  );

/** Relative luminance of the last colour of a computed background (a colour or a gradient's last stop). */
function luminance(background: string): number {
  const colours = [...background.matchAll(/rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)/g)];
  const [r, g, b] = colours
    .at(-1)!
    .slice(1, 4)
    .map((c) => {
      const v = Number(c) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** What a theme sets: each colour of the board and of every element in its shadow root, in document order. */
const COLOUR_PROPERTIES = [
  'color',
  'background-color',
  'background-image',
  'border-top-color',
  'border-bottom-color',
  'outline-color',
  'box-shadow',
  'fill',
  'stroke',
] as const;
function colours(el: HTMLElement): string[] {
  return [el, ...el.shadowRoot!.querySelectorAll('*')].flatMap((node) => {
    const style = getComputedStyle(node);
    return COLOUR_PROPERTIES.map(
      (p) => `${node.localName}.${node.getAttribute('class') ?? ''} ${p}: ${style.getPropertyValue(p)}`,
    );
  });
}

describe('themes', () => {
  afterEach(async () => {
    document.body.style.background = '';
    document.body.style.color = '';
    await emulateMedia({ colorScheme: 'light' });
  });

  for (const [tag, dark, light] of [
    ['reversi-board', '.disc.black', '.disc.white'],
    ['lines-of-action-board', '.disc.black', '.disc.white'],
    ['hnefatafl-board', '.piece.attacker', '.piece.defender'],
  ] as const) {
    it(`${tag}: in the dark theme black pieces stay dark and white ones light`, async () => {
      for (const how of ['theme="dark"', 'theme="auto" (a dark preference)']) {
        if (how.startsWith('theme="auto"')) await emulateMedia({ colorScheme: 'dark' });
        const el = await make(tag, how.startsWith('theme="dark"') ? 'theme="dark"' : '');
        const colour = (selector: string) =>
          getComputedStyle(el.shadowRoot!.querySelector(`[part~="board"] ${selector}`)!).backgroundImage;
        expect(luminance(colour(dark)), `${how}: ${colour(dark)}`).to.be.below(0.2);
        expect(luminance(colour(light)), `${how}: ${colour(light)}`).to.be.above(0.7);
      }
    });
  }

  // "auto" follows the preference: the same colours as the preferred theme, everywhere, so axe checks the two themes
  // themselves (on each page) and this the sameness.
  for (const preference of ['dark', 'light'] as const) {
    it(`theme="auto" with a ${preference} preference colours every part as theme="${preference}" does`, async () => {
      await emulateMedia({ colorScheme: preference });
      for (const tag of TAGS) {
        const auto = await make(tag, 'theme="auto" show-hint-button show-moves');
        const fixed = await make(tag, `theme="${preference}" show-hint-button show-moves`);
        const autoColours = colours(auto);
        expect(autoColours.length, tag).to.be.greaterThan(20);
        expect(autoColours, tag).to.deep.equal(colours(fixed));
        // The other theme differs: what is compared shows a theme.
        const other = await make(
          tag,
          `theme="${preference === 'dark' ? 'light' : 'dark'}" show-hint-button show-moves`,
        );
        expect(autoColours, tag).to.not.deep.equal(colours(other));
      }
    });
  }

  for (const page of ['light', 'dark'] as const) {
    for (const theme of ['light', 'dark'] as const) {
      it(`passes axe on a ${page} page with theme="${theme}"`, async () => {
        document.body.style.background = page === 'light' ? '#ffffff' : '#121212';
        document.body.style.color = page === 'light' ? '#111111' : '#eeeeee';
        for (const tag of TAGS) {
          const el = await make(tag, `theme="${theme}" show-hint-button show-moves`);
          await el.updateComplete;
          await expect(el, tag).to.be.accessible();
        }
      });
    }
  }
});
