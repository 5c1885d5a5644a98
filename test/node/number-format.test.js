// Number formatting (src/element/locale.ts, as built into dist/lib): each Intl.NumberFormat is made
// once per page, locale and options (the story viewer formats its prices again on every step, and
// making a formatter costs far more than using one). Pure logic: run once, in Node.
// Needs `node scripts/build.js` first (npm test builds).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { numberFormat } from '../../dist/lib/element/locale.js';

describe('numberFormat', () => {
  it('makes each formatter once per locale and options, and formats as Intl does', () => {
    const made = [];
    const Real = Intl.NumberFormat;
    Intl.NumberFormat = function (...args) {
      made.push(JSON.stringify(args));
      return Real(...args);
    };
    try {
      const fr = numberFormat('fr');
      const en = numberFormat('en-US');
      for (let i = 0; i < 3; i++) {
        assert.equal(fr(12.5, { style: 'currency', currency: 'EUR' }), new Real('fr', { style: 'currency', currency: 'EUR' }).format(12.5));
        assert.equal(en(12.5, { style: 'currency', currency: 'USD' }), '$12.50');
        assert.equal(en(1234), '1,234');
      }
      // A formatter made from another render's function (a new `numberFormat` per render) is the same one.
      numberFormat('fr')(3, { style: 'currency', currency: 'EUR' });
      assert.deepEqual(made, [
        JSON.stringify(['fr', { style: 'currency', currency: 'EUR' }]),
        JSON.stringify(['en-US', { style: 'currency', currency: 'USD' }]),
        JSON.stringify(['en-US', null]),
      ]);
    } finally {
      Intl.NumberFormat = Real;
    }
  });

  it('falls back to the browser locale when the locale is refused, never throwing', () => {
    assert.equal(numberFormat('not a locale!')(1234.5), new Intl.NumberFormat(undefined).format(1234.5));
  });
});
