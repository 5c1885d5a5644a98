// The locale tables (src/i18n/, as built into dist/lib): every language has every string, and its
// counts follow the language's plural rules (Intl.PluralRules). Pure tables: run once, in Node; the
// widget speaking them is test/i18n.test.ts, in three engines. Needs `node scripts/build.js` first
// (npm test builds).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { en } from '../../dist/lib/i18n/i18n.js';
import ar from '../../dist/lib/i18n/locales/ar.js';
import de from '../../dist/lib/i18n/locales/de.js';
import es from '../../dist/lib/i18n/locales/es.js';
import fr from '../../dist/lib/i18n/locales/fr.js';
import ja from '../../dist/lib/i18n/locales/ja.js';

const LOCALES = { fr, de, es, ja, ar };

describe('the locale tables', () => {
  it('every locale has every string', () => {
    for (const [locale, strings] of Object.entries(LOCALES)) {
      assert.deepEqual(Object.keys(strings).sort(), Object.keys(en).sort(), locale);
      for (const key of Object.keys(en)) {
        assert.equal(typeof strings[key], typeof en[key], `${locale}.${key}`);
      }
    }
  });

  it('counts follow each language’s plural rules', () => {
    assert.equal(en.count('1', 1), '1 post');
    assert.equal(en.count('0', 0), '0 posts');
    // French: 0 and 1 are singular; round millions take "de".
    assert.equal(fr.count('0', 0), '0 publication');
    assert.equal(fr.count('1', 1), '1 publication');
    assert.equal(fr.count('2', 2), '2 publications');
    assert.equal(fr.count('1 000 000', 1_000_000), '1 000 000 de publications');
    assert.equal(de.count('1', 1), '1 Beitrag');
    assert.equal(de.count('0', 0), '0 Beiträge');
    assert.equal(es.count('1', 1), '1 publicación');
    assert.equal(es.count('3', 3), '3 publicaciones');
    assert.equal(es.count('1 000 000', 1_000_000), '1 000 000 de publicaciones');
    // Arabic: one, two, few (3–10), many (11–99: the accusative), other.
    assert.equal(ar.count('١', 1), 'منشور واحد');
    assert.equal(ar.count('٢', 2), 'منشوران');
    assert.equal(ar.count('٣', 3), '٣ منشورات');
    assert.equal(ar.count('١١', 11), '١١ منشورًا');
    assert.equal(ar.count('١٠٠', 100), '١٠٠ منشور');
    assert.equal(ja.count('3', 3), '投稿 3 件');
  });

  it('announce what "Load more" added with the same plural rules', () => {
    assert.equal(en.loadedMore('1', '13', 1), '1 more post loaded, 13 shown');
    assert.equal(en.loadedMore('5', '17', 5), '5 more posts loaded, 17 shown');
    assert.equal(fr.loadedMore('1', '13', 1), '1 publication de plus chargée, 13 affichées');
    assert.equal(de.loadedMore('1', '13', 1), '1 weiterer Beitrag geladen, 13 angezeigt');
    assert.equal(de.loadedMore('5', '17', 5), '5 weitere Beiträge geladen, 17 angezeigt');
    assert.equal(es.loadedMore('5', '17', 5), 'Se cargaron 5 publicaciones más; se muestran 17');
    assert.equal(ar.loadedMore('٢', '١٤', 2), 'تم تحميل المزيد: منشوران، والمعروض الآن ١٤');
    assert.equal(ja.loadedMore('5', '17', 5), '投稿を 5 件追加で読み込みました（17 件を表示中）');
  });
});
