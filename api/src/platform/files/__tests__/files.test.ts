import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { bearer, createTestApp, login, type TestApp } from '../../../../test/helpers.js';
import { signedExpiry } from '../../../auth/signed-url.js';
import { FilePermissionError, FileRowErrors, registerFileKind } from '../index.js';
import { DOWNLOAD_PURPOSE } from '../routes.js';
import { writeCsv } from '../content.js';

/**
 * The file pipeline end to end, with a kind defined here ("test-widgets": name, size, colour):
 * upload checks, every stage's outcome, per-row errors, nothing half-written, permissions at
 * upload and at processing time, owner-only status, templates, signed downloads, and a fake
 * ClamAV daemon speaking INSTREAM.
 */

// ---- a fake clamd: answers FOUND for the EICAR marker, OK otherwise, and records what it got ----
const EICAR_MARKER = 'EICAR-STANDARD-ANTIVIRUS-TEST-FILE';
const scanned: Buffer[] = [];
let clamd: Server;
let clamdDown = false;

function startFakeClamd(): Promise<string> {
  clamd = createServer((socket: Socket) => {
    let buffer = Buffer.alloc(0);
    socket.on('data', (data: Buffer) => {
      buffer = Buffer.concat([buffer, data]);
      const command = 'zINSTREAM\0';
      if (buffer.length < command.length) return;
      if (buffer.subarray(0, command.length).toString() !== command) return void socket.end('UNKNOWN COMMAND\0');
      // Chunks: 4-byte big-endian length, then the bytes; a zero length ends the stream.
      const chunks: Buffer[] = [];
      let at = command.length;
      for (;;) {
        if (buffer.length < at + 4) return; // wait for more
        const size = buffer.readUInt32BE(at);
        if (size === 0) break;
        if (buffer.length < at + 4 + size) return;
        chunks.push(buffer.subarray(at + 4, at + 4 + size));
        at += 4 + size;
      }
      const content = Buffer.concat(chunks);
      scanned.push(content);
      if (clamdDown) return void socket.destroy();
      socket.end(content.includes(EICAR_MARKER) ? 'stream: Eicar-Test-Signature FOUND\0' : 'stream: OK\0');
    });
  });
  return new Promise((resolve) => clamd.listen(0, '127.0.0.1', () => resolve(`tcp://127.0.0.1:${(clamd.address() as AddressInfo).port}`)));
}

// ---- the test kind --------------------------------------------------------------------------
interface Widget {
  name: string;
  size: number;
  colour: string;
}
let gate: { reached: () => void; open: Promise<void> } | null = null;
let applyAttempts = 0;

function defineKind(app: FastifyInstance): void {
  registerFileKind<Widget>(app, {
    kind: 'test-widgets',
    permission: 'view-manage-ui',
    orgTypes: ['flexprovider', 'systemoperator'],
    maxRows: 50,
    columns: [
      { name: 'name', description: 'Widget name', example: 'Sprocket', required: true },
      { name: 'size', description: 'Size in MW (may be negative)', example: '-1.5', required: true },
      { name: 'colour', description: 'Optional colour', example: 'blue; with a separator' },
    ],
    async parseRow(row) {
      if (row.name === 'wait-for-the-test' && gate) {
        gate.reached();
        await gate.open;
      }
      const errors: Array<{ field: string; message: string }> = [];
      if (!/^-?\d+(\.\d+)?$/.test(row.size!)) errors.push({ field: 'size', message: 'A valid number is required.' });
      if (row.name!.length > 40) errors.push({ field: 'name', message: 'Ensure this field has no more than 40 characters.' });
      return errors.length ? { errors } : { value: { name: row.name!, size: Number(row.size), colour: row.colour! } };
    },
    async apply(db, rows, ctx) {
      const created: number[] = [];
      for (const { row, value } of rows) {
        if (value.name === 'explode') {
          applyAttempts++;
          throw new Error('disk on fire');
        }
        if (value.name === 'forbidden') throw new FilePermissionError('Widgets named “forbidden” need a special permission.');
        const taken = await db.query('SELECT 1 FROM test_widgets WHERE name = $1', [value.name]);
        if (taken.rows.length > 0) throw new FileRowErrors([{ row, field: 'name', message: `A widget named “${value.name}” exists already.` }]);
        const r = await db.query<{ id: number }>('INSERT INTO test_widgets (org, name, size, colour) VALUES ($1, $2, $3, $4) RETURNING id', [ctx.orgId, value.name, value.size, value.colour]);
        created.push(r.rows[0]!.id);
      }
      return { created };
    },
  });
}

