/** Competition creation: nested validation, rates by type, editing, area from postcodes, holidays, templates, counts. */
import { domainHarness, type Json } from '../../../../test/domain-harness.js';
import { defaultCalendarFor, holidaysBetween, serviceDates } from '../holidays.js';
import { durationError } from '../validation.js';

const h = domainHarness();
const day = 86_400_000;
const iso = (days: number) => new Date(Date.now() + days * day).toISOString();

async function northRegions(): Promise<number[]> {
  const r = await h.app.db.query<{ id: number }>(`SELECT id FROM gsp_regions WHERE gsp_group = '_F' ORDER BY id LIMIT 2`);
  return r.rows.map((x) => x.id);
}

function body(area_refs: number[], overrides: Json = {}): Json {
  return {
    name: 'Teesside Winter Evening Peak',
    reference: `TEES-${Math.random().toString(36).slice(2, 8)}`,
    competition_type: 'availability_utilisation',
    power_type: 'active_power',
    need_direction: 'deficit',
    availability_guide_price: 120,
    utilisation_guide_price: 250,
    qualification_open: iso(1),
    qualification_closed: iso(10),
    open: iso(20),
    closed: iso(30),
    archive_on: iso(400),
    area_refs,
    service_periods: [
      {
        name: 'Winter',
        start: '2027-11-01',
        end: '2028-02-29',
        service_windows: [{ name: 'Evening', start_time: '16:00', end_time: '19:30', service_days: [0, 1, 2, 3, 4], holiday_handling: 'Exclude', capacity_required: 4 }],
      },
      {
        name: 'Christmas',
        start: '2027-12-20',
        end: '2028-01-03',
        service_windows: [{ name: 'Holiday peak', start_time: '17:00', end_time: '19:00', holiday_handling: 'Only', capacity_required: 2 }],
      },
    ],
    ...overrides,
  };
}

describe('competition validation on the server', () => {
  it('answers per-field messages, nested for periods and windows, with {} for items that are fine', async () => {
    const refs = await northRegions();
    const bad = body(refs, {
      closed: iso(15),
      service_periods: [
        { name: 'Fine', start: '2027-11-01', end: '2027-11-30', service_windows: [{ name: 'ok', start_time: '08:00', end_time: '09:00' }] },
        {
          name: 'Backwards',
          start: '2028-02-01',
          end: '2028-01-01',
          service_windows: [
            { name: 'ok', start_time: '08:00', end_time: '09:00' },
            { name: 'zero length', start_time: '19:00', end_time: '19:00', dispatch_duration: '00:00:00', required_response_time: '25:00:00' },
          ],
        },
        { name: 'Weekend only', start: '2027-11-01', end: '2027-11-05', service_windows: [{ name: 'sat', start_time: '10:00', end_time: '11:00', service_days: [5, 6] }] },
      ],
    });
    const res = await h.send('operatorX', 'POST', '/flex/competitions/', bad);
    expect(res.statusCode).toBe(400);
    const e = res.json() as Json;
    expect(e.closed).toEqual([expect.stringContaining('bidding opens')]);
    const periods = e.service_periods as Json[];
    expect(periods).toHaveLength(3);
    expect(periods[0]).toEqual({});
    expect(periods[1]!.end).toEqual([expect.stringContaining('start of the period')]);
    const windows = periods[1]!.service_windows as Json[];
    expect(windows[0]).toEqual({});
    expect(windows[1]!.end_time).toEqual([expect.stringContaining('after the window starts')]);
    expect(windows[1]!.dispatch_duration).toEqual(['Must be longer than zero.']);
    expect(windows[1]!.required_response_time).toEqual([expect.stringContaining('HH:MM:SS')]);
    expect((periods[2]!.service_windows as Json[])[0]!.service_days).toEqual(['This window has no service day inside its period.']);
    // Nothing was stored.
    const stored = await h.app.db.query('SELECT 1 FROM competitions WHERE reference = $1', [bad.reference]);
    expect(stored.rows).toHaveLength(0);
  });

  it('requires the rates of the competition type once the competition is scheduled: guide prices, or fixed prices on every window', async () => {
    const refs = await northRegions();
    const noGuide = await h.send('operatorX', 'POST', '/flex/competitions/', body(refs, { competition_type: 'utilisation', utilisation_guide_price: null }));
    expect(noGuide.statusCode).toBe(400);
    expect(noGuide.json()).toEqual({ utilisation_guide_price: [expect.stringContaining('utilisation guide price')] });
    const fee = await h.send('operatorX', 'POST', '/flex/competitions/', body(refs, { competition_type: 'service_fee' }));
    expect(Object.keys(fee.json() as Json)).toEqual(['service_fee']);
    const fixed = await h.send('operatorX', 'POST', '/flex/competitions/', body(refs, { fixed_price: true }));
    expect(fixed.statusCode).toBe(400);
    const w = ((fixed.json() as Json).service_periods as Json[])[0]!.service_windows as Json[];
    expect(Object.keys(w[0]!).sort()).toEqual(['fixed_availability_price', 'fixed_utilisation_price']);
    // A draft without dates may be saved without its rates.
    const draft = await h.send('operatorX', 'POST', '/flex/competitions/', { name: 'Draft', reference: `DRAFT-${Date.now()}`, area_refs: refs });
    expect(draft.statusCode).toBe(201);
    expect((draft.json() as Json).status).toBe('incomplete');
  });

  it('checks durations and holiday rules in pure functions', () => {
    expect(durationError('1 02:00:00')).toBeNull();
    expect(durationError('00:30:00')).toBeNull();
    expect(durationError('00:60:00')).not.toBeNull();
    expect(durationError('0 00:00:00')).toBe('Must be longer than zero.');
    expect(defaultCalendarFor(['_N', '_P'])).toBe('GB-SCT');
    expect(defaultCalendarFor(['_N', '_F'])).toBe('GB-ENG');
    expect(holidaysBetween('GB-SCT', '2026-11-01', '2026-12-31').map((x) => x.date)).toEqual(['2026-11-30', '2026-12-25', '2026-12-26', '2026-12-28']);
    expect(holidaysBetween('GB-ENG', '2026-11-01', '2026-12-31').map((x) => x.date)).toEqual(['2026-12-25', '2026-12-26', '2026-12-28']);
    // Week of Monday 2026-12-21: weekdays, with Christmas (Fri 25th) excluded or alone.
    expect(serviceDates('GB-ENG', '2026-12-21', '2026-12-27', [0, 1, 2, 3, 4], 'Exclude')).toEqual(['2026-12-21', '2026-12-22', '2026-12-23', '2026-12-24']);
    expect(serviceDates('GB-ENG', '2026-12-21', '2026-12-27', [0, 1, 2, 3, 4], 'Only')).toEqual(['2026-12-25', '2026-12-26']);
    expect(serviceDates('GB-ENG', '2026-12-21', '2026-12-27', [5, 6], 'Exclude')).toEqual(['2026-12-27']);
    expect(serviceDates('GB-ENG', '2026-12-21', '2026-12-27', [5, 6], 'Ignore')).toEqual(['2026-12-26', '2026-12-27']);
  });
});

