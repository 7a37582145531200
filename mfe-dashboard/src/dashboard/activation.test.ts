import { i18n } from '../test/i18n';
import type { DashboardApi } from '../data/api';
import type { AssetSummaryRow } from 'shared-session';
import type { ShownCompetition } from '../data/views';
import { activateCompetition, REMOVED_DEACTIVATE_DELAY_MS, type ActivationDeps } from './activation';

function fakeApi(competition: Partial<ShownCompetition> | Error, summaryTotal = 3): jest.Mocked<DashboardApi> {
  return {
    competitions: jest.fn(),
    competition: jest.fn(() => (competition instanceof Error ? Promise.reject(competition) : Promise.resolve({ id: 7, status: 'open', ...competition } as ShownCompetition))),
    boundary: jest.fn(async () => ({ id: 1, boundary: { type: 'Polygon', coordinates: [[[0, 0], [1, 0], [1, 1], [0, 0]]] } })),
    assetSummary: jest.fn(async () => ({ total: summaryTotal, rows: [] })),
    mapData: jest.fn(),
    qualifyingAssets: jest.fn(),
    ballotCount: jest.fn(async () => 2),
    entry: jest.fn(async () => ({ competition: 7, flex_assets: [1] })),
    confirmEntry: jest.fn(),
    withdrawEntry: jest.fn(),
    bulkConfirm: jest.fn(),
    competitionAssets: jest.fn(async () => [{ flex_asset: 1, flex_provider_name: 'Brightgrid Energy', eligibility_status: 'eligible' }]),
    operators: jest.fn(),
    searchPlaces: jest.fn(),
  } as unknown as jest.Mocked<DashboardApi>;
}

function deps(api: DashboardApi, over: Partial<ActivationDeps> = {}): ActivationDeps & { toast: jest.Mock; deactivate: jest.Mock } {
  return { api, role: 'flexprovider', flags: new Set(), i18n, toast: jest.fn(), deactivate: jest.fn(), ...over } as never;
}