let t: TestApp;
let clamdUrl: string;
const tokens: Record<string, string> = {};
const orgs: Record<string, number> = {};

beforeAll(async () => {
  clamdUrl = await startFakeClamd();
  t = await createTestApp({ uploadMaxBytes: 64 * 1024, clamdUrl }, async (app) => {
    await app.db.exec('CREATE TABLE test_widgets (id serial PRIMARY KEY, org integer NOT NULL, name text NOT NULL UNIQUE, size numeric NOT NULL, colour text NOT NULL)');
    defineKind(app);
  });
  for (const email of ['provider@brightgrid.test', 'account@brightgrid.test', 'analytics@brightgrid.test', 'provider@voltwise.test', 'user@flex.test']) {
    tokens[email] = await login(t.app, email);
  }
  const r = await t.app.db.query<{ slug: string; id: number }>('SELECT slug, id FROM organisations');
  for (const row of r.rows) orgs[row.slug] = row.id;
});
afterAll(async () => {
  try {
    await t?.close();
  } finally {
    await new Promise<void>((resolve) => clamd.close(() => resolve()));
  }
});

interface Upload {
  id: number;
  kind: string;
  organisation: number;
  filename: string;
  size: number;
  status: string;
  code: string;
  stages: Array<{ name: string; state: string; message?: string; at?: string }>;
  done: boolean;
  errors: Array<{ row: number; column?: string; field?: string; message: string }>;
  result: { created?: number[] } | null;
  job: string | null;
  download_url: string | null;
}

const BRIGHTGRID = 'brightgrid-energy';

async function post(kind: string, content: string | Uint8Array, options: { as?: string; org?: string | number | null; filename?: string; field?: string } = {}) {
  const form = new FormData();
  const org = options.org === undefined ? orgs[BRIGHTGRID] : options.org;
  if (org !== null) form.append('org_id', String(org));
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  form.append(options.field ?? 'file', new Blob([new Uint8Array(bytes)]), options.filename ?? 'widgets.csv');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const payload = Buffer.from(await request.arrayBuffer());
  return t.app.inject({
    method: 'POST',
    url: `/files/upload/${kind}/`,
    payload,
    headers: { ...bearer(tokens[options.as ?? 'account@brightgrid.test']!), 'content-type': request.headers.get('content-type')! },
  });
}

async function statusOf(id: number, as = 'account@brightgrid.test') {
  return t.app.inject({ method: 'GET', url: `/files/uploads/${id}/`, headers: bearer(tokens[as]!) });
}

/** Uploads, lets the queue process it, and answers the final status. */
async function process(content: string | Uint8Array, options: Parameters<typeof post>[2] = {}): Promise<Upload> {
  const res = await post('test-widgets', content, options);
  expect(res.statusCode).toBe(201);
  await t.app.jobs.idle();
  const status = await statusOf((res.json() as Upload).id, options.as);
  expect(status.statusCode).toBe(200);
  return status.json() as Upload;
}

async function widgets(names: string[]) {
  const r = await t.app.db.query<{ name: string; size: number; colour: string }>('SELECT name, size, colour FROM test_widgets WHERE name = ANY($1) ORDER BY id', [names]);
  return r.rows;
}

