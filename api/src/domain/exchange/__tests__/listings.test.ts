/**
 * Agreements and listings through the API: who may list (market access, 403 saying how to ask),
 * each rule of a capacity-market, obligation and load-modification listing with its message on its
 * field, the commissioning milestone of a unit still being built, and who sees which listing.
 */
import { domainHarness, type Json } from '../../../../test/domain-harness.js';
import { inMinutes, makeAgreement, nextDeliveryYear, setAccess } from '../../../../test/support/exchange.js';
import * as M from '../messages.js';

const h = domainHarness();
const year = nextDeliveryYear();
const deliveryStart = `${year}-10-01`;
const deliveryEnd = `${year + 1}-10-01`;

let providerA: number;
let providerB: number;

const cmBody = (agreement: number, over: Json = {}): Json => ({
  exchange_type: 'capacity_market',
  agreement,
  guide_price: '50',
  mw: '5',
  bidding_opens: inMinutes(-5),
  bidding_closes: inMinutes(60 * 24),
  transfer_starts_on: deliveryStart,
  transfer_ends_on: deliveryEnd,
  publish: true,
  ...over,
});

beforeAll(async () => {
  providerA = h.orgs['brightgrid-energy']!;
  providerB = h.orgs['voltwise-flex']!;
});

describe('agreements', () => {
  it('are recorded by a provider with manage-bids and seen only by it', async () => {
    const body = { agreement_number: 'CMU-T-0001', unit_id: 'BRG-01', agreement_type: 'T-4', delivery_year: year, de_rated_mw: '12.5', clear_price: '65.00' };
    const res = await h.send('providerA', 'POST', '/exchange/agreements/', body);
    expect(res.statusCode).toBe(201);
    const row = res.json() as Json;
    expect(row).toMatchObject({ flex_provider: providerA, delivery_starts_on: deliveryStart, delivery_ends_on: deliveryEnd, commissioned: true, planned_asset: null });
    expect(Number(row.available_mw)).toBe(12.5);
    expect((await h.get('providerB', `/exchange/agreements/${String(row.id)}/`)).statusCode).toBe(404);
    expect((await h.get('operatorX', '/exchange/agreements/')).statusCode).toBe(403);
    const again = await h.send('providerA', 'POST', '/exchange/agreements/', body);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ agreement_number: [M.AGREEMENT_EXISTS] });
    const zero = await h.send('providerA', 'POST', '/exchange/agreements/', { ...body, agreement_number: 'CMU-T-0002', de_rated_mw: '0' });
    expect(zero.json()).toEqual({ de_rated_mw: [M.MW_POSITIVE] });
  });
});

