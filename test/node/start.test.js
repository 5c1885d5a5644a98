// `npm start` as a newcomer runs it: it serves the demo, the recipes' index, the built bundle the
// HTML recipes and the embed snippets load; and stopping it (SIGTERM to npm, or Ctrl-C: SIGINT to the
// terminal's process group) stops every server it started. Runs after the build (so start.js finds
// dist/ up to date and does not build again).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import net from 'node:net';
import { freePort } from './support/free-port.js';

const root = new URL('../..', import.meta.url).pathname;

/** Whether nothing listens on the port any more. */
const refused = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('connect', () => (socket.destroy(), resolve(false)));
    socket.on('error', () => resolve(true));
  });

/** Waits for `condition` (polled), failing with `message` after `ms`. */
async function until(condition, message, ms = 60_000) {
  const end = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error(message);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** `npm start` on free ports, in a process group of its own (as a terminal runs it). */
async function start(t) {
  const [demoPort, sandboxPort] = [await freePort(), await freePort()];
  const npm = spawn('npm', ['start', '--', '--port', String(demoPort), '--sandbox-port', String(sandboxPort)], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, npm_config_update_notifier: 'false' },
  });
  let output = '';
  npm.stdout.on('data', (d) => (output += d));
  npm.stderr.on('data', (d) => (output += d));
  const exited = new Promise((resolve) => npm.on('exit', resolve));
  // Whatever happens, nothing this test started outlives it.
  t.after(() => {
    try {
      process.kill(-npm.pid, 'SIGKILL');
    } catch {}
  });
  await until(() => /Demo\s+http/.test(output), `npm start printed no demo URL:\n${output}`);
  const demo = new URL(/Demo\s+(\S+)/.exec(output)[1]);
  return { npm, exited, demo, ports: [demoPort, sandboxPort], output: () => output };
}

async function serves(url, type) {
  const response = await fetch(url);
  assert.equal(response.status, 200, `${url} answered ${response.status}`);
  if (type) assert.match(response.headers.get('content-type') ?? '', type, url);
  return response.text();
}

test('npm start serves the demo, the playground, the recipes with their index, and dist/; SIGTERM to npm stops both servers', async (t) => {
  const { npm, exited, demo, ports, output } = await start(t);
  assert.equal(Number(demo.port), ports[0]);
  assert.match(await serves(new URL('/demo/', demo), /html/), /<ugc-album/);
  // The root leads to the demo (a newcomer may open it first).
  const root = await fetch(new URL('/?sandbox=x', demo), { redirect: 'manual' });
  assert.equal(root.status, 302);
  assert.equal(root.headers.get('location'), '/demo/?sandbox=x');
  assert.match(await serves(new URL('/demo/playground.html', demo), /html/), /script-url/);
  const index = await serves(new URL('/demo/recipes/', demo), /html/);
  for (const recipe of ['html/module.html', 'html/classic.html', 'react/index.html', 'vue/index.html']) {
    assert.match(index, new RegExp(`href="./${recipe}"`));
    await serves(new URL(`/demo/recipes/${recipe}`, demo), /html/);
  }
  // The gallery rendered by the server (ugc-album/ssr), loading the bundle that takes it over.
  const served = await serves(new URL('/demo/ssr.html', demo), /html/);
  assert.match(served, /<ugc-album album-id="1001" [^>]*><template shadowrootmode="open">/);
  assert.equal([...served.matchAll(/part="item[^"]*" class="tile"/g)].length, 12);
  assert.match(served, /<script type="module" src="\/dist\/ugc-album\.js"><\/script>/);
  assert.match(await serves(new URL('/dist/ugc-album.js', demo), /javascript/), /customElements/);
  await serves(new URL('/dist/ugc-album.iife.js', demo), /javascript/);
  await serves(`http://127.0.0.1:${ports[1]}/`);

  npm.kill('SIGTERM');
  await exited;
  await until(async () => (await refused(ports[0])) && (await refused(ports[1])), `a server still listens after SIGTERM:\n${output()}`, 15_000);
});

test('Ctrl-C (SIGINT to the process group) stops both servers', async (t) => {
  const { exited, ports, output, npm } = await start(t);
  process.kill(-npm.pid, 'SIGINT');
  await exited;
  await until(async () => (await refused(ports[0])) && (await refused(ports[1])), `a server still listens after Ctrl-C:\n${output()}`, 15_000);
});