const stageStates = (u: Upload) => Object.fromEntries(u.stages.map((s) => [s.name, s.state]));

describe('uploading', () => {
  it('answers 201 with the status resource, then processes the file to Ready through every stage', async () => {
    const csv = '\uFEFFname;size;colour\r\n"Cog; large";2.5;"red\r\nand green"\r\nSpindle;-1;\r\n';
    const res = await post('test-widgets', csv, { filename: 'my widgets.csv' });
    expect(res.statusCode).toBe(201);
    const created = res.json() as Upload;
    expect(created).toMatchObject({ kind: 'test-widgets', organisation: orgs[BRIGHTGRID], filename: 'my widgets.csv', size: Buffer.byteLength(csv), status: 'Uploaded', code: 'u', done: false, errors: [], result: null });
    expect(stageStates(created)).toEqual({ received: 'done', scanned: 'pending', parsed: 'pending', applied: 'pending' });
    expect(created.job).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.download_url).toMatch(new RegExp(`^${t.config.apiBaseUrl}files/downloads/${created.id}/\\?expires=\\d+&signature=`));

    await t.app.jobs.idle();
    const done = (await statusOf(created.id)).json() as Upload;
    expect(done).toMatchObject({ status: 'Ready', code: 'r', done: true, errors: [] });
    expect(stageStates(done)).toEqual({ received: 'done', scanned: 'done', parsed: 'done', applied: 'done' });
    expect(done.stages.every((s) => typeof s.at === 'string')).toBe(true);
    // BOM dropped, ';' detected, quoted cells keep their separator and line break.
    expect(await widgets(['Cog; large', 'Spindle'])).toEqual([
      { name: 'Cog; large', size: 2.5, colour: 'red\r\nand green' },
      { name: 'Spindle', size: -1, colour: '' },
    ]);
    expect(done.result?.created).toHaveLength(2);
    // The clamd daemon saw the exact bytes.
    expect(scanned.some((b) => b.equals(Buffer.from(csv)))).toBe(true);
    // The job that did it is readable by the organisation.
    const job = await t.app.inject({ method: 'GET', url: `/jobs/${done.job}/`, headers: bearer(tokens['provider@brightgrid.test']!) });
    expect(job.json()).toMatchObject({ name: 'files-process', state: 'completed', output: { status: 'Ready' } });
  });

  it('reads comma-separated files with quoted commas and quotes', async () => {
    const done = await process('name,size,colour\n"Gear, small",3,"say ""hi"""\n');
    expect(done.status).toBe('Ready');
    expect(await widgets(['Gear, small'])).toEqual([{ name: 'Gear, small', size: 3, colour: 'say "hi"' }]);
  });

  it('refuses binary content named .csv at once, by its bytes (400), storing nothing', async () => {
    const before = await t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM file_uploads');
    const samples: Array<[string, number[]]> = [
      ['ZIP archive', [0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]],
      ['PDF document', [...Buffer.from('%PDF-1.7\n')]],
      ['PNG image', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]],
      ['Windows program', [0x4d, 0x5a, 0x90, 0]],
      ['binary data', [...Buffer.from('name,size\nab'), 0, 1, 2]],
    ];
    for (const [what, bytes] of samples) {
      const res = await post('test-widgets', new Uint8Array(bytes), { filename: 'innocent.csv' });
      expect(res.statusCode).toBe(400);
      const body = res.json() as { file: string[] };
      expect(body.file[0]).toContain(what);
      expect(body.file[0]).toContain('CSV UTF-8');
    }
    const after = await t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM file_uploads');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it('refuses a file over the size limit with 413 (DRF shape)', async () => {
    const res = await post('test-widgets', 'name,size\n' + 'x'.repeat(64 * 1024));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'The file is larger than the limit of 64 KB.' });
  });

  it('checks the form: unknown kind 404, not multipart 415, missing or bad fields 400', async () => {
    expect((await post('no-such-kind', 'a')).statusCode).toBe(404);
    const json = await t.app.inject({ method: 'POST', url: '/files/upload/test-widgets/', payload: { org_id: 1 }, headers: bearer(tokens['account@brightgrid.test']!) });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ detail: 'Send the file as multipart/form-data with the fields org_id and file.' });
    const noOrg = await post('test-widgets', 'name,size\na,1\n', { org: null });
    expect(noOrg.statusCode).toBe(400);
    expect(noOrg.json()).toEqual({ org_id: ['This field is required.'] });
    const badOrg = await post('test-widgets', 'name,size\na,1\n', { org: '1e3' });
    expect(badOrg.json()).toEqual({ org_id: ['A valid integer is required.'] });
    const empty = await post('test-widgets', '');
    expect(empty.json()).toEqual({ file: ['The submitted file is empty.'] });
    const wrongField = await post('test-widgets', 'name,size\na,1\n', { field: 'attachment' });
    expect(wrongField.statusCode).toBe(400);
  });

  it('needs membership of org_id and the kind’s permission (403)', async () => {
    const other = await post('test-widgets', 'name,size\na,1\n', { org: orgs['voltwise-flex'] });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ detail: 'You can only upload files for your own organisation.' });
    const noPermission = await post('test-widgets', 'name,size\na,1\n', { as: 'analytics@brightgrid.test' });
    expect(noPermission.statusCode).toBe(403);
    expect(noPermission.json()).toEqual({ detail: 'You need the “view-manage-ui” permission to upload this kind of file.' });
    const plainUser = await post('test-widgets', 'name,size\na,1\n', { as: 'user@flex.test' });
    expect(plainUser.statusCode).toBe(403);
  });
});

