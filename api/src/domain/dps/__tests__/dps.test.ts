/**
 * Company qualification through the API: DPS records, starting an application, saving sections
 * with the server's per-field checks and conditional required questions, attachments (upload,
 * signed download link), submitting, who sees what, the operator's outcome with the provider's
 * e-mail, a new application after a rejection, and the gate on entry and bidding.
 */
import { signedExpiry } from '../../../auth/signed-url.js';
import { bearer, login, outbox } from '../../../../test/helpers.js';
import { domainHarness, type Json } from '../../../../test/domain-harness.js';
import { demoAnswers, tinyPdf } from '../../../seed/demo/dps.js';
import { versionBDefinitions } from '../definitions.js';
import { ATTACHMENT_PURPOSE } from '../attachments.js';

const h = domainHarness();
const NEW_PROVIDER = 'provider@newgrid.test';
const BLANK = 'This field may not be blank.';

let newgrid: number;
const records: Record<string, number> = {};

beforeAll(async () => {
  // A provider that has applied nowhere yet (the demo providers are approved everywhere).
  const org = await h.app.db.query<{ id: number }>(
    `INSERT INTO organisations (name, org_type, slug, brand_colour, operating_area) VALUES ('Newgrid Power', 'flexprovider', 'newgrid-power', '#123456', '{}') RETURNING id`,
  );
  newgrid = org.rows[0]!.id;
  const user = await h.app.db.query<{ id: number }>(
    `INSERT INTO users (email, first_name, last_name, password_hash, organisation_id, is_activated)
     SELECT $1, 'Nia', 'Grant', password_hash, $2, true FROM users WHERE email = 'provider@brightgrid.test' RETURNING id`,
    [NEW_PROVIDER, newgrid],
  );
  await h.app.db.query(`INSERT INTO team_roles (user_id, role) VALUES ($1, 'admin')`, [user.rows[0]!.id]);
  h.tokens.newgrid = await login(h.app, NEW_PROVIDER);
  const r = await h.app.db.query<{ id: number; slug: string }>('SELECT r.id, o.slug FROM dps_records r JOIN organisations o ON o.id = r.system_operator_id');
  for (const row of r.rows) records[row.slug] = row.id;
});

const NORTH = 'northern-lines-networks';
const SOUTH = 'southern-wires';

/** All answers of a section, from complete demo answers. */
function sectionBody(number: number, answers: Json = demoAnswers('Newgrid Power', 5) as Json): Json {
  const section = versionBDefinitions().sections.find((s) => s.number === number)!;
  const keys = section.sub_sections.flatMap((s) => s.fields);
  return { name: section.name, responses: keys.filter((k) => k in answers).map((key) => ({ key, response: answers[key] })) };
}

async function start(record: string, who = 'newgrid'): Promise<Json> {
  const res = await h.send(who, 'POST', '/dps/applications/', { dps_record: records[record] });
  expect(res.statusCode).toBe(201);
  return res.json() as Json;
}

async function fillAndSubmit(id: number): Promise<Json> {
  for (const n of [1, 2, 3, 4, 5]) expect((await h.send('newgrid', 'PUT', `/dps/applications/${id}/sections/${n}/`, sectionBody(n))).statusCode).toBe(200);
  const res = await h.send('newgrid', 'POST', `/dps/applications/${id}/submit/`, {});
  expect(res.statusCode).toBe(200);
  return res.json() as Json;
}

async function attach(id: number, question: string, bytes: Uint8Array, filename: string, who = 'newgrid') {
  const form = new FormData();
  form.append('question', question);
  form.append('description', 'Our latest audit');
  form.append('file', new Blob([new Uint8Array(bytes)]), filename);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return h.app.inject({
    method: 'POST',
    url: `/dps/applications/${id}/attachments/`,
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { ...bearer(h.tokens[who]!), 'content-type': request.headers.get('content-type')! },
  });
}

