// The files of this folder run dist/ugc-album.js (test/support/build.ts): the element on the page is
// the bundle's, with Lit's production build.
import { expect } from '@open-wc/testing';
import { api, build } from '../support/build.js';

describe('test/on-dist/ runs dist/ugc-album.js', () => {
  it('defines <ugc-album> from the bundle, on production Lit', () => {
    expect(build).to.equal('dist');
    expect(customElements.get('ugc-album') === api.UgcAlbumElement).to.equal(true);
    // Lit's development build gives every element class its warning switches; the production build has none.
    expect('enableWarning' in api.UgcAlbumElement, 'Lit dev mode').to.equal(false);
  });
});