describe('the scanned stage', () => {
  it('refuses spreadsheet formula cells with their row and column, writing nothing', async () => {
    const done = await process('name,size,colour\nGood,1,blue\n"=HYPERLINK(""http://evil.test"",""x"")",2,red\nPlus,+A1,green\nNeg,-5,@SUM(A1)\n');
    expect(done).toMatchObject({ status: 'Error', code: 'e', done: true });
    expect(stageStates(done)).toEqual({ received: 'done', scanned: 'failed', parsed: 'pending', applied: 'pending' });
    expect(done.errors.map((e) => [e.row, e.column, e.field])).toEqual([
      [3, 'A', 'name'],
      [4, 'B', 'size'],
      [5, 'C', 'colour'],
    ]);
    expect(done.errors[0]!.message).toContain('Cell A3 starts with “=”');
    expect(done.stages.find((s) => s.name === 'scanned')!.message).toBe('3 formula cells found; nothing was written.');
    expect(await widgets(['Good', 'Neg'])).toEqual([]);
  });

  it('sees through leading spaces, tabs, no-break and other Unicode spaces before a formula', async () => {
    const blanks = {
      space: ' ',
      'space and tab': ' \t',
      'no-break space': '\u00a0',
      'em space': '\u2003',
      'ideographic space': '\u3000',
      'zero-width space': '\u200b',
      'byte-order mark': '\ufeff',
      'line separator': '\u2028',
    };
    const formulas = ['=HYPERLINK(""http://evil.test"",""x"")', '@SUM(A1)', '+A1', '-2+3'];
    // Every blank before every formula: each such cell must be refused, whichever blank it hides behind.
    const cells = Object.values(blanks).flatMap((blank) => formulas.map((f) => `"${blank}${f}"`));
    // Numbers and plain text behind the same blanks stay allowed.
    const harmless = Object.values(blanks).flatMap((blank) => [`"${blank}-5"`, `"${blank}+44.5"`, `"${blank}text"`]);
    const rows = [...cells.map((c, i) => `Bad${i},1,${c}`), ...harmless.map((c, i) => `Fine${i},1,${c}`)];
    const done = await process(`name,size,colour\n${rows.join('\n')}\n`);
    expect(done).toMatchObject({ status: 'Error', code: 'e', done: true });
    expect(done.errors.map((e) => [e.row, e.column, e.field])).toEqual(cells.map((_, i) => [i + 2, 'C', 'colour']));
    expect(done.errors[0]!.message).toContain(`Cell C2 starts with “=”`);
    expect(done.errors[1]!.message).toContain(`Cell C3 starts with “@”`);
    expect(done.stages.find((s) => s.name === 'scanned')!.message).toBe(`${cells.length} formula cells found; nothing was written.`);
  });

  it('writes templates and exports with formula-like cells escaped, leading Unicode spaces included', () => {
    const csv = writeCsv(['a', 'b', 'c', 'd'], [['\u00a0=1+1', ' @x', '\u3000-5', 'plain']]);
    // papaparse quotes the cells it escapes.
    expect(csv).toBe(`a,b,c,d\r\n"'\u00a0=1+1","' @x",\u3000-5,plain`);
  });

  it('refuses text that is not UTF-8, naming the line', async () => {
    const latin1 = Buffer.concat([Buffer.from('name,size,colour\nOk,1,blue\nCaf'), Buffer.from([0xe9]), Buffer.from(',2,red\n')]);
    const done = await process(latin1);
    expect(done).toMatchObject({ status: 'Error', code: 'e', done: true });
    const scan = done.stages.find((s) => s.name === 'scanned')!;
    expect(scan.state).toBe('failed');
    expect(scan.message).toMatch(/^Line 3 holds characters that are not UTF-8/);
  });

  it('refuses NUL bytes anywhere in the file (past what the upload looks at)', async () => {
    const text = `name,size,colour\n${'Long,1,blue\n'.repeat(900)}Bad,2,r\0d\n`;
    const done = await process(text);
    expect(done.status).toBe('Error');
    expect(done.stages.find((s) => s.name === 'scanned')!.message).toContain('binary data (NUL bytes)');
  });

  it('refuses a file the virus scanner flags', async () => {
    const done = await process(`name,size,colour\nVirus,1,${EICAR_MARKER}\n`);
    expect(done).toMatchObject({ status: 'Error', code: 'e', done: true });
    expect(done.stages.find((s) => s.name === 'scanned')).toMatchObject({ state: 'failed', message: 'The virus scanner refused this file (Eicar-Test-Signature).' });
    expect(await widgets(['Virus'])).toEqual([]);
  });
});