describe('capacity-market listings', () => {
  it('are refused with 403 and how to ask while the organisation is not approved', async () => {
    await setAccess(h.app.db, providerA, 'capacity_exchange', 'interest_registered');
    const agreement = await makeAgreement(h.app.db, providerA, { number: 'CMU-ACCESS', year, mw: '10', clear: '60' });
    const res = await h.send('providerA', 'POST', '/exchange/listings/', cmBody(agreement));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: M.LIST_NOT_APPROVED });
    const access = await h.get('providerA', '/exchange/access/');
    expect(access.statusCode).toBe(200);
    const cm = ((access.json() as Json).markets as Json[]).find((m) => m.exchange_type === 'capacity_market')!;
    expect(cm).toMatchObject({ state: 'interest_registered', reason: M.NOT_APPROVED, operator_name: null });
    const flexibility = ((access.json() as Json).markets as Json[]).filter((m) => m.exchange_type === 'flexibility_obligation');
    expect(flexibility.map((m) => m.operator_name)).toEqual(expect.arrayContaining(['Northern Lines Networks', 'Southern Wires']));
    await setAccess(h.app.db, providerA, 'capacity_exchange', 'refused');
    const refused = ((await h.get('providerA', '/exchange/access/')).json() as Json).markets as Json[];
    expect(refused.find((m) => m.exchange_type === 'capacity_market')).toMatchObject({ state: 'refused', reason: 'Not enough trading history.' });
  });

  it('checks every rule with its message on its field', async () => {
    await setAccess(h.app.db, providerA, 'capacity_exchange');
    const agreement = await makeAgreement(h.app.db, providerA, { number: 'CMU-RULES', year, mw: '10', clear: '60' });
    const post = (over: Json) => h.send('providerA', 'POST', '/exchange/listings/', cmBody(agreement, over));
    expect((await post({ mw: '1' })).json()).toEqual({ mw: [M.CM_MW_MIN], min_fill_mw: [M.CM_MIN_FILL] });
    expect((await post({ mw: '10.5' })).json()).toEqual({ mw: ['The agreement has only 10 MW left to list.'] });
    expect((await post({ mw: '9.5' })).json()).toEqual({ mw: ['You must keep none of the agreement or at least 1 MW: list all 10 MW or at most 9 MW.'] });
    expect((await post({ min_fill_mw: '1' })).json()).toEqual({ min_fill_mw: [M.CM_MIN_FILL] });
    expect((await post({ min_fill_mw: '6' })).json()).toEqual({ min_fill_mw: [M.MIN_FILL_ABOVE] });
    const outside = `The transfer must lie inside the delivery year (${deliveryStart} to ${year + 1}-09-30).`;
    expect((await post({ transfer_starts_on: `${year}-09-30` })).json()).toEqual({ transfer_starts_on: [outside] });
    expect((await post({ transfer_ends_on: `${year + 1}-10-02` })).json()).toEqual({ transfer_ends_on: [outside] });
    expect((await post({ transfer_ends_on: deliveryStart })).json()).toEqual({ transfer_ends_on: [M.TRANSFER_ORDER] });
    expect((await post({ guide_price: '60.01' })).json()).toEqual({ guide_price: ['The guide price cannot be above the agreement’s clear price (60.00).'] });
    expect((await post({ buy_now_price: '61' })).json()).toEqual({
      buy_now_price: ['The price cannot be above 60.00: the buyer keeps at most what the seller is paid.'],
    });
    expect((await post({ bidding_closes: inMinutes(-10) })).json()).toEqual({ bidding_closes: [M.BIDDING_ORDER] });
    expect((await post({ bidding_opens: inMinutes(-20), bidding_closes: inMinutes(-10) })).json()).toEqual({ bidding_closes: [M.CLOSES_PAST] });
    expect((await post({ flex_provider_id: providerB })).json()).toEqual({ flex_provider_id: [M.NOT_YOUR_ORG] });
    const others = await makeAgreement(h.app.db, providerB, { number: 'CMU-OTHER', year, mw: '10', clear: '60' });
    expect((await post({ agreement: others })).json()).toEqual({ agreement: [M.AGREEMENT_NOT_YOURS] });
    expect((await post({ mw: 'lots' })).statusCode).toBe(400);
    expect((await post({ exchange_type: 'futures' })).json()).toEqual({ exchange_type: ['Not a valid choice.'] });
  });

  it('lists a whole or part of an agreement, never beyond it, and shows it to providers', async () => {
    await setAccess(h.app.db, providerA, 'capacity_exchange');
    const agreement = await makeAgreement(h.app.db, providerA, { number: 'CMU-LIST', year, mw: '10', clear: '60' });
    const first = await h.send('providerA', 'POST', '/exchange/listings/', cmBody(agreement, { mw: '6', min_fill_mw: '2', sealed: false }));
    expect(first.statusCode).toBe(201);
    const row = first.json() as Json;
    expect(row).toMatchObject({
      exchange_type: 'capacity_market',
      status: 'open',
      flex_provider: providerA,
      is_mine: true,
      can_bid: false,
      cannot_bid_reason: M.OWN_LISTING,
      price_unit: 'GBP/kW/year',
      reference: `EX-${String(row.id)}`,
      capacity_market: { agreement, agreement_number: 'CMU-LIST', clear_price: '60.00', guide_price: '50.00', delivery_year: year },
    });
    // 4 MW are left: 3.5 would leave half a megawatt.
    expect((await h.send('providerA', 'POST', '/exchange/listings/', cmBody(agreement, { mw: '3.5' }))).json()).toEqual({
      mw: ['You must keep none of the agreement or at least 1 MW: list all 4 MW or at most 3 MW.'],
    });
    const draft = await h.send('providerA', 'POST', '/exchange/listings/', cmBody(agreement, { mw: '4', publish: false }));
    expect(draft.statusCode).toBe(201);
    expect((draft.json() as Json).status).toBe('draft');
    const agreementRow = (await h.get('providerA', `/exchange/agreements/${agreement}/`)).json() as Json;
    expect(Number(agreementRow.listed_mw)).toBe(10);
    expect(Number(agreementRow.available_mw)).toBe(0);

    await setAccess(h.app.db, providerB, 'capacity_exchange', 'under_review');
    const seen = (await h.get('providerB', `/exchange/listings/${String(row.id)}/`)).json() as Json;
    expect(seen).toMatchObject({ is_mine: false, can_bid: false, cannot_bid_reason: M.NOT_APPROVED, bid_count: 0 });
    expect((await h.get('providerB', `/exchange/listings/${String((draft.json() as Json).id)}/`)).statusCode).toBe(404);
    await setAccess(h.app.db, providerB, 'capacity_exchange');
    expect((await h.get('providerB', `/exchange/listings/${String(row.id)}/`)).json()).toMatchObject({ can_bid: true, cannot_bid_reason: null });
    // Operators see capacity-market listings only when they carry a buy-now price (the open market).
    expect((await h.get('operatorX', `/exchange/listings/${String(row.id)}/`)).statusCode).toBe(404);

    const published = await h.send('providerA', 'POST', `/exchange/listings/${String((draft.json() as Json).id)}/publish/`);
    expect(published.statusCode).toBe(200);
    expect((published.json() as Json).status).toBe('open');
    expect((await h.send('providerA', 'POST', `/exchange/listings/${String((draft.json() as Json).id)}/publish/`)).statusCode).toBe(409);
  });

  it('waits for a unit still being built until its commissioning milestone is accepted', async () => {
    await setAccess(h.app.db, providerA, 'capacity_exchange');
    const m = await h.app.db.query<{ id: number; planned_asset_id: number }>(
      `SELECT m.id, m.planned_asset_id FROM milestones m JOIN planned_assets p ON p.id = m.planned_asset_id WHERE p.flex_provider_id = $1 AND m.kind = 'commissioning' LIMIT 1`,
      [providerA],
    );
    let planned: number;
    let milestone: number;
    if (m.rows[0]) {
      planned = m.rows[0].planned_asset_id;
      milestone = m.rows[0].id;
      await h.app.db.query(`UPDATE milestones SET status = 'pending', submitted_at = NULL, decided_at = NULL WHERE id = $1`, [milestone]);
    } else {
      const k = await h.app.db.query<{ id: number }>(
        `INSERT INTO contracts (reference, competition_id, provider_id, operator_id, currency, starts_on, ends_on)
         SELECT 'CO-EX-MS', c.id, $1, c.operator_id, 'GBP', current_date, current_date + 300 FROM competitions c ORDER BY c.id LIMIT 1 RETURNING id`,
        [providerA],
      );
      const p = await h.app.db.query<{ id: number }>(
        `INSERT INTO planned_assets (ref, name, flex_provider_id, asset_type, asset_category, capacity_type, capacity_value, expected_connection)
         VALUES ('EX-PLANNED', 'Exchange planned asset', $1, 'storage', 'storage', 'active_export_capacity', 5, current_date + 90) RETURNING id`,
        [providerA],
      );
      planned = p.rows[0]!.id;
      const ms = await h.app.db.query<{ id: number }>(
        `INSERT INTO milestones (contract_id, planned_asset_id, kind, due_on) VALUES ($1, $2, 'commissioning', current_date + 90) RETURNING id`,
        [k.rows[0]!.id, planned],
      );
      milestone = ms.rows[0]!.id;
    }
    const agreement = await makeAgreement(h.app.db, providerA, { number: 'CMU-BUILD', year, mw: '8', clear: '60', plannedAsset: planned });
    const refused = await h.send('providerA', 'POST', '/exchange/listings/', cmBody(agreement));
    expect(refused.json()).toEqual({ agreement: [M.NOT_COMMISSIONED] });
    expect(((await h.get('providerA', `/exchange/agreements/${agreement}/`)).json() as Json).commissioned).toBe(false);
    await h.app.db.query(
      `UPDATE milestones SET status = 'accepted', note = 'done', submitted_at = now(), decided_at = now() WHERE id = $1`,
      [milestone],
    );
    expect((await h.send('providerA', 'POST', '/exchange/listings/', cmBody(agreement))).statusCode).toBe(201);
  });
});