/** A competition of the operator that is qualifying or open. */
async function liveCompetition(operator: string, status = 'open'): Promise<number> {
  const r = await h.app.db.query<{ id: number }>(`SELECT id FROM competitions WHERE operator_id = $1 AND status = $2 AND is_active ORDER BY id LIMIT 1`, [h.orgs[operator], status]);
  if (!r.rows[0]) throw new Error(`the test seed has no ${status} competition of ${operator}`);
  return r.rows[0].id;
}

describe('DPS records', () => {
  it('providers see every operator’s record, an operator its own, with the five version-B stages', async () => {
    const provider = (await h.get('providerA', '/dps/records/')).json() as Json[];
    const operators = await h.app.db.query(`SELECT 1 FROM organisations WHERE org_type = 'systemoperator'`);
    expect(provider).toHaveLength(operators.rows.length);
    const own = (await h.get('operatorX', '/dps/records/')).json() as Json[];
    expect(own.map((r) => r.system_operator)).toEqual([h.orgs[NORTH]]);
    const defs = own[0]!.definitions as { sections: Array<{ name: string; number: number; title: string }>; fields: Record<string, Json> };
    expect(defs.sections.map((s) => [s.number, s.name, s.title])).toEqual([
      [1, 'contracting', 'Contracting organisation'],
      [2, 'assets', 'Asset ownership'],
      [3, 'audit', 'Audit details'],
      [4, 'organisation', 'Legal questions'],
      [5, 'submit', 'Submit application'],
    ]);
    expect(defs.fields.company_website).toEqual(expect.objectContaining({ max_length: 50 }));
    expect(defs.fields.audit_documents).toEqual(expect.objectContaining({ is_file: true }));
    expect((await h.get('user', '/dps/records/')).statusCode).toBe(403);
  });
});

