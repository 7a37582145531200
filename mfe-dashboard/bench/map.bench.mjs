// Map benchmark (not a test): 100,000 asset pins and 500 competition polygons across Great
// Britain, served to the built dashboard remote's embed demo page in headless Chromium.
// Prints the time from data arrival to clusters drawn and pan/zoom frame times. Exits 0.
//
//   pnpm --filter mfe-dashboard build && node mfe-dashboard/bench/map.bench.mjs
//
// Ports 4960 (remote) and 4961 (fake API); BENCH_PINS / BENCH_POLYGONS change the sizes.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import Fastify from 'fastify';
import cors from '@fastify/cors';
import { serveDir } from '../../tools/serve.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkgDir = path.resolve(here, '..');
const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');

const PINS = Number(process.env.BENCH_PINS ?? 100_000);
const POLYGONS = Number(process.env.BENCH_POLYGONS ?? 500);
const REMOTE_PORT = 4960;
const API_PORT = 4961;
const API = `http://localhost:${API_PORT}/`;

// ---- fixture -------------------------------------------------------------------------------
let seed = 20260521;
const rand = () => {
  seed = (seed * 1664525 + 1013904223) >>> 0;
  return seed / 2 ** 32;
};

const outline = JSON.parse(fs.readFileSync(path.join(pkgDir, '../shared-ui/src/map/gb-outline.json'), 'utf8'));
const rings = outline.features.flatMap((f) =>
  f.geometry.type === 'Polygon' ? [f.geometry.coordinates[0]] : f.geometry.coordinates.map((p) => p[0]),
);
function inside([x, y], ring) {
  let c = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) c = !c;
  }
  return c;
}
function landPoint() {
  for (;;) {
    const p = [-6.5 + rand() * 8.3, 49.9 + rand() * 8.8];
    if (rings.some((r) => inside(p, r))) return p;
  }
}

const TYPES = ['storage', 'renewable', 'demand_side_response', 'thermal', 'low_carbon'];
const t0 = Date.now();
const pins = [];
for (let i = 1; i <= PINS; i += 1) {
  // Assets cluster around towns: half near one of 400 centres, half spread over the land.
  const [lng, lat] = landPoint();
  pins.push({
    id: i,
    asset_type: TYPES[i % TYPES.length],
    asset_category: TYPES[(i * 7) % TYPES.length],
    ref: `A-${String(i).padStart(6, '0')}`,
    name: `Asset ${i}`,
    location: { type: 'Point', coordinates: [Number(lng.toFixed(5)), Number(lat.toFixed(5))] },
    active_export_capacity: Number((rand() * 5).toFixed(5)),
    voltage_level: [0.4, 11, 33][i % 3],
  });
}
const competitions = [];
for (let i = 1; i <= POLYGONS; i += 1) {
  const [cx, cy] = landPoint();
  const r = 0.05 + rand() * 0.35;
  const n = 16 + Math.floor(rand() * 16);
  const ring = [];
  for (let k = 0; k < n; k += 1) {
    const a = (k / n) * Math.PI * 2;
    const rr = r * (0.7 + rand() * 0.3);
    ring.push([Number((cx + (rr * Math.cos(a)) / Math.cos((cy * Math.PI) / 180)).toFixed(4)), Number((cy + rr * Math.sin(a)).toFixed(4))]);
  }
  ring.push(ring[0]);
  competitions.push({
    id: i,
    name: `Competition ${String(i).padStart(3, '0')}`,
    status: i % 3 === 0 ? 'qualifying' : 'open',
    operator: { id: 1 + (i % 2), name: i % 2 ? 'Southern Wires' : 'Northern Lines Networks', brand_colour: i % 2 ? '#7b3fa0' : '#0b6e4f' },
    min_connection_voltage: 0.24,
    max_connection_voltage: 33,
    tag: null,
    boundary: { id: i, boundary: { type: 'MultiPolygon', coordinates: [[ring]] } },
  });
}
const qualifying = pins.filter((p) => p.id % 5 === 0).map((p) => ({ competition: 1 + (p.id % POLYGONS), flex_asset: p.id, planned: false }));
const documentBody = JSON.stringify(pins);
const fixtureMs = Date.now() - t0;