describe('the parsed stage', () => {
  it('lists per-row problems with spreadsheet row numbers, and writes nothing when any row is bad', async () => {
    const done = await process('name,size,colour\nFine one,1,blue\n\nNo size,,red\nBad size,huge,green\nFine two,2,\n' + `${'L'.repeat(41)},3,x\n`);
    expect(done).toMatchObject({ status: 'Error', code: 'e', done: true });
    expect(stageStates(done)).toEqual({ received: 'done', scanned: 'done', parsed: 'failed', applied: 'pending' });
    // Row 1 is the header; the empty line is row 3 and is skipped.
    expect(done.errors).toEqual([
      { row: 4, column: 'B', field: 'size', message: 'This field is required.' },
      { row: 5, column: 'B', field: 'size', message: 'A valid number is required.' },
      { row: 7, column: 'A', field: 'name', message: 'Ensure this field has no more than 40 characters.' },
    ]);
    expect(done.stages.find((s) => s.name === 'parsed')!.message).toBe('3 problems found; nothing was written.');
    expect(await widgets(['Fine one', 'Fine two'])).toEqual([]);
  });

  it('checks the header against the kind’s columns', async () => {
    const done = await process('Name,colour,weight\nA,blue,3\n');
    expect(done.status).toBe('Error');
    expect(done.errors).toEqual([
      { row: 1, column: 'C', field: 'weight', message: 'Unknown column “weight”. The columns are: name, size, colour.' },
      { row: 1, field: 'size', message: 'The column “size” is missing.' },
    ]);
  });

  it('refuses a row with more cells than the header, and a file with no rows', async () => {
    const extra = await process('name,size\nA,1,surplus\n');
    expect(extra.errors).toEqual([{ row: 2, message: 'This row has 3 cells; the header has 2.' }]);
    const empty = await process('name,size,colour\n\n');
    expect(empty.stages.find((s) => s.name === 'parsed')!.message).toBe('The file has no rows below its header.');
  });
});

