/** The demo's bulk upload runs through the real file pipeline and creates its competitions once. */
import { domainHarness, type Json } from '../../../../test/domain-harness.js';
import { seedDemoUpload } from '../upload.js';

const h = domainHarness();

it('hands the demo CSV to the pipeline once; it ends Ready with three competitions over four rows', async () => {
  const id = await seedDemoUpload(h.app);
  expect(id).not.toBeNull();
  await h.app.jobs.idle();
  const status = (await h.get('operatorX', `/files/uploads/${String(id)}/`)).json() as Json;
  expect({ status: status.status, done: status.done, errors: status.errors }).toEqual({ status: 'Ready', done: true, errors: [] });
  const created = (status.result as { created: number[] }).created;
  expect(created).toHaveLength(3);
  const rows = (await h.get('operatorX', `/flex/competitions/?competition_ids=${created.join(',')}&expand=service_periods.windows&include_archived=true`)).json() as Json[];
  const byRef = Object.fromEntries(rows.map((c) => [c.reference, c]));
  expect(Object.keys(byRef).sort()).toEqual(['NL-BULK-1', 'NL-BULK-2', 'NL-BULK-3']);
  expect(((byRef['NL-BULK-1']!.service_periods as Json[])[0]!.windows as Json[]).length).toBe(2);
  expect(byRef['NL-BULK-2']!.gsp_groups).toEqual(['_M']);
  expect(await seedDemoUpload(h.app)).toBeNull();
});