// ---- fake API ------------------------------------------------------------------------------
const api = Fastify({ logger: false });
await api.register(cors, { origin: true, exposedHeaders: ['Content-Range', 'ETag'] });
function page(reply, query, items) {
  const limit = query.limit === undefined ? items.length : Number(query.limit);
  const offset = Number(query.offset ?? 0);
  const slice = limit === 0 ? [] : items.slice(offset, offset + limit);
  reply.header('Content-Range', `items ${offset}-${offset + Math.max(slice.length - 1, 0)}/${items.length}`);
  return slice;
}
let documentServedAt = 0;
api.get('/flex/competitions/', (req, reply) => page(reply, req.query, competitions));
api.get('/flex/map-data-files/', (req, reply) => page(reply, req.query, [{ document_url: `${API}bench/map-data.json`, etag: '"bench-1"' }]));
api.get('/bench/map-data.json', (_req, reply) => {
  documentServedAt = Date.now();
  return reply.header('ETag', '"bench-1"').type('application/json').send(documentBody);
});
api.get('/flex/qualifyingassets/', (req, reply) => page(reply, req.query, qualifying));
api.get('/flex/plannedassets/', (req, reply) => page(reply, req.query, []));
api.get('/flex/systemoperators/', (req, reply) => page(reply, req.query, [
  { id: 1, name: 'Southern Wires', brand_colour: '#7b3fa0', slug: 'southern' },
  { id: 2, name: 'Northern Lines Networks', brand_colour: '#0b6e4f', slug: 'northern' },
]));
api.setNotFoundHandler((_req, reply) => reply.code(404).send({ detail: 'Not found.' }));
await api.listen({ port: API_PORT, host: '127.0.0.1' });

const dist = path.join(pkgDir, 'dist');
const remote = await serveDir({ dir: dist, port: REMOTE_PORT });