describe('the applied stage', () => {
  it('writes all rows in one transaction: a row refused while applying leaves nothing behind', async () => {
    await process('name,size\nUnique cog,1\n');
    const done = await process('name,size\nFresh cog,1\nUnique cog,2\n');
    expect(done).toMatchObject({ status: 'Error', code: 'e', done: true });
    expect(stageStates(done)).toEqual({ received: 'done', scanned: 'done', parsed: 'done', applied: 'failed' });
    expect(done.errors).toEqual([{ row: 3, field: 'name', message: 'A widget named “Unique cog” exists already.' }]);
    expect(await widgets(['Fresh cog'])).toEqual([]);
  });

  it('a permission refusal from the kind ends User Permission Error', async () => {
    const done = await process('name,size\nforbidden,1\n');
    expect(done).toMatchObject({ status: 'User Permission Error', code: 'f', done: true });
    expect(done.stages.find((s) => s.name === 'applied')).toMatchObject({ state: 'failed', message: 'Widgets named “forbidden” need a special permission.' });
  });

  it('an uploader who lost the permission before processing gets User Permission Error', async () => {
    let reached!: () => void;
    const atGate = new Promise<void>((resolve) => (reached = resolve));
    let open!: () => void;
    gate = { reached, open: new Promise<void>((resolve) => (open = resolve)) };
    const res = await post('test-widgets', 'name,size\nwait-for-the-test,1\n');
    expect(res.statusCode).toBe(201);
    await atGate; // the job is parsing the row
    const user = await t.app.db.query<{ id: number }>("SELECT id FROM users WHERE email = 'account@brightgrid.test'");
    await t.app.db.query("DELETE FROM team_roles WHERE user_id = $1 AND role = 'account'", [user.rows[0]!.id]);
    try {
      open();
      await t.app.jobs.idle();
      const done = (await statusOf((res.json() as Upload).id, 'provider@brightgrid.test')).json() as Upload;
      expect(done).toMatchObject({ status: 'User Permission Error', code: 'f', done: true });
      expect(done.stages.find((s) => s.name === 'applied')!.message).toBe('The uploader no longer holds the “view-manage-ui” permission this file needs.');
      expect(await widgets(['wait-for-the-test'])).toEqual([]);
    } finally {
      gate = null;
      await t.app.db.query("INSERT INTO team_roles (user_id, role) VALUES ($1, 'account')", [user.rows[0]!.id]);
    }
  });

  it('an unexpected failure is retried, then ends Error with nothing half-written', async () => {
    applyAttempts = 0;
    const res = await post('test-widgets', 'name,size\nPartial,1\nexplode,2\n');
    const { id, job } = res.json() as Upload;
    // Retries wait 5 s and more (backoff): each waiting retry is made due now instead of sleeping.
    for (;;) {
      await t.app.jobs.idle();
      const state = (await t.app.jobs.get(job!))!;
      if (state.state === 'failed') break;
      expect(state.state).toBe('retry');
      const between = (await statusOf(id)).json() as Upload;
      expect(between).toMatchObject({ status: 'Uploaded', done: false });
      expect(between.stages.find((s) => s.name === 'applied')!.message).toMatch(/^Attempt \d of 3 failed; it will be tried again\.$/);
      await t.app.db.query(`UPDATE ${t.app.jobs.schema}.job SET start_after = now() WHERE id = $1 AND state = 'retry'`, [job]);
    }
    expect(applyAttempts).toBe(3);
    expect((await t.app.jobs.get(job!))).toMatchObject({ state: 'failed', retry_count: 2, error: 'disk on fire' });
    const done = (await statusOf(id)).json() as Upload;
    expect(done).toMatchObject({ status: 'Error', code: 'e', done: true });
    expect(done.stages.find((s) => s.name === 'applied')!.message).toBe('The file could not be processed (3 attempts failed). Nothing was written; please upload it again, or contact support if it keeps failing.');
    expect(await widgets(['Partial'])).toEqual([]);
  });

  it('a virus scanner that cannot answer is retried, never skipped', async () => {
    clamdDown = true;
    try {
      const res = await post('test-widgets', 'name,size\nUnscanned,1\n');
      const { id, job } = res.json() as Upload;
      await t.app.jobs.idle();
      expect((await t.app.jobs.get(job!))?.state).toBe('retry');
      expect(((await statusOf(id)).json() as Upload).stages.find((s) => s.name === 'scanned')!.message).toMatch(/^Attempt 1 of 3 failed/);
      clamdDown = false;
      await t.app.db.query(`UPDATE ${t.app.jobs.schema}.job SET start_after = now() WHERE id = $1`, [job]);
      await t.app.jobs.idle();
      expect(((await statusOf(id)).json() as Upload).status).toBe('Ready');
    } finally {
      clamdDown = false;
    }
  });
});