describe('load-modification listings', () => {
  it('take their point from the GSP region’s centre and their transfer from the months', async () => {
    await setAccess(h.app.db, providerA, 'load_modifications');
    const g = await h.app.db.query<{ id: number; lat: number; lon: number; name: string }>('SELECT id, centre_lat AS lat, centre_lon AS lon, name FROM gsp_regions ORDER BY id LIMIT 1');
    const region = g.rows[0]!;
    const body = {
      exchange_type: 'load_modification',
      gsp_region: region.id,
      start_time: '16:30',
      end_time: '19:00',
      first_month: `${year}-11`,
      last_month: `${year + 1}-02`,
      measurement_method: 'half_hourly_baseline',
      mw: '0.75',
      buy_now_price: '3.20',
      bidding_opens: inMinutes(-1),
      bidding_closes: inMinutes(600),
      publish: true,
    };
    expect((await h.send('providerA', 'POST', '/exchange/listings/', { ...body, last_month: `${year}-10` })).json()).toEqual({ last_month: [M.LM_MONTHS] });
    expect((await h.send('providerA', 'POST', '/exchange/listings/', { ...body, end_time: '16:30' })).json()).toEqual({ end_time: [M.LM_TIMES] });
    expect((await h.send('providerA', 'POST', '/exchange/listings/', { ...body, lat: 51.5 })).json()).toEqual({ lon: [M.LM_POINT] });
    const res = await h.send('providerA', 'POST', '/exchange/listings/', body);
    expect(res.statusCode).toBe(201);
    const row = res.json() as Json;
    expect(row).toMatchObject({
      transfer_starts_on: `${year}-11-01`,
      transfer_ends_on: `${year + 1}-03-01`,
      price_unit: 'GBP/kW/month',
      load_modification: { gsp_region: region.id, gsp_name: region.name, lat: region.lat, lon: region.lon, start_time: '16:30', end_time: '19:00' },
    });
    // Providers do not buy load modifications; operators holding buy-load-mod see them.
    expect((await h.get('providerB', `/exchange/listings/${String(row.id)}/`)).statusCode).toBe(404);
    const op = (await h.get('operatorX', `/exchange/listings/${String(row.id)}/`)).json() as Json;
    expect(op).toMatchObject({ can_bid: false, cannot_bid_reason: M.NOT_APPROVED });
  });
});
