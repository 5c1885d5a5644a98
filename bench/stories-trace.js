// `node bench/stories-trace.js TRACE.json…`: what the long tasks and slow frames of a traced stories
// swipe run (`BENCH_TRACE=dir npm run bench -- --only-stories`) are made of. For each task over 50 ms
// on the page's main thread, and for each frame interval over 25 ms (the gap between two of the
// bench's requestAnimationFrame callbacks, as bench/stories.js measures them), it prints the time by
// kind of work (script, style, layout, paint, image decode, garbage collection…), the events that
// dispatched the script (a pointerup, a timer, a microtask…), and, from the trace's CPU samples,
// the functions of our sources (through dist/'s source maps) and of Lit that the time went to.
// Durations in a trace under 4× CPU throttling are wall-clock, as the bench's figures are.
import { readFileSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { distDir, root } from './env.js';

const LONG_TASK = 50;
const SLOW_FRAME = 25;

/** The kind of work a trace event stands for (its self time is counted there). */
function kindOf(name) {
  if (/^(FunctionCall|EvaluateScript|v8\.|V8\.Execute|RunMicrotasks|TimerFire|EventDispatch|FireAnimationFrame|FireIdleCallback|XHR|v8\.callFunction|V8\.(?!GC))/.test(name)) return 'script';
  if (/GC|Sweep|Scavenge|MarkCompact/i.test(name)) return 'gc';
  if (/^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet|ScheduleStyleRecalculation)$/.test(name)) return 'style';
  if (/^(Layout|UpdateLayout|InvalidateLayout)$/.test(name)) return 'layout';
  if (/Decode|ImageDecode/.test(name)) return 'image decode';
  if (/^(Paint|PrePaint|PaintImage|Layerize|Commit|UpdateLayer|UpdateLayerTree|CompositeLayers|RasterTask)$/.test(name)) return 'paint & commit';
  if (/IntersectionObserver/.test(name)) return 'intersection observers';
  if (name === 'ParseHTML') return 'parse HTML';
  if (name === 'HitTest') return 'hit test';
  return 'other';
}

/** Source maps of dist/'s files, read as they are asked for. */
const maps = new Map();
function mapOf(url) {
  const file = /\/dist\/([^/?#]+\.js)/.exec(url ?? '')?.[1];
  if (!file) return null;
  if (!maps.has(file)) {
    const path = join(distDir, `${file}.map`);
    maps.set(file, existsSync(path) ? new TraceMap(readFileSync(path, 'utf8')) : null);
  }
  return maps.get(file);
}

/** A profile frame by its original place: "src/element/x.ts:12 name", "lit-html name", or native. */
function frameName({ functionName, url, lineNumber, columnNumber }) {
  const map = mapOf(url);
  if (map && lineNumber != null) {
    const pos = originalPositionFor(map, { line: lineNumber + 1, column: columnNumber ?? 0 });
    if (pos.source) {
      const source = relative(root, join(distDir, pos.source)).replace(/^node_modules\//, '');
      const lib = /^(@?[^/]+)\/(?:[^/]+\/)*([^/]+)$/.exec(source);
      const where = source.startsWith('src/') ? `${source}:${pos.line}` : lib ? `${lib[1]}/${lib[2]}` : source;
      return { ours: source.startsWith('src/'), lib: !source.startsWith('src/'), label: `${where} ${pos.name ?? functionName ?? ''}`.trim() };
    }
  }
  if (url?.startsWith('pptr:')) return { ours: false, lib: false, label: `bench ${functionName}` };
  return { ours: false, lib: false, label: functionName || '(native)' };
}

/** The trace's events, the page's main thread and its CPU samples (time in µs, label of their stack). */
export function readTrace(file) {
  const raw = JSON.parse(readFileSync(file, 'utf8'));
  const events = raw.traceEvents ?? raw;
  const threads = new Map();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, e.args.name);
  // The page's main thread: the renderer main thread that ran the most tasks.
  const tasksBy = new Map();
  for (const e of events) {
    if (e.name === 'RunTask' && threads.get(`${e.pid}:${e.tid}`) === 'CrRendererMain') tasksBy.set(`${e.pid}:${e.tid}`, (tasksBy.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  }
  const main = [...tasksBy].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!main) throw new Error(`${file}: no renderer main thread`);
  const [pid, tid] = main.split(':').map(Number);
  const slices = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur != null).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  return { slices, samples: samplesOf(events, pid, tid), offMain: events.filter((e) => e.pid === pid && e.tid !== tid && e.ph === 'X' && /Decode/.test(e.name)) };
}

/** The CPU profiler's samples on the main thread, each labelled with its stack's frames. */
function samplesOf(events, pid, tid) {
  const nodes = new Map();
  const out = [];
  // The profile is started on the main thread; its chunks come from the profiler's own thread.
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  if (!profile) return out;
  let time = profile.args.data.startTime;
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== pid || e.id !== profile.id) continue;
    const { cpuProfile = {}, timeDeltas = [] } = e.args.data;
    for (const n of cpuProfile.nodes ?? []) nodes.set(n.id, n);
    (cpuProfile.samples ?? []).forEach((id, i) => {
      time += timeDeltas[i] ?? 0;
      out.push({ ts: time, id });
    });
  }
  const stacks = new Map();
  const stackOf = (id) => {
    if (!stacks.has(id)) {
      const frames = [];
      for (let n = nodes.get(id); n; n = nodes.get(n.parent)) frames.push(frameName(n.callFrame));
      stacks.set(id, frames);
    }
    return stacks.get(id);
  };
  return out.map((s) => ({ ts: s.ts, stack: stackOf(s.id) }));
}