// An unsigned token is enough: the embed only reads the claims to pick the provider view.
const b64 = (o) => Buffer.from(JSON.stringify(o)).toString('base64url');
const token = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({
  version: '1', exp: Math.floor(Date.now() / 1000) + 3600, email: 'bench@flex.test', user_id: 1,
  role: { org_type: 'flexprovider', id: 1, is_max_org: false }, permission_names: ['default'],
  api_base_url: API, preferred_locale: 'en-GB',
})}.bench`;

// ---- browser -------------------------------------------------------------------------------
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const summary = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q) => s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
  return { n: s.length, median: at(0.5), p95: at(0.95), max: s[s.length - 1] ?? 0 };
};
const fmt = (x) => `${x.toFixed(1)} ms`;
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const pageB = await context.newPage();
  // Tiles are outside this machine: answer them empty so the run measures our code only.
  const zooms = new Set();
  await pageB.route(/tile\.openstreetmap\.org/, (route) => {
    const z = /\/(\d+)\/\d+\/\d+\.png/.exec(route.request().url())?.[1];
    if (z) zooms.add(Number(z));
    return route.fulfill({ status: 204, body: '' });
  });
  const errors = [];
  pageB.on('pageerror', (e) => { errors.push(String(e)); if (process.env.BENCH_DEBUG) console.info('[pageerror]', e.stack ?? e); });
  const url = `http://localhost:${REMOTE_PORT}/embed-demo.html?api=${encodeURIComponent(API)}&token=${token}`;
  const started = Date.now();
  pageB.on("console", (m) => process.env.BENCH_DEBUG && console.info("[page]", m.type(), m.text()));
  await pageB.goto(url);
  await pageB.waitForFunction(() => performance.getEntriesByName('clusters-drawn').length > 0, null, { timeout: 120_000, polling: 50 });
  const result = await pageB.evaluate(() => {
    const arrived = performance.getEntriesByName('map-data-arrived')[0];
    const drawn = performance.getEntriesByName('clusters-drawn')[0];
    return {
      arrivedAt: arrived?.startTime ?? NaN,
      drawnAt: drawn?.startTime ?? NaN,
      clusters: document.querySelectorAll('.dash-cluster').length,
      polygons: document.querySelectorAll('path.competition-boundary').length,
    };
  });
  const loadMs = Date.now() - started;
  if (process.env.BENCH_SHOT) await pageB.screenshot({ path: process.env.BENCH_SHOT });

  // Frame times while panning and zooming: a rAF loop records the gap between frames. Measure
  // once the remaining data (qualifying assets, which recolour the pins) has arrived.
  await pageB.waitForLoadState('networkidle');
  await pageB.waitForTimeout(1500);
  result.polygons = await pageB.locator('path.competition-boundary').count();
  result.clusters = await pageB.locator('.dash-cluster').count();
  await pageB.evaluate(() => {
    window.__frames = [];
    let last = performance.now();
    const tick = (now) => {
      window.__frames.push(now - last);
      last = now;
      window.__raf = requestAnimationFrame(tick);
    };
    window.__raf = requestAnimationFrame(tick);
  });
  const box = await pageB.locator('.leaflet-container').boundingBox();
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const frames = { pan: [], zoom: [] };
  const take = async (kind) => {
    const f = await pageB.evaluate(() => window.__frames.splice(0));
    frames[kind].push(...f.slice(1));
  };
  for (let i = 0; i < 6; i += 1) {
    await pageB.mouse.move(cx, cy);
    await pageB.mouse.down();
    for (let s = 1; s <= 20; s += 1) await pageB.mouse.move(cx + (i % 2 ? -1 : 1) * s * 12, cy + (i % 3 ? 1 : -1) * s * 6);
    await pageB.mouse.up();
    await pageB.waitForTimeout(300);
    await take('pan');
  }
  const zoomIn = pageB.locator('.leaflet-control-zoom-in');
  const zoomOut = pageB.locator('.leaflet-control-zoom-out');
  for (const step of [zoomIn, zoomIn, zoomIn, zoomOut, zoomOut, zoomOut, zoomIn, zoomOut]) {
    await pageB.evaluate(() => window.__frames.splice(0));
    await step.click();
    await pageB.waitForTimeout(700);
    await take('zoom');
    if (process.env.BENCH_DEBUG) console.info('zoom step max', Math.max(...frames.zoom.slice(-40)).toFixed(1));
  }
  // A wheel zoom over dense pins, down to where pins show on their own and back.
  for (const dy of [-300, -300, -300, 300, 300, 300]) {
    await pageB.evaluate(() => window.__frames.splice(0));
    await pageB.mouse.move(cx, cy);
    await pageB.mouse.wheel(0, dy);
    await pageB.waitForTimeout(700);
    await take('zoom');
    if (process.env.BENCH_DEBUG) console.info('wheel step max', Math.max(...frames.zoom.slice(-40)).toFixed(1));
  }
  const zoomLevels = [...zooms].sort((a, b) => a - b);
  const pan = summary(frames.pan);
  const zoom = summary(frames.zoom);
  const all = summary([...frames.pan, ...frames.zoom]);

  console.info(`fixture: ${PINS.toLocaleString('en-GB')} pins, ${POLYGONS} polygons (${(documentBody.length / 1e6).toFixed(1)} MB document, built in ${fixtureMs} ms)`);
  console.info(`page load to clusters drawn: ${loadMs} ms (wall clock, includes download and parse)`);
  console.info(`data arrival → clusters drawn: ${fmt(result.drawnAt - result.arrivedAt)} (target < 1500 ms)`);
  console.info(`on screen once idle: ${result.clusters} cluster icons, ${result.polygons} boundary paths`);
  console.info(`pan frames  (${pan.n}): median ${fmt(pan.median)}, p95 ${fmt(pan.p95)}, max ${fmt(pan.max)}`);
  console.info(`zoom frames (${zoom.n}): median ${fmt(zoom.median)}, p95 ${fmt(zoom.p95)}, max ${fmt(zoom.max)}`);
  console.info(`zoom levels visited: ${zoomLevels.join(', ')} (clusters up to 8, single pins from 9)`);
  console.info(`all frames: median ${fmt(all.median)}, p95 ${fmt(all.p95)}, max ${fmt(all.max)} (target < 50 ms)`);
  if (documentServedAt === 0) console.info('note: the map-data document was not requested');
  if (errors.length) console.info(`page errors: ${errors.join(' | ')}`);
} finally {
  await browser.close();
  await remote.close();
  await api.close();
}
process.exit(0);
