// The docs hold together: the README stays a front page (at most 300 lines, the embed snippet in its
// first 60, its picture small), every relative link in README.md, CONTRIBUTING.md, docs/ and the
// sandbox's README leads to a file (and an anchor to a heading of it), and every JavaScript and JSON
// code block in them parses.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const docs = [
  'README.md',
  'CONTRIBUTING.md',
  ...readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
  'demo/sandbox/README.md',
];
const read = (file) => readFileSync(join(root, file), 'utf8');

/** The file's text outside fenced code blocks (each fenced line blanked, so line numbers hold). */
function prose(text) {
  let fenced = false;
  return text
    .split('\n')
    .map((line) => {
      if (/^\s*```/.test(line)) {
        fenced = !fenced;
        return '';
      }
      return fenced ? '' : line;
    })
    .join('\n');
}

/** Fenced code blocks: `{ lang, code, line }` (line: 1-based, of the opening fence). */
function codeBlocks(text) {
  const blocks = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(\w*)/.exec(lines[i]);
    if (!open) continue;
    const end = lines.findIndex((l, j) => j > i && /^```\s*$/.test(l));
    assert.ok(end > i, `unclosed code block at line ${i + 1}`);
    blocks.push({ lang: open[1], code: lines.slice(i + 1, end).join('\n'), line: i + 1 });
    i = end;
  }
  return blocks;
}

/** GitHub's anchor of a heading: its text, lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading) =>
  heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');

/** Every anchor a Markdown file offers (a repeated heading gets -1, -2…, as GitHub numbers them). */
function anchors(file) {
  const seen = new Map();
  const out = new Set();
  for (const [, text] of prose(read(file)).matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const base = slug(text);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n ? `${base}-${n}` : base);
  }
  return out;
}

/** Relative link targets of a file, outside code: `{ target, line }` (a link's text may wrap). */
function links(file) {
  // Inline code is not a link; blanked with its length kept, so offsets still give line numbers.
  const text = prose(read(file)).replace(/`[^`\n]*`/g, (code) => ' '.repeat(code.length));
  const found = [];
  for (const match of text.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    const target = match[1];
    const line = text.slice(0, match.index).split('\n').length;
    if (!/^[a-z][a-z+.-]*:/i.test(target)) found.push({ target, line });
  }
  return found;
}

test('README.md is a front page: at most 300 lines, the embed snippet in its first 60', () => {
  const lines = read('README.md').split('\n');
  assert.ok(lines.length <= 300, `README.md has ${lines.length} lines`);
  const first = lines.slice(0, 60).join('\n');
  const snippet = codeBlocks(first).find((b) => b.lang === 'html' && /<script type="module" src="[^"]+"><\/script>/.test(b.code) && /<ugc-album\b/.test(b.code));
  assert.ok(snippet, 'no html block with the script tag and <ugc-album> in the first 60 lines of README.md');
});

test('README.md shows a picture first, small enough for a README', () => {
  const text = read('README.md');
  const image = /!\[[^\]]+\]\(([^)\s]+)\)/.exec(text);
  assert.ok(image, 'README.md has no image with alt text');
  assert.ok(text.indexOf(image[0]) < text.indexOf('```'), 'the picture comes after the first code block');
  const file = join(root, image[1]);
  assert.ok(existsSync(file), `${image[1]} is missing`);
  assert.ok(statSync(file).size < 150_000, `${image[1]} weighs ${statSync(file).size} B`);
});

for (const file of docs) {
  test(`every relative link in ${file} leads to a file, and an anchor to its heading`, () => {
    const broken = [];
    for (const { target, line } of links(file)) {
      const [path, anchor] = target.split('#');
      const resolved = path ? join(dirname(join(root, file)), decodeURI(path)) : join(root, file);
      const where = `${file}:${line} → ${target}`;
      if (!resolved.startsWith(root) || !existsSync(resolved)) {
        broken.push(`${where} (no ${relative(root, resolved) || path})`);
      } else if (anchor !== undefined && resolved.endsWith('.md') && !anchors(relative(root, resolved)).has(anchor)) {
        broken.push(`${where} (no heading with that anchor)`);
      }
    }
    assert.deepEqual(broken, []);
  });
}

test('every js and json code block in the docs parses', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ugc-album-docs-'));
  const bad = [];
  try {
    for (const file of docs) {
      for (const { lang, code, line } of codeBlocks(read(file))) {
        const where = `${file}:${line}`;
        if (lang === 'json') {
          try {
            JSON.parse(code);
          } catch (error) {
            bad.push(`${where}: ${error.message}`);
          }
        } else if (lang === 'js') {
          // `node --check` parses as a module without running: syntax only, every snippet alone.
          const path = join(dir, 'snippet.mjs');
          writeFileSync(path, code);
          const result = spawnSync(process.execPath, ['--check', path], { encoding: 'utf8' });
          if (result.status !== 0) bad.push(`${where}: ${result.stderr.split('\n').find((l) => /Error/.test(l))}`);
        }
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  assert.deepEqual(bad, []);
});