describe('a draft application', () => {
  let id: number;

  it('starts with every stage unsaved and the required questions listed as blank; one draft per operator', async () => {
    const app = await start(NORTH);
    id = app.id as number;
    expect(app).toEqual(expect.objectContaining({ status: 'draft', is_latest: true, is_submitted: false, flex_provider: newgrid, system_operator_name: 'Northern Lines Networks' }));
    const sections = app.sections as Json[];
    expect(sections.map((s) => [s.name, s.saved, s.complete])).toEqual([
      ['contracting', false, false],
      ['assets', false, false],
      ['audit', false, false],
      ['organisation', false, false],
      ['submit', false, false],
    ]);
    expect(app.errors).toEqual(expect.objectContaining({ registered_name: [BLANK], trading_name_different: [BLANK], contract_confirmation: [BLANK] }));
    // Conditional questions are neither shown nor required until their controlling answer says so.
    expect(app.errors).not.toHaveProperty('trading_name');
    expect(app.errors).not.toHaveProperty('achilles_id');
    expect((app.help_texts as Json).registered_number).toContain('register of companies');

    const again = await h.send('newgrid', 'POST', '/dps/applications/', { dps_record: records[NORTH] });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: expect.stringContaining('already have a draft application to Northern Lines Networks') });
  });

  it('refuses bad answers per field (the §5 limits, options, formats) and saves nothing', async () => {
    const res = await h.send('newgrid', 'PUT', `/dps/applications/${id}/sections/1/`, {
      name: 'contracting',
      responses: [
        { key: 'registered_name', response: 'N'.repeat(81) },
        { key: 'registered_postcode', response: 'SW1A 1AAX1' },
        { key: 'registered_number', response: '12345678901' },
        { key: 'company_website', response: `www.${'a'.repeat(50)}.test` },
        { key: 'organisation_type', response: 'pirate_ship' },
        { key: 'registered_year', response: '20x4' },
        { key: 'trading_name_different', response: 'perhaps' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      registered_name: ['Ensure this field has no more than 80 characters.'],
      registered_postcode: ['Ensure this field has no more than 8 characters.'],
      registered_number: ['Ensure this field has no more than 10 characters.'],
      company_website: ['Ensure this field has no more than 50 characters.'],
      organisation_type: ['“pirate_ship” is not a valid choice.'],
      registered_year: ['Enter the year as four digits, e.g. 2014.'],
      trading_name_different: ['Must be a valid boolean.'],
    });
    const now = (await h.get('newgrid', `/dps/applications/${id}/?expand=sections`)).json() as Json;
    expect((now.sections as Json[])[0]).toEqual(expect.objectContaining({ saved: false }));

    const wrongName = await h.send('newgrid', 'PUT', `/dps/applications/${id}/sections/1/`, { name: 'assets', responses: [] });
    expect(wrongName.json()).toEqual({ name: ['Section 1 is “contracting”.'] });
    const foreign = await h.send('newgrid', 'PUT', `/dps/applications/${id}/sections/1/`, { name: 'contracting', responses: [{ key: 'audit_details', response: 'x' }] });
    expect(foreign.json()).toEqual({ responses: ['Not questions of the Contracting organisation stage: audit_details.'] });
    expect((await h.send('newgrid', 'PUT', `/dps/applications/${id}/sections/9/`, { name: 'x', responses: [] })).statusCode).toBe(404);
  });

  it('saves a section as a draft with blanks, and a yes reveals its required follow-ups (a no counts as an answer)', async () => {
    const res = await h.send('newgrid', 'PUT', `/dps/applications/${id}/sections/1/`, {
      name: 'contracting',
      responses: [
        { key: 'registered_name', response: '  Newgrid Power Ltd  ' },
        { key: 'trading_name_different', response: true },
        { key: 'trading_name', response: '' },
        { key: 'part_of_group', response: false },
        { key: 'parent_company', response: 'Hidden Holdings' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const app = res.json() as Json;
    const contracting = (app.sections as Json[])[0] as { saved: boolean; complete: boolean; responses: Json[] };
    expect(contracting.saved).toBe(true);
    expect(contracting.complete).toBe(false);
    const keys = contracting.responses.map((r) => r.key);
    expect(keys).toContain('trading_name');
    // Answers to hidden questions are not kept (part_of_group is false).
    expect(keys).not.toContain('parent_company');
    expect(contracting.responses.find((r) => r.key === 'registered_name')).toEqual({
      key: 'registered_name',
      question: 'Registered name of the organisation',
      response: 'Newgrid Power Ltd',
      is_file: false,
    });
    expect(app.errors).toEqual(expect.objectContaining({ trading_name: [BLANK], trading_address_1: [BLANK] }));
    expect(app.errors).not.toHaveProperty('part_of_group');
    expect(app.errors).not.toHaveProperty('parent_company');
    expect(app.errors).not.toHaveProperty('registered_name');

    // Reverse-conditional: contract_entity_details is required when contract_entity is false.
    const submit = await h.send('newgrid', 'PUT', `/dps/applications/${id}/sections/5/`, { name: 'submit', responses: [{ key: 'contract_entity', response: false }, { key: 'contract_confirmation', response: false }] });
    expect(submit.json()).toEqual(expect.objectContaining({ errors: expect.objectContaining({ contract_entity_details: [BLANK], contract_confirmation: [BLANK] }) }));
  });

  it('refuses to submit while questions are blank, naming the stages', async () => {
    const res = await h.send('newgrid', 'POST', `/dps/applications/${id}/submit/`, {});
    expect(res.statusCode).toBe(400);
    const body = res.json() as Json;
    expect(body.trading_name).toEqual([BLANK]);
    expect(body.ownership_structure).toEqual([BLANK]);
    expect(body.detail).toBe('Complete these stages before submitting: 1 Contracting organisation, 2 Asset ownership, 3 Audit details, 4 Legal questions, 5 Submit application.');
  });

  it('takes attachments for file questions only, by their content, and gives a signed link to download them', async () => {
    const pdf = tinyPdf('Newgrid audit 2026');
    const res = await attach(id, 'audit_documents', pdf, 'newgrid-audit.pdf');
    expect(res.statusCode).toBe(201);
    const attachment = res.json() as Json;
    expect(attachment).toEqual(expect.objectContaining({ application: id, question: 'audit_documents', filename: 'newgrid-audit.pdf', content_type: 'application/pdf', size: pdf.length }));

    expect((await attach(id, 'audit_details', pdf, 'x.pdf')).json()).toEqual({ question: ['Not a file question of this questionnaire.'] });
    const program = await attach(id, 'audit_documents', new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 1, 2, 3]), 'audit.pdf');
    expect(program.statusCode).toBe(400);
    expect(program.json()).toEqual({ file: [expect.stringContaining('programs cannot be attached')] });
    expect((await attach(id, 'audit_documents', pdf, 'a.pdf', 'providerA')).statusCode).toBe(404);

    const app = (await h.get('newgrid', `/dps/applications/${id}/?expand=sections,attachments`)).json() as Json;
    const audit = (app.sections as Json[])[2] as { responses: Json[] };
    expect(audit.responses.find((r) => r.key === 'audit_documents')).toEqual(expect.objectContaining({ response: ['newgrid-audit.pdf'], is_file: true }));
    expect((app.attachments as Json[]).map((a) => a.key)).toEqual([attachment.key]);

    const link = await h.get('newgrid', `/dps/applications/${id}/attachments/${attachment.key as string}/`);
    expect(link.statusCode).toBe(200);
    const { presigned_url, filename } = link.json() as { presigned_url: string; filename: string };
    expect(filename).toBe('newgrid-audit.pdf');
    const url = new URL(presigned_url);
    const download = await h.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('newgrid-audit.pdf');
    expect(Buffer.from(download.rawPayload).equals(pdf)).toBe(true);
    const tampered = await h.app.inject({ method: 'GET', url: `${url.pathname}${url.search.replace(/signature=(.)/, (_, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`)}` });
    expect(tampered.statusCode).toBe(403);
    const expired = signedExpiry(h.app.config.jwtSecret, ATTACHMENT_PURPOSE, attachment.key as string, -60);
    expect((await h.app.inject({ method: 'GET', url: `${url.pathname}?${expired}` })).json()).toEqual({ detail: 'This link has expired.' });
    // Not the operator's to see while it is a draft.
    expect((await h.get('operatorX', `/dps/applications/${id}/attachments/${attachment.key as string}/`)).statusCode).toBe(404);

    const extra = (await attach(id, 'audit_documents', new TextEncoder().encode('Notes from the audit'), 'notes.txt')).json() as Json;
    expect(extra.content_type).toBe('text/plain; charset=utf-8');
    expect((await h.send('newgrid', 'DELETE', `/dps/applications/${id}/attachments/${extra.key as string}/`)).statusCode).toBe(204);
    expect(((await h.get('newgrid', `/dps/applications/${id}/`)).json() as Json).attachments).toEqual([attachment.id]);
  });

  it('is the provider’s own: others cannot read or change it, operators do not see drafts', async () => {
    expect((await h.get('providerA', `/dps/applications/${id}/`)).statusCode).toBe(404);
    expect((await h.send('providerA', 'PUT', `/dps/applications/${id}/sections/2/`, sectionBody(2))).statusCode).toBe(404);
    expect((await h.get('operatorX', `/dps/applications/${id}/`)).statusCode).toBe(404);
    const mine = (await h.get('newgrid', '/dps/applications/?is_latest=true&is_submitted=false')).json() as Json[];
    expect(mine.map((a) => a.id)).toEqual([id]);
  });

  it('submits once complete: pending, who and when; then it can no longer change', async () => {
    const app = await fillAndSubmit(id);
    expect(app).toEqual(expect.objectContaining({ status: 'pending', is_submitted: true, submitted_by_name: 'Nia Grant', outcome: null, errors: {} }));
    expect(typeof app.submitted).toBe('string');
    expect((await h.send('newgrid', 'PUT', `/dps/applications/${id}/sections/2/`, sectionBody(2))).statusCode).toBe(409);
    expect((await h.send('newgrid', 'POST', `/dps/applications/${id}/submit/`, {})).json()).toEqual({ detail: 'This application has been submitted; it can no longer change.' });
    expect((await attach(id, 'audit_documents', tinyPdf('late'), 'late.pdf')).statusCode).toBe(409);
    const submitted = (await h.get('newgrid', '/dps/applications/?is_submitted=true&expand=sections,outcome,attachments&ordering=-created')).json() as Json[];
    expect(submitted.map((a) => a.id)).toEqual([id]);
  });
});

describe('the operator’s side and the gate', () => {
  let id: number;

  beforeAll(async () => {
    const rows = (await h.get('newgrid', '/dps/applications/?is_latest=true&status=pending')).json() as Json[];
    id = rows.find((a) => a.system_operator_name === 'Northern Lines Networks')!.id as number;
  });

  it('lists the submitted applications to the operator’s DPS only, with sections and attachments', async () => {
    const list = (await h.get('operatorX', '/dps/applications/?expand=sections,attachments')).json() as Json[];
    expect(list.every((a) => a.system_operator === h.orgs[NORTH] && a.is_submitted === true)).toBe(true);
    const mine = list.find((a) => a.id === id)!;
    expect(mine.flex_provider_name).toBe('Newgrid Power');
    expect((mine.sections as Json[]).map((s) => s.complete)).toEqual([true, true, true, true, true]);
    expect((mine.attachments as Json[]).map((a) => a.filename)).toEqual(['newgrid-audit.pdf']);
    expect((await h.get('operatorY', `/dps/applications/${id}/`)).statusCode).toBe(404);
    const link = await h.get('operatorX', `/dps/applications/${id}/attachments/${(mine.attachments as Json[])[0]!.key as string}/`);
    expect(link.statusCode).toBe(200);
  });

  it('refuses the unapproved provider’s entry and bids in that operator’s competitions', async () => {
    const open = await liveCompetition(NORTH);
    const sentence = 'Your organisation needs an approved qualification application with Northern Lines Networks before it can';
    const entry = await h.send('newgrid', 'POST', '/flex/competitionentries/', { competition: open, flex_assets: [1] });
    expect(entry.statusCode).toBe(403);
    expect(entry.json()).toEqual({ detail: expect.stringContaining(`${sentence} confirm entry in its competitions.`) });
    const bulk = await h.send('newgrid', 'POST', '/flex/competitionconfirmations/bulk_confirm/', { competition_ids: [open] });
    expect(bulk.statusCode).toBe(403);
    const ballot = await h.send('newgrid', 'POST', '/bids/ballots/', { competition: open, flex_assets: [1] });
    expect(ballot.statusCode).toBe(403);
    expect(ballot.json()).toEqual({ detail: expect.stringContaining(`${sentence} bid in its competitions.`) });
  });

  it('decides with a note (required to reject), e-mails the provider, and decides once', async () => {
    expect((await h.send('operatorY', 'POST', '/dps/outcomes/', { application: id, is_approved: true })).json()).toEqual({ application: ['Unknown application.'] });
    const noNote = await h.send('operatorX', 'POST', '/dps/outcomes/', { application: id, is_approved: false, note: '  ' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json()).toEqual({ note: [BLANK, 'Tell the provider why the application is rejected.'] });
    expect((await h.send('providerA', 'POST', '/dps/outcomes/', { application: id, is_approved: true })).statusCode).toBe(403);

    const res = await h.send('operatorX', 'POST', '/dps/outcomes/', { application: id, is_approved: true, note: 'Welcome aboard.' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual(expect.objectContaining({ application: id, is_approved: true, note: 'Welcome aboard.', decision_made_by_name: 'Olivia Barker' }));
    expect((await h.send('operatorX', 'POST', '/dps/outcomes/', { application: id, is_approved: false, note: 'No' })).statusCode).toBe(409);

    const app = (await h.get('newgrid', `/dps/applications/${id}/?expand=outcome`)).json() as Json;
    expect(app.status).toBe('approved');
    expect(app.outcome).toEqual(expect.objectContaining({ is_approved: true, note: 'Welcome aboard.' }));
    const outcomes = (await h.get('newgrid', `/dps/outcomes/?application__dps_record=${records[NORTH]}`)).json() as Json[];
    expect(outcomes.map((o) => o.application)).toEqual([id]);

    const mails = await outbox(h.app, NEW_PROVIDER);
    expect(mails[0]).toEqual(expect.objectContaining({ subject: 'Your qualification application to Northern Lines Networks was approved' }));
    expect(mails[0]!.body).toContain('Their note: Welcome aboard.');
    expect((await h.send('newgrid', 'POST', '/dps/applications/', { dps_record: records[NORTH] })).json()).toEqual({
      detail: 'Your organisation is already approved by Northern Lines Networks.',
    });
  });

  it('lets the approved provider past the gate', async () => {
    const open = await liveCompetition(NORTH);
    // Newgrid has no assets: the refusal is now about the assets, not the qualification.
    const ballot = await h.send('newgrid', 'POST', '/bids/ballots/', { competition: open, flex_assets: [1] });
    expect(ballot.statusCode).toBe(400);
    expect(ballot.json()).toEqual({ flex_assets: [expect.stringContaining('Unknown assets')] });
    const entry = await h.send('newgrid', 'POST', '/flex/competitionentries/', { competition: open, flex_assets: [1] });
    expect(entry.statusCode).toBe(400);
    // Another operator's competitions stay closed to it.
    const south = await liveCompetition(SOUTH);
    expect((await h.send('newgrid', 'POST', '/bids/ballots/', { competition: south, flex_assets: [1] })).statusCode).toBe(403);
  });

  it('after a rejection, a new application starts from the last answers and files', async () => {
    const first = await start(SOUTH);
    await attach(first.id as number, 'audit_documents', tinyPdf('south audit'), 'south-audit.pdf');
    await fillAndSubmit(first.id as number);
    const reject = await h.send('operatorY', 'POST', '/dps/outcomes/', { application: first.id, is_approved: false, note: 'Please add your insurance certificates.' });
    expect(reject.statusCode).toBe(201);
    const rejected = (await h.get('newgrid', `/dps/applications/${first.id as number}/`)).json() as Json;
    expect(rejected.status).toBe('rejected');
    expect((await outbox(h.app, NEW_PROVIDER))[0]!.subject).toBe('Your qualification application to Southern Wires was rejected');

    const second = await start(SOUTH);
    expect(second.status).toBe('draft');
    expect((second.sections as Json[]).every((s) => s.saved === true && s.complete === true)).toBe(true);
    expect((second.attachments as Json[]).map((a) => a.filename)).toEqual(['south-audit.pdf']);
    expect(((await h.get('newgrid', `/dps/applications/${first.id as number}/`)).json() as Json).is_latest).toBe(false);
    const latest = (await h.get('newgrid', `/dps/applications/?is_latest=true&dps_record=${records[SOUTH]}`)).json() as Json[];
    expect(latest.map((a) => a.id)).toEqual([second.id]);
  });
});

describe('demo data', () => {
  it('approves the demo providers by the demo operators and leaves an application for each to decide', async () => {
    for (const provider of ['providerA', 'providerB']) {
      const rows = (await h.get(provider, '/dps/applications/?is_latest=true')).json() as Json[];
      const approved = rows.filter((a) => a.status === 'approved').map((a) => a.system_operator_name);
      expect(approved).toEqual(expect.arrayContaining(['Northern Lines Networks', 'Southern Wires']));
    }
    const rejected = (await h.get('providerB', '/dps/applications/?status=rejected')).json() as Json[];
    expect(rejected.map((a) => a.system_operator_name)).toEqual(['Southern Wires']);
    for (const operator of ['operatorX', 'operatorY']) {
      const pending = (await h.get(operator, '/dps/applications/?status=pending')).json() as Json[];
      expect(pending.length).toBeGreaterThan(0);
    }
  });
});
