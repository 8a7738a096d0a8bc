import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  LANGUAGES,
  directionOf,
  languageChain,
  languageIn,
  languageOf,
  type WordTables,
} from '../../src/core/language.js';
import { list, num, plural } from '../../src/languages/intl.js';

describe('language tags', () => {
  it('builds in sixteen languages besides English, each once', () => {
    assert.equal(LANGUAGES.length, 17);
    assert.equal(new Set(LANGUAGES.map((l) => l.toLowerCase())).size, 17);
    assert.equal(LANGUAGES[0], 'en');
  });

  it('falls back from the most specific tag to the language, then to English', () => {
    assert.deepEqual(languageChain('pt-BR'), ['pt-br', 'pt']);
    assert.deepEqual(languageChain('sr-Latn-RS'), ['sr-latn-rs', 'sr-latn', 'sr']);
    assert.equal(languageOf('pt-BR'), 'pt');
    assert.equal(languageOf('de-CH'), 'de');
    assert.equal(languageOf('ES_mx'), 'es', 'case and underscores as pages write them');
    assert.equal(languageOf('nl'), 'en', 'a language not built in speaks English');
    assert.equal(languageOf('iw'), 'he', "Hebrew's legacy tag");
    for (const bad of ['', '   ', null, undefined, '12', '-fr', 'fr-', 'x', 'fr--ca', 'é'])
      assert.equal(languageOf(bad), 'en', String(bad));
    // A page's lang of half a million subtags, or one long one, costs no more than a short one.
    assert.deepEqual(languageChain(`fr${'-a'.repeat(500_000)}`), []);
    assert.equal(languageOf(`ar-${'x'.repeat(1_000_000)}`), 'en');
  });

  it('tells Simplified from Traditional Chinese by script, else by region', () => {
    for (const tag of ['zh', 'zh-CN', 'zh-SG', 'zh-Hans', 'zh-Hans-HK']) assert.equal(languageOf(tag), 'zh', tag);
    for (const tag of ['zh-TW', 'zh-HK', 'zh-MO', 'zh-Hant', 'zh-Hant-CN'])
      assert.equal(languageOf(tag), 'zh-Hant', tag);
  });

  it("falls back through the chain to the languages a page's own table has", () => {
    const tables: WordTables<{ a: string }> = { en: { a: 'a' }, zh: async () => ({ a: '甲' }) };
    assert.equal(languageIn(tables, 'zh-TW'), 'zh', 'Traditional falls back to Simplified before English');
    assert.equal(languageIn(tables, 'fr'), 'en');
    assert.equal(languageIn(tables, 'zh-CN'), 'zh');
  });

  it('writes Arabic and Hebrew right to left, and the rest left to right', () => {
    for (const tag of ['ar', 'ar-EG', 'he', 'he-IL', 'iw', 'fa', 'ur-PK']) assert.equal(directionOf(tag), 'rtl', tag);
    for (const tag of ['en', 'fr', 'zh-Hant', 'hi', 'tr', '', null]) assert.equal(directionOf(tag), 'ltr', String(tag));
  });
});

describe('Intl helpers', () => {
  it("picks each language's plural form", () => {
    const ru = { one: '# победа', few: '# победы', many: '# побед', other: '# победы' };
    assert.deepEqual(
      [1, 2, 5, 11, 21, 22, 25].map((n) => plural('ru', n, ru)),
      ['1 победа', '2 победы', '5 побед', '11 побед', '21 победа', '22 победы', '25 побед'],
    );
    assert.equal(plural('en', 1, { one: '# win', other: '# wins' }), '1 win');
    assert.equal(plural('en', 0, { one: '# win', other: '# wins' }), '0 wins');
    assert.equal(plural('ja', 1, { other: '#勝' }), '1勝', 'a language with one form');
  });

  it('writes numbers and lists as the language does', () => {
    // CLDR writes Egypt's Arabic with Arabic-Indic digits; Arabic without a region, with Western ones.
    assert.equal(num('ar-EG', 12), '١٢');
    assert.equal(num('en', 1000), '1000', 'no grouping: counts and move numbers');
    assert.equal(list('en', ['a1', 'b2', 'c3']), 'a1, b2, and c3');
    assert.equal(list('en', ['a1', 'b2'], 'or'), 'a1 or b2');
    assert.equal(list('de', ['a1', 'b2', 'c3']), 'a1, b2 und c3');
    assert.equal(list('zh', ['a1', 'b2', 'c3']), 'a1、b2和c3');
  });
});