describe('competition activation (spec §4.2)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('fetches the detailed boundary and the competition with operator and windows expanded', async () => {
    const api = fakeApi({ name: 'Leeds North', status: 'qualifying' });
    const result = await activateCompetition(7, deps(api));
    expect(api.boundary).toHaveBeenCalledWith(7, 'flexprovider');
    expect(api.competition).toHaveBeenCalledWith(7, 'flexprovider');
    expect(result?.competition.name).toBe('Leeds North');
    expect(result?.boundary?.id).toBe(1);
  });

  it('a competition without a name shows "Competition removed" and deactivates after 1.5 s', async () => {
    const api = fakeApi({ name: '' });
    const d = deps(api);
    expect(await activateCompetition(7, d)).toBeNull();
    expect(d.toast).toHaveBeenCalledWith({
      kind: 'error',
      title: 'Competition removed',
      text: 'The competition has been removed, please refresh your browser.',
    });
    jest.advanceTimersByTime(REMOVED_DEACTIVATE_DELAY_MS - 1);
    expect(d.deactivate).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(d.deactivate).toHaveBeenCalledTimes(1);
    expect(api.assetSummary).not.toHaveBeenCalled();
  });

  it('an unknown (404) competition id gets the same removal answer', async () => {
    const api = fakeApi(Object.assign(new Error('Not found'), { status: 404 }));
    const d = deps(api);
    expect(await activateCompetition(999, d)).toBeNull();
    expect(d.toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Competition removed' }));
    jest.advanceTimersByTime(REMOVED_DEACTIVATE_DELAY_MS);
    expect(d.deactivate).toHaveBeenCalled();
  });

  it('another operator’s competition (403 other_operator) says whose it is, not that it was removed', async () => {
    const refused = Object.assign(new Error('This competition belongs to another operator.'), {
      status: 403,
      body: { detail: 'This competition belongs to another operator.', code: 'other_operator' },
    });
    const d = deps(fakeApi(refused), { role: 'systemoperator' });
    expect(await activateCompetition(7, d)).toBeNull();
    expect(d.toast).toHaveBeenCalledTimes(1);
    expect(d.toast).toHaveBeenCalledWith({
      kind: 'error',
      title: 'Another operator’s competition',
      text: 'This competition belongs to another operator, so it is not shown to you.',
    });
    jest.advanceTimersByTime(REMOVED_DEACTIVATE_DELAY_MS);
    expect(d.deactivate).toHaveBeenCalledTimes(1);
  });

  it('other failures are not mistaken for a removal', async () => {
    const api = fakeApi(Object.assign(new Error('boom'), { status: 500 }));
    const d = deps(api);
    await expect(activateCompetition(7, d)).rejects.toThrow('boom');
    expect(d.toast).not.toHaveBeenCalled();
  });

  it('does not deactivate when the user moved on before the delay ended', async () => {
    let current = true;
    const d = deps(fakeApi({ name: '' }), { isCurrent: () => current });
    await activateCompetition(7, d);
    current = false;
    jest.advanceTimersByTime(REMOVED_DEACTIVATE_DELAY_MS);
    expect(d.deactivate).not.toHaveBeenCalled();
  });

  it('providers on an open competition with assets get the ballot count, and the entry under the flag', async () => {
    const api = fakeApi({ name: 'A', status: 'open' });
    const without = await activateCompetition(7, deps(api));
    expect(without).toMatchObject({ ballotCount: 2, entry: null });
    expect(api.entry).not.toHaveBeenCalled();
    const withFlag = await activateCompetition(7, deps(api, { flags: new Set(['entry_confirmation']) }));
    expect(withFlag).toMatchObject({ ballotCount: 2, entry: { flex_assets: [1] } });
  });

  it('no ballot count without assets, for closed competitions, or for operators; operators still get the summary', async () => {
    expect(await activateCompetition(7, deps(fakeApi({ name: 'A' }, 0)))).toMatchObject({ ballotCount: null });
    expect(await activateCompetition(7, deps(fakeApi({ name: 'A', status: 'closed' })))).toMatchObject({ ballotCount: null });
    const api = fakeApi({ name: 'A' });
    const op = await activateCompetition(7, deps(api, { role: 'systemoperator' }));
    expect(op?.summary?.total).toBe(3);
    expect(op?.ballotCount).toBeNull();
    expect(api.ballotCount).not.toHaveBeenCalled();
  });

  it('logged-out visitors get no asset summary', async () => {
    const api = fakeApi({ name: 'A' });
    const r = await activateCompetition(7, deps(api, { role: 'public' }));
    expect(r?.summary).toBeNull();
    expect(api.assetSummary).not.toHaveBeenCalled();
  });

  it('the asset table rows: a provider’s own summary rows; the owning operator’s view with names; none for another operator', async () => {
    const rows: AssetSummaryRow[] = [
      {
        id: 11, competition: 7, flex_asset: 1, planned: false, ref: 'BG-1', name: 'Battery', asset_type: 'storage', asset_category: 'storage', voltage_level: 11,
        active_export_capacity: 1, active_import_capacity: null, reactive_export_capacity: null, reactive_import_capacity: null, capacity_type: null, capacity_value: null,
        eligibility_status: 'eligible', reasons: [], override_reason: null,
      },
    ];
    const provider = fakeApi({ name: 'Leeds North', operator: 5 });
    provider.assetSummary.mockResolvedValue({ total: 1, rows });
    expect((await activateCompetition(7, deps(provider)))?.assets).toEqual(rows);
    expect(provider.competitionAssets).not.toHaveBeenCalled();

    const owner = fakeApi({ name: 'Leeds North', operator: 5 });
    const own = await activateCompetition(7, deps(owner, { role: 'systemoperator', roleId: 5 }));
    expect(owner.competitionAssets).toHaveBeenCalledWith(7);
    expect(own?.assets?.[0]).toEqual(expect.objectContaining({ flex_provider_name: 'Brightgrid Energy' }));

    const other = fakeApi({ name: 'Leeds North', operator: 5 });
    expect((await activateCompetition(7, deps(other, { role: 'systemoperator', roleId: 6 })))?.assets).toBeNull();
    expect(other.competitionAssets).not.toHaveBeenCalled();
  });
});
