/**
 * The block's editor script (wordpress/block/index.js) run in Node against stand-ins for
 * WordPress's globals: what it renders and saves for a post's block attributes, which are anyone's
 * text in the post's markup.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { runInNewContext } from 'node:vm';

type Element = { type: unknown; props: Record<string, unknown> | null; children: unknown[] };
type BlockSettings = { edit: (props: unknown) => Element; save: (props: unknown) => Element; variations: { attributes: { game: string } }[] };

/** Loads the editor script; returns the block it registers and the warnings it printed. */
function loadBlock(): { block: BlockSettings; warnings: string[] } {
  const spec = JSON.parse(readFileSync('wordpress/games.json', 'utf8')) as object;
  const warnings: string[] = [];
  let block: BlockSettings | undefined;
  const createElement = (type: unknown, props: Record<string, unknown> | null, ...children: unknown[]): Element => ({ type, props, children });
  const stub = (name: string) => name;
  const useBlockProps = () => ({ className: 'wp-block' });
  useBlockProps.save = () => ({ className: 'wp-block' });
  const window = {
    boardGameElementsSpec: spec,
    wp: {
      blocks: { registerBlockType: (_name: string, settings: BlockSettings) => (block = settings) },
      element: { createElement, Fragment: 'Fragment' },
      blockEditor: { InspectorControls: stub('InspectorControls'), useBlockProps },
      components: { PanelBody: stub('PanelBody'), SelectControl: stub('SelectControl'), TextControl: stub('TextControl'), ToggleControl: stub('ToggleControl') },
    },
  };
  runInNewContext(readFileSync('wordpress/block/index.js', 'utf8'), { window, console: { warn: (m: string) => warnings.push(m) } });
  assert.ok(block, 'the script registers its block');
  return { block, warnings };
}

/** The board element an editor's or a save's tree holds. */
function boardOf(tree: unknown): Element | undefined {
  if (!tree || typeof tree !== 'object') return undefined;
  const node = tree as Element;
  if (typeof node.type === 'string' && node.type.endsWith('-board')) return node;
  for (const child of node.children ?? []) {
    const found = boardOf(child);
    if (found) return found;
  }
  return undefined;
}

describe('the WordPress block in the editor', () => {
  it('shows and saves each listed game', () => {
    const { block, warnings } = loadBlock();
    for (const { attributes } of block.variations) {
      const props = { attributes: { game: attributes.game, options: { 'ai-depth': '2' } }, setAttributes: () => {} };
      assert.equal(boardOf(block.edit(props))?.type, attributes.game);
      assert.equal(boardOf(block.save(props))?.type, attributes.game);
    }
    assert.deepEqual(warnings, []);
  });

  it('takes a game only from the listed games: constructor, toString, __proto__ and the like show Reversi, with one warning each', () => {
    const { block, warnings } = loadBlock();
    for (const game of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf', 'nope', 42]) {
      for (let twice = 0; twice < 2; twice++) {
        const props = { attributes: { game, options: { constructor: 'x', __proto__: 'y', size: '10' } }, setAttributes: () => {} };
        const edited = boardOf(block.edit(props));
        const saved = boardOf(block.save(props));
        assert.equal(edited?.type, 'reversi-board', String(game));
        assert.equal(saved?.type, 'reversi-board', String(game));
        assert.deepEqual(Object.keys(saved?.props ?? {}).sort(), ['className', 'size'], `${String(game)}: only the board's own attributes are saved`);
      }
    }
    assert.equal(warnings.length, 7);
    assert.match(warnings[0]!, /no game "constructor"; showing Reversi/);
  });
});
