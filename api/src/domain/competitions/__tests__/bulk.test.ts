/** Bulk competition creation through the file pipeline: the competitions kind. */
import { domainHarness, type Json } from '../../../../test/domain-harness.js';

const h = domainHarness();

function multipart(fields: Record<string, string>, file: { name: string; content: string }): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----flex${Math.random().toString(16).slice(2)}`;
  const parts: string[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
  parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: text/csv\r\n\r\n${file.content}\r\n`);
  parts.push(`--${boundary}--\r\n`);
  return { payload: Buffer.from(parts.join(''), 'utf8'), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(csv: string): Promise<Json> {
  const { payload, headers } = multipart({ org_id: String(h.orgs['northern-lines-networks']) }, { name: 'competitions.csv', content: csv });
  const res = await h.app.inject({ method: 'POST', url: '/files/upload/competitions/', payload, headers: { ...headers, authorization: `Bearer ${h.tokens.operatorX!}` } });
  expect(res.statusCode).toBe(201);
  const id = (res.json() as Json).id;
  await h.app.jobs.idle();
  return (await h.get('operatorX', `/files/uploads/${String(id)}/`)).json() as Json;
}

const HEADER =
  'reference;name;competition_type;qualification_open;qualification_closed;open;closed;postcodes;availability_guide_price;utilisation_guide_price;period_name;period_start;period_end;window_name;window_start;window_end;service_days;holiday_handling;capacity_required';
const row = (ref: string, name: string, extra: Partial<Record<'open' | 'window_end' | 'period' | 'window', string>> = {}) =>
  [
    ref,
    `"${name}"`,
    'availability_utilisation',
    '2027-03-01T09:00:00Z',
    '2027-03-20T17:00:00Z',
    extra.open ?? '2027-04-01T09:00:00Z',
    '2027-04-15T17:00:00Z',
    'NE1',
    '6,5',
    '300',
    extra.period ?? 'Winter 2027/28',
    '2027-11-01',
    '2028-02-28',
    extra.window ?? 'Evening peak',
    '16:00',
    extra.window_end ?? '19:30',
    'weekdays',
    'Exclude',
    '4',
  ].join(';');

describe('bulk competition upload', () => {
  it('creates nothing from a file with a bad row and answers per-row messages on the right rows', async () => {
    const csv = `\uFEFF${HEADER}\n${row('BULK-A', 'Tyne; Wear north')}\n${row('BULK-B', 'Wear south', { open: '2027-03-10T09:00:00Z' })}\n${row('BULK-C', 'Tees')}\n`;
    const status = await upload(csv);
    expect(status.status).toBe('Error');
    expect(status.code).toBe('e');
    expect(status.errors).toEqual([expect.objectContaining({ row: 3, field: 'open', message: expect.stringContaining('qualification closes') })]);
    const made = await h.app.db.query(`SELECT 1 FROM competitions WHERE reference LIKE 'BULK-%'`);
    expect(made.rows).toHaveLength(0);
  });

  it('creates every competition of a good file, grouping rows by reference into periods and windows', async () => {
    const csv = [
      HEADER,
      row('BULK-D', 'Tyne north'),
      row('BULK-D', 'Tyne north', { window: 'Morning peak', window_end: '09:30' }).replace(';16:00;09:30;', ';07:00;09:30;'),
      row('BULK-E', 'Wear "south"'.replace(/"/g, '""')),
      row('BULK-F', 'Tees', { period: 'Summer 2028' }),
    ].join('\r\n');
    const status = await upload(csv);
    expect(status.status).toBe('Ready');
    expect(status.done).toBe(true);
    const created = (status.result as { created: number[] }).created;
    expect(created).toHaveLength(3);
    const d = (await h.get('operatorX', `/flex/competitions/${created[0]!}/?expand=service_periods.windows`)).json() as Json;
    expect(d.reference).toBe('BULK-D');
    expect(d.gsp_groups).toEqual(['_F']);
    expect(Number(d.availability_guide_price)).toBe(6.5);
    const windows = ((d.service_periods as Json[])[0]!.windows as Json[]).map((w) => `${String(w.name)} ${String(w.start_time)}-${String(w.end_time)}`);
    expect(windows.sort()).toEqual(['Evening peak 16:00-19:30', 'Morning peak 07:00-09:30']);
    const e = (await h.get('operatorX', `/flex/competitions/${created[1]!}/`)).json() as Json;
    expect(e.name).toBe('Wear "south"');
  });

  it("holds a file's competitions to the API's own limits: a reference the API refuses is a row error with the API's message, and nothing is written", async () => {
    const long = `BULK-${'L'.repeat(56)}`;
    const csv = [HEADER, row('BULK-G', 'Fine'), row(long, 'Too long a reference')].join('\n');
    const status = await upload(csv);
    expect(status.status).toBe('Error');
    const direct = await h.app.inject({
      method: 'POST',
      url: '/flex/competitions/',
      payload: { name: 'Too long a reference', reference: long },
      headers: { authorization: `Bearer ${h.tokens.operatorX!}` },
    });
    expect(direct.statusCode).toBe(400);
    const refused = (direct.json() as Json).reference as string[];
    expect(refused.length).toBeGreaterThan(0);
    expect(status.errors).toEqual(refused.map((message) => expect.objectContaining({ row: 3, field: 'reference', message })));
    const made = await h.app.db.query(`SELECT 1 FROM competitions WHERE reference = ANY($1)`, [['BULK-G', long]]);
    expect(made.rows).toHaveLength(0);
  });

  it('serves the template with the product prefix and refuses providers', async () => {
    const t = await h.get('operatorX', '/files/templates/competitions/');
    expect(t.statusCode).toBe(200);
    expect(t.headers['content-disposition']).toMatch(/flexmarket-competitions-template\.csv/);
    expect(t.body.split(/\r?\n/)[0]).toContain('reference');
    const { payload, headers } = multipart({ org_id: String(h.orgs['brightgrid-energy']) }, { name: 'c.csv', content: `${HEADER}\n${row('P-1', 'x')}` });
    const res = await h.app.inject({ method: 'POST', url: '/files/upload/competitions/', payload, headers: { ...headers, authorization: `Bearer ${h.tokens.providerA!}` } });
    expect(res.statusCode).toBe(403);
  });
});