describe('creating and editing', () => {
  it('creates with two periods and holiday rules, takes its area from postcodes, and replaces periods on PUT', async () => {
    const created = await h.send('operatorX', 'POST', '/flex/competitions/', body([], { area_refs: undefined, postcodes: ['NE1', 'ne6 1aa'], holiday_calendar: undefined }));
    expect(created.statusCode).toBe(201);
    const c = created.json() as Json;
    expect(c.gsp_groups).toEqual(['_F']);
    expect((c.area_refs as number[]).length).toBeGreaterThan(0);
    expect(c.postcodes).toEqual(['NE1', 'ne6 1aa']);
    expect(c.holiday_calendar).toBe('GB-ENG');
    const full = (await h.get('operatorX', `/flex/competitions/${String(c.id)}/?expand=service_periods.windows`)).json() as Json;
    const periods = full.service_periods as Json[];
    expect(periods.map((p) => p.name)).toEqual(['Winter', 'Christmas']);
    expect(((periods[1]!.windows as Json[])[0] as Json).holiday_handling).toBe('Only');

    const { id: _id, status: _s, operator: _o, ...rest } = full;
    void rest;
    const put = await h.send('operatorX', 'PUT', `/flex/competitions/${String(c.id)}/`, {
      ...body((c.area_refs as number[]).slice(0, 1), { reference: c.reference, name: 'Renamed' }),
      need_type: null,
      qualification_type: 'standard',
      min_connection_voltage: null,
      max_connection_voltage: null,
      tag: null,
      fixed_price: false,
      boundary_buffer: 0,
      service_periods: [{ name: 'Only one', start: '2027-11-01', end: '2027-11-30', service_windows: [{ name: 'W', start_time: '07:00', end_time: '08:00' }] }],
    });
    expect(put.statusCode).toBe(200);
    const after = await h.app.db.query<{ name: string }>('SELECT name FROM service_periods WHERE competition_id = $1', [c.id]);
    expect(after.rows.map((r) => r.name)).toEqual(['Only one']);

    const unknown = await h.send('operatorX', 'POST', '/flex/competitions/', body([], { postcodes: ['ZZ99'] }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ postcodes: ['Unknown postcode districts: ZZ99.'] });
  });

  it('locks the terms once bidding has opened but lets the name and description be corrected', async () => {
    const open = await h.app.db.query<{ id: number }>(
      `SELECT id FROM competitions WHERE operator_id = $1 AND status = 'open' AND is_active LIMIT 1`,
      [h.orgs['northern-lines-networks']],
    );
    const id = open.rows[0]!.id;
    const locked = await h.send('operatorX', 'PATCH', `/flex/competitions/${id}/`, { boundary_buffer: 7 });
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toEqual({ detail: 'Bidding has opened: only the name, description and contact can change now (not boundary_buffer).' });
    const fine = await h.send('operatorX', 'PATCH', `/flex/competitions/${id}/`, { description: 'Corrected text' });
    expect(fine.statusCode).toBe(200);
  });

  it('copies asset overrides from another of the operator’s competitions, and only from its own', async () => {
    const src = await h.app.db.query<{ competition_id: number; flex_asset_id: number; area_refs: number[] }>(
      `SELECT q.competition_id, q.flex_asset_id, c.area_refs FROM qualifications q JOIN competitions c ON c.id = q.competition_id
        WHERE c.operator_id = $1 AND q.flex_asset_id IS NOT NULL AND q.computed_status = 'eligible' AND cardinality(c.area_refs) > 0 LIMIT 1`,
      [h.orgs['northern-lines-networks']],
    );
    const s = src.rows[0]!;
    await h.app.db.query(`UPDATE qualifications SET override_status = 'disqualified', override_reason = 'capacity' WHERE competition_id = $1 AND flex_asset_id = $2`, [
      s.competition_id,
      s.flex_asset_id,
    ]);
    const res = await h.send('operatorX', 'POST', '/flex/competitions/', body(s.area_refs, { duplicate_asset_overrides_from_competition: s.competition_id }));
    expect(res.statusCode).toBe(201);
    const q = await h.app.db.query<{ eligibility_status: string; override_reason: string }>(
      'SELECT eligibility_status, override_reason FROM qualifications WHERE competition_id = $1 AND flex_asset_id = $2',
      [(res.json() as Json).id, s.flex_asset_id],
    );
    expect(q.rows[0]).toEqual({ eligibility_status: 'disqualified', override_reason: 'capacity' });
    const foreign = await h.app.db.query<{ id: number }>('SELECT id FROM competitions WHERE operator_id <> $1 LIMIT 1', [h.orgs['northern-lines-networks']]);
    const refused = await h.send('operatorX', 'POST', '/flex/competitions/', body(s.area_refs, { duplicate_asset_overrides_from_competition: foreign.rows[0]!.id }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toHaveProperty('duplicate_asset_overrides_from_competition');
  });
});

describe('form lookups', () => {
  it('lists GSP regions (own operating area on request), previews an area, and serves holidays per calendar', async () => {
    const all = (await h.get('operatorX', '/flex/gspregions/')).json() as Json[];
    const own = (await h.get('operatorX', '/flex/gspregions/?within_operating_area=true')).json() as Json[];
    expect(own.length).toBeGreaterThan(0);
    expect(own.length).toBeLessThan(all.length);
    expect(new Set(own.map((r) => r.gsp_group))).toEqual(new Set(['_F', '_G', '_M']));
    expect((await h.get(null, '/flex/gspregions/')).statusCode).toBe(401);

    const preview = await h.send('operatorX', 'POST', '/flex/competitions/preview_area/', { postcodes: ['LS1'] });
    expect(preview.statusCode).toBe(200);
    const p = preview.json() as Json;
    expect(p.gsp_groups).toEqual(['_M']);
    expect((p.boundary as Json).type).toBe('MultiPolygon');
    expect(Number(p.area_km2)).toBeGreaterThan(0);
    expect((await h.send('providerA', 'POST', '/flex/competitions/preview_area/', { postcodes: ['LS1'] })).statusCode).toBe(403);
    const outside = await h.send('operatorX', 'POST', '/flex/competitions/preview_area/', { postcodes: ['SW1A'] });
    expect(outside.statusCode).toBe(400);

    const hol = (await h.get(null, '/flex/holidays/?calendar=GB-SCT&from=2027-01-01&to=2027-01-31')).json() as Json[];
    // 2 January falls on a Saturday in 2027: the calendar keeps the day and adds its substitute Monday.
    expect(hol.map((x) => x.date)).toEqual(['2027-01-01', '2027-01-02', '2027-01-04']);
    expect((await h.get(null, '/flex/holidays/?calendar=XX&from=2027-01-01&to=2027-01-31')).statusCode).toBe(400);
    expect((await h.get(null, '/flex/holidays/?calendar=GB-ENG&from=2027-02-01&to=2027-01-31')).statusCode).toBe(400);
    expect(((await h.get(null, '/flex/holiday-calendars/')).json() as Json[]).map((c) => c.value)).toEqual(['GB-ENG', 'GB-WLS', 'GB-SCT', 'GB-NIR']);
  });
});

describe('templates and counts', () => {
  it('saves a competition as a template without reference and dates, keeps it to its operator, and a competition starts from it', async () => {
    const created = (await h.send('operatorX', 'POST', '/flex/competitions/', body(await northRegions()))).json() as Json;
    const saved = await h.send('operatorX', 'POST', `/flex/competitions/${String(created.id)}/save_as_template/`, { name: 'Winter evening template' });
    expect(saved.statusCode).toBe(201);
    const t = saved.json() as Json;
    const tb = t.body as Json;
    expect(tb.reference).toBeUndefined();
    expect(tb.qualification_open).toBeUndefined();
    expect((tb.service_periods as Json[]).length).toBe(2);
    expect(tb.availability_guide_price).toBe(120);
    expect((await h.send('operatorX', 'POST', `/flex/competitions/${String(created.id)}/save_as_template/`, { name: 'winter EVENING template' })).statusCode).toBe(400);
    expect((await h.get('operatorY', `/flex/competitiontemplates/${String(t.id)}/`)).statusCode).toBe(404);
    expect(((await h.get('operatorY', '/flex/competitiontemplates/')).json() as Json[]).some((x) => x.id === t.id)).toBe(false);
    expect((await h.get('providerA', '/flex/competitiontemplates/')).statusCode).toBe(403);

    const fromTemplate = await h.send('operatorX', 'POST', '/flex/competitions/', {
      ...tb,
      reference: `FROM-T-${Date.now()}`,
      qualification_open: iso(2),
      qualification_closed: iso(5),
      open: iso(6),
      closed: iso(9),
    });
    expect(fromTemplate.statusCode).toBe(201);
    expect((fromTemplate.json() as Json).area_refs).toEqual(created.area_refs);
  });

  it('counts qualifying assets, entries and ballots per competition, a provider its own only', async () => {
    const op = (await h.get('operatorX', '/flex/competitions/?expand=counts&limit=200')).json() as Json[];
    const withAssets = op.find((c) => (c.counts as Json).qualifying_assets as number > 0)!;
    const direct = await h.app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM qualifications WHERE competition_id = $1 AND eligibility_status IN ('eligible', 'qualified')`, [
      withAssets.id,
    ]);
    expect((withAssets.counts as Json).qualifying_assets).toBe(direct.rows[0]!.n);
    const entries = await h.app.db.query<{ competition_id: number; n: number }>(
      `SELECT competition_id, count(*)::int AS n FROM competition_entries WHERE status = 'confirmed' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    );
    if (entries.rows[0]) {
      const row = (await h.get('operatorX', `/flex/competitions/?expand=counts&competition_ids=${entries.rows[0].competition_id}`)).json() as Json[];
      if (row[0]) expect((row[0].counts as Json).entries).toBe(entries.rows[0].n);
    }
    const provider = (await h.get('providerA', '/flex/competitions/?expand=counts&limit=200')).json() as Json[];
    const own = await h.app.db.query<{ competition_id: number; n: number }>(
      `SELECT q.competition_id, count(*)::int AS n FROM qualifications q JOIN flex_assets a ON a.id = q.flex_asset_id
        WHERE a.flex_provider_id = $1 AND q.eligibility_status IN ('eligible', 'qualified') GROUP BY 1`,
      [h.orgs['brightgrid-energy'] ?? -1],
    );
    for (const c of provider) {
      const planned = await h.app.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM qualifications q JOIN planned_assets p ON p.id = q.planned_asset_id
          WHERE q.competition_id = $1 AND p.flex_provider_id = $2 AND q.eligibility_status IN ('eligible', 'qualified')`,
        [c.id, h.orgs['brightgrid-energy'] ?? -1],
      );
      const expected = (own.rows.find((r) => r.competition_id === c.id)?.n ?? 0) + planned.rows[0]!.n;
      expect((c.counts as Json).qualifying_assets).toBe(expected);
    }
  });
});

describe('list search', () => {
  it('finds competitions by text in the name or the reference, treating % and _ as plain text', async () => {
    const created = (await h.send('operatorX', 'POST', '/flex/competitions/', body(await northRegions(), { name: 'Searchable Wearside', reference: 'SRCH_50%' }))).json() as Json;
    const byName = (await h.get('operatorX', '/flex/competitions/?search=wearside')).json() as Json[];
    const byRef = (await h.get('operatorX', '/flex/competitions/?search=srch_50%25')).json() as Json[];
    expect(byName.map((c) => c.id)).toContain(created.id);
    expect(byRef.map((c) => c.id)).toEqual([created.id]);
    expect((await h.get('operatorX', '/flex/competitions/?search=SRCH%2550')).json()).toEqual([]);
  });
});
