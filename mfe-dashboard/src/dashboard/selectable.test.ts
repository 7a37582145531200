import { i18n } from '../test/i18n';
import type { QualifyingAssetView } from '../data/views';
import type { ActiveCompetition } from './activation';
import { selectableAssets } from './selectable';

const active = { competition: { id: 4 }, boundary: null, summary: null, ballotCount: null, entry: null, assets: null } as unknown as ActiveCompetition;

describe('selectableAssets (the entry panel’s list)', () => {
  it('lists a qualifying planned asset but not as selectable, and keeps a flex asset with the same id', () => {
    const qualifying: QualifyingAssetView[] = [
      { competition: 4, flex_asset: 208, planned: false, eligibility_status: 'eligible', ref: 'BG-208', name: 'Battery' },
      { competition: 4, flex_asset: 208, planned: true, ref: 'PL-1', name: 'Future solar' },
      { competition: 4, flex_asset: 12, planned: false, eligibility_status: 'ineligible', ref: 'BG-12', name: 'Boiler', reasons: [] },
      { competition: 9, flex_asset: 13, planned: false, eligibility_status: 'eligible', ref: 'BG-13' },
    ];
    const list = selectableAssets(active, qualifying, [], i18n, { locale: 'en-GB', timezone: 'Europe/London' });
    expect(list.map((a) => [a.id, a.label, a.planned, a.available])).toEqual([
      [208, 'BG-208 — Battery', false, true],
      [208, 'PL-1 — Future solar', true, false],
      [12, 'BG-12 — Boiler', false, false],
    ]);
    expect(list[1]!.reason).toBe('A planned asset can be entered once it is built and registered as an asset.');
    expect(list[2]!.reason).toBe('Not eligible');
  });
});