describe('status resource, templates and downloads', () => {
  it('shows uploads to their organisation only: list by kind, 404 elsewhere', async () => {
    const done = await process('name,size\nListed,1\n');
    const list = await t.app.inject({ method: 'GET', url: '/files/uploads/?kind=test-widgets&limit=500', headers: bearer(tokens['provider@brightgrid.test']!) });
    expect(list.statusCode).toBe(200);
    const rows = list.json() as Upload[];
    expect(rows.map((r) => r.id)).toContain(done.id);
    expect(rows.every((r) => r.kind === 'test-widgets' && r.organisation === orgs[BRIGHTGRID])).toBe(true);
    // Every file has its link except the ones processing refused (earlier tests left some).
    expect(rows.every((r) => (typeof r.download_url === 'string') === (r.status === 'Ready' || r.status === 'Uploaded'))).toBe(true);
    expect(rows.find((r) => r.id === done.id)?.download_url).toEqual(expect.any(String));
    expect(list.headers['content-range']).toMatch(/^items 0-\d+\/\d+$/);
    const projected = (await t.app.inject({ method: 'GET', url: `/files/uploads/${done.id}/?fields=id,status`, headers: bearer(tokens['account@brightgrid.test']!) })).json();
    expect(projected).toEqual({ id: done.id, status: 'Ready' });

    const foreign = await statusOf(done.id, 'provider@voltwise.test');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ detail: 'Not found.' });
    const theirs = (await t.app.inject({ method: 'GET', url: '/files/uploads/?kind=test-widgets', headers: bearer(tokens['provider@voltwise.test']!) })).json() as Upload[];
    expect(theirs.map((r) => r.id)).not.toContain(done.id);
    expect((await t.app.inject({ method: 'GET', url: `/files/uploads/${done.id}/` })).statusCode).toBe(401);
  });

  it('serves the template: header and example row, CSV content type, product-prefixed file name', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/files/templates/test-widgets/', headers: bearer(tokens['account@brightgrid.test']!) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="flexmarket-test-widgets-template.csv"; filename*=UTF-8\'\'flexmarket-test-widgets-template.csv');
    expect(res.body).toBe('\uFEFFname,size,colour\r\nSprocket,-1.5,blue; with a separator\r\n');
    // The template is itself a valid upload.
    const sample = await process(res.rawPayload);
    expect(sample.status).toBe('Ready');
    expect((await t.app.inject({ method: 'GET', url: '/files/templates/no-such-kind/', headers: bearer(tokens['account@brightgrid.test']!) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/files/templates/test-widgets/', headers: bearer(tokens['analytics@brightgrid.test']!) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/files/templates/test-widgets/' })).statusCode).toBe(401);
  });

  it('downloads through the signed link without an auth header; a changed or expired link is 403', async () => {
    const csv = 'name,size\nDownloaded,1\n';
    const done = await process(csv, { filename: 'Übersicht Q3.csv' });
    const url = new URL(done.download_url!);
    const path = `${url.pathname}${url.search}`;
    const ok = await t.app.inject({ method: 'GET', url: path });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe(csv);
    expect(ok.headers['content-disposition']).toBe('attachment; filename="_bersicht Q3.csv"; filename*=UTF-8\'\'%C3%9Cbersicht%20Q3.csv');
    expect(ok.headers['x-content-type-options']).toBe('nosniff');

    const expires = Number(url.searchParams.get('expires'));
    const signature = url.searchParams.get('signature')!;
    const tampered = [
      `/files/downloads/${done.id}/?expires=${expires + 60}&signature=${signature}`,
      // A different first character (a fixed replacement could equal the original now and then).
      `/files/downloads/${done.id}/?expires=${expires}&signature=${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`,
      `/files/downloads/${done.id + 1}/?expires=${expires}&signature=${signature}`,
    ];
    for (const bad of tampered) {
      const res = await t.app.inject({ method: 'GET', url: bad });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: 'Invalid signature.' });
    }
    const expired = `/files/downloads/${done.id}/?${signedExpiry(t.config.jwtSecret, DOWNLOAD_PURPOSE, String(done.id), -1)}`;
    const late = await t.app.inject({ method: 'GET', url: expired });
    expect(late.statusCode).toBe(403);
    expect(late.json()).toEqual({ detail: 'This link has expired.' });
    const unsigned = await t.app.inject({ method: 'GET', url: `/files/downloads/${done.id}/` });
    expect(unsigned.statusCode).toBe(400);
    // A link signed for something else (a map-data document) does not open a file.
    const otherPurpose = `/files/downloads/${done.id}/?${signedExpiry(t.config.jwtSecret, 'map-data', String(done.id), 60)}`;
    expect((await t.app.inject({ method: 'GET', url: otherPurpose })).statusCode).toBe(403);
  });

  it('never serves a refused file: no download_url, and a link given before the refusal is 410', async () => {
    const refused = [
      { csv: 'name,size\n" =HYPERLINK(""http://evil.test"")",1\n', status: 'Error' },
      { csv: 'name,size\nforbidden,1\n', status: 'User Permission Error' },
    ];
    for (const { csv, status } of refused) {
      const res = await post('test-widgets', csv);
      expect(res.statusCode).toBe(201);
      const created = res.json() as Upload;
      // While it is being processed the file has its link (the uploader may fetch it back).
      expect(typeof created.download_url).toBe('string');
      await t.app.jobs.idle();
      const done = (await statusOf(created.id)).json() as Upload;
      expect(done.status).toBe(status);
      expect(done.download_url).toBeNull();
      const listed = (await t.app.inject({ method: 'GET', url: `/files/uploads/?status=${encodeURIComponent(status)}&limit=500`, headers: bearer(tokens['account@brightgrid.test']!) })).json() as Upload[];
      expect(listed.find((r) => r.id === created.id)?.download_url).toBeNull();

      const url = new URL(created.download_url!);
      const gone = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
      expect(gone.statusCode).toBe(410);
      expect(gone.json()).toEqual({ detail: 'This file was refused when it was processed, so it can no longer be downloaded.' });
      const fresh = `/files/downloads/${created.id}/?${signedExpiry(t.config.jwtSecret, DOWNLOAD_PURPOSE, String(created.id), 60)}`;
      expect((await t.app.inject({ method: 'GET', url: fresh, headers: { 'accept-language': 'it-IT' } })).json()).toEqual({
        detail: 'Questo file è stato rifiutato durante l’elaborazione, quindi non si può più scaricare.',
      });
    }
  });
});
