// Quick start: builds everything, starts the API (fresh demo database on first run) and serves
// the host and each remote on its own port, as if deployed separately.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { servePlatform } from '../tools/serve.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const skipBuild = process.argv.includes('--no-build');
const HOST_PORT = Number(process.env.HOST_PORT ?? 3000);
const API_PORT = Number(process.env.API_PORT ?? 8000);
const remotePorts = {
  mfe_dashboard: HOST_PORT + 1,
  mfe_manage: HOST_PORT + 2,
  mfe_operations: HOST_PORT + 3,
  mfe_settlement: HOST_PORT + 4,
  mfe_exchange: HOST_PORT + 5,
};

function run(cmd, args) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

if (!skipBuild) {
  console.info('Building the API, the host and the five remotes…');
  run('pnpm', ['run', 'build:all']);
}

const hostUrl = `http://localhost:${HOST_PORT}`;
const apiBase = `http://localhost:${API_PORT}/`;
const api = spawn(process.execPath, [path.join(root, 'api/dist/server.js')], {
  cwd: path.join(root, 'api'),
  stdio: ['ignore', 'inherit', 'inherit'],
  // Request logs stay off in the quick start so the address and logins stay readable; LOG=1 turns them on.
  // The development outbox is on for the demo (the API prints its link with the key at start).
  env: { LOG: '0', DEV_OUTBOX: '1', ...process.env, PORT: String(API_PORT), PUBLIC_URL: hostUrl, CORS_ORIGINS: [hostUrl, `http://localhost:${remotePorts.mfe_dashboard}`].join(',') },
});
api.on('exit', (code) => {
  console.error(`API stopped (exit ${code})`);
  process.exit(code ?? 1);
});

async function waitForApi() {
  for (let i = 0; i < 600; i++) {
    try {
      const res = await fetch(`${apiBase}features/`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('The API did not start within 150 s');
}

await waitForApi();
const platform = await servePlatform({ hostPort: HOST_PORT, remotePorts, apiBase });
console.info('\nFlex marketplace is running:');
console.info(`  Open ${platform.url}`);
console.info(`  API ${apiBase}  (OpenAPI: ${apiBase}openapi.json)`);
for (const [name, port] of Object.entries(remotePorts)) console.info(`  ${name} http://localhost:${port}/`);
console.info(`  Third-party embed demo: http://localhost:${remotePorts.mfe_dashboard}/embed-demo.html?api=${encodeURIComponent(apiBase)}`);

const stop = async () => {
  api.kill('SIGTERM');
  await platform.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