/** Self time by kind (ms) of `slices` within [from, to], and what dispatched the script. */
function composition(slices, from, to) {
  const inside = slices.filter((e) => e.ts < to && e.ts + e.dur > from);
  const kinds = {};
  const names = {};
  const dispatch = {};
  const stack = [];
  for (const e of inside) {
    while (stack.length && stack.at(-1).end <= e.ts) stack.pop();
    const start = Math.max(e.ts, from);
    const end = Math.min(e.ts + e.dur, to);
    const parent = stack.at(-1);
    if (parent) parent.self -= end - start;
    const entry = { e, end: e.ts + e.dur, self: end - start };
    stack.push(entry);
    e.__entry = entry;
    const what = e.name === 'EventDispatch' ? `event ${e.args?.data?.type}` : e.name === 'TimerFire' ? 'timer' : e.name === 'FireAnimationFrame' ? 'animation frame' : e.name === 'RunMicrotasks' ? 'microtasks' : null;
    if (what && !stack.slice(0, -1).some((s) => ['EventDispatch', 'TimerFire', 'FireAnimationFrame', 'RunMicrotasks'].includes(s.e.name))) {
      dispatch[what] = (dispatch[what] ?? 0) + (end - start);
    }
  }
  for (const e of inside) {
    if (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') continue;
    const k = kindOf(e.name);
    kinds[k] = (kinds[k] ?? 0) + e.__entry.self;
    names[e.name] = (names[e.name] ?? 0) + e.__entry.self;
  }
  return { kinds, names, dispatch };
}

/** Where the script's CPU samples within [from, to] went: by our function, by Lit's, by leaf. */
function scriptOf(samples, from, to) {
  const within = samples.filter((s) => s.ts >= from && s.ts < to);
  const ours = {};
  const leaf = {};
  for (const s of within) {
    const own = s.stack.find((f) => f.ours)?.label ?? '(not ours)';
    ours[own] = (ours[own] ?? 0) + 1;
    const top = s.stack[0]?.label ?? '?';
    if (top !== '(program)' && top !== '(idle)') leaf[top] = (leaf[top] ?? 0) + 1;
  }
  return { samples: within.length, ours, leaf };
}

const ms = (us) => (us / 1000).toFixed(1);
const top = (counts, n, total, unit) =>
  Object.entries(counts)
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${k} ${unit(v, total)}`)
    .join('; ');

function describe({ slices, samples }, from, to) {
  const { kinds, names, dispatch } = composition(slices, from, to);
  const s = scriptOf(samples, from, to);
  const pct = (v, t) => `${Math.round((v / t) * 100)} %`;
  return [
    `    kinds: ${top(kinds, 9, 1, (v) => `${ms(v)}`)} (ms)`,
    `    by event: ${top(names, 8, 1, (v) => `${ms(v)}`)} (ms)`,
    `    dispatched by: ${top(dispatch, 6, 1, (v) => `${ms(v)}`)} (ms)`,
    s.samples ? `    script by our function (${s.samples} samples): ${top(s.ours, 8, s.samples, pct)}` : null,
    s.samples ? `    leaf functions: ${top(s.leaf, 8, s.samples, pct)}` : null,
  ].filter(Boolean).join('\n');
}

export function analyse(file) {
  const trace = readTrace(file);
  const { slices } = trace;
  const out = [`# ${file}`];
  // Top-level tasks: RunTask slices not nested in another.
  let end = -Infinity;
  const tasks = [];
  for (const e of slices) {
    if (e.name !== 'RunTask' || e.ts < end) continue;
    tasks.push(e);
    end = e.ts + e.dur;
  }
  const long = tasks.filter((t) => t.dur > LONG_TASK * 1000);
  const t0 = tasks[0]?.ts ?? 0;
  out.push(`## ${long.length} tasks over ${LONG_TASK} ms (of ${tasks.length})`);
  for (const t of long) out.push(`- at ${ms(t.ts - t0)} ms: ${ms(t.dur)} ms\n${describe(trace, t.ts, t.ts + t.dur)}`);
  // The bench's frame loop: its requestAnimationFrame callbacks (FunctionCall of `step` from bench/stories.js).
  const frames = slices.filter((e) => e.name === 'FunctionCall' && e.args?.data?.url?.includes('bench%2Fstories.js'));
  const slow = [];
  for (let i = 1; i < frames.length; i++) if (frames[i].ts - frames[i - 1].ts > SLOW_FRAME * 1000) slow.push([frames[i - 1], frames[i]]);
  out.push(`## ${slow.length} frame intervals over ${SLOW_FRAME} ms (of ${Math.max(0, frames.length - 1)})`);
  for (const [a, b] of slow) out.push(`- at ${ms(a.ts - t0)} ms: ${ms(b.ts - a.ts)} ms\n${describe(trace, a.ts, b.ts)}`);
  const decodes = trace.offMain.filter((e) => e.name === 'Decode Image' && e.dur > 10000);
  if (decodes.length) out.push(`## image decodes over 10 ms off the main thread: ${decodes.map((e) => `${ms(e.dur)} ms at ${ms(e.ts - t0)}`).join(', ')}`);
  return out.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) for (const file of process.argv.slice(2)) console.log(analyse(file));
