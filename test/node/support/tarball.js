// The npm tarball of the package, packed once per `npm test`: scripts/test.js packs it before the
// Node suite and passes its path in UGC_ALBUM_TARBALL; a test file run on its own packs it itself.
// Needs the build (dist/ and custom-elements.json).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../../..', import.meta.url).pathname;

/** Packs the package into `dir`; returns the tarball's path. */
export function pack(dir) {
  mkdirSync(dir, { recursive: true });
  const out = execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', dir], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return join(dir, JSON.parse(out)[0].filename);
}

/** The tarball: the one `npm test` packed, or a fresh one. */
export function tarball() {
  const given = process.env.UGC_ALBUM_TARBALL;
  if (given && existsSync(given)) return given;
  return pack(mkdtempSync(join(tmpdir(), 'ugc-album-pack-')));
}

/** Unpacks the tarball into `dir` (its files end up in `dir` itself, not in `package/`). */
export function unpack(file, dir) {
  mkdirSync(dir, { recursive: true });
  execFileSync('tar', ['-xzf', file, '-C', dir, '--strip-components=1']);
  return dir;
}
