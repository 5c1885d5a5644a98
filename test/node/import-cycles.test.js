// The import-cycle check that `npm run lint` runs (scripts/import-cycles.js): src/ has none, and the
// check does see one, through a type import or a lazy import() alike.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findImportCycles } from '../../scripts/import-cycles.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

test('src/ has no import cycles', () => {
  assert.deepEqual(findImportCycles(['src'], root), []);
});

test('the cycle check finds a cycle closed by a type import or a lazy import()', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'ugc-cycles-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(join(dir, 'src/locales'), { recursive: true });
  writeFileSync(join(dir, 'src/i18n.ts'), "export const load = () => import('./locales/fr.js');\n");
  writeFileSync(join(dir, 'src/locales/fr.ts'), "import type { load } from '../i18n.js';\nexport const fr: typeof load | null = null;\n");
  writeFileSync(join(dir, 'src/leaf.ts'), "import { fr } from './locales/fr.js';\nexport const x = fr;\n");
  assert.deepEqual(findImportCycles(['src'], dir), [['src/i18n.ts', 'src/locales/fr.ts', 'src/i18n.ts']]);
});
