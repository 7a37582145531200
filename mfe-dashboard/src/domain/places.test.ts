import { i18n } from '../test/i18n';
import { placeLabel, placeNote } from './places';

const at = { lat: 53.8, lng: -1.55 };

describe('address search results in words', () => {
  it('words each kind of place from its code and name', () => {
    expect(placeLabel(i18n, { ...at, label: 'x', kind: 'post_town', code: 'LS', name: 'Leeds' })).toBe('Leeds (LS postcode area)');
    expect(placeLabel(i18n, { ...at, label: 'x', kind: 'postcode_area', code: 'LS', name: 'Leeds' })).toBe('LS postcode area (Leeds)');
    expect(placeLabel(i18n, { ...at, label: 'x', kind: 'postcode_district', code: 'LS1', name: 'Yorkshire' })).toBe('LS1 postcode district, Yorkshire');
    expect(placeLabel(i18n, { ...at, label: 'x', kind: 'gsp_region', code: null, name: 'Beddington' })).toBe('Beddington grid supply point region');
    expect(placeLabel(i18n, { ...at, label: 'x', kind: 'gsp', code: 'SMAN_1', name: 'South Manchester' })).toBe('South Manchester grid supply point (SMAN_1)');
    // Without the parts (an older API) the API's own label stands.
    expect(placeLabel(i18n, { ...at, label: 'LS1, Yorkshire' })).toBe('LS1, Yorkshire');
  });

  it('says when a full postcode is shown as its district', () => {
    expect(placeNote(i18n, { ...at, label: 'x', kind: 'postcode_district', code: 'LS1', name: 'Yorkshire', fallback_for: 'LS1 4AP' })).toBe(
      'Showing postcode district LS1 — exact postcodes are not in our data',
    );
    expect(placeNote(i18n, { ...at, label: 'x', kind: 'postcode_district', code: 'LS1', name: 'Yorkshire', fallback_for: null })).toBeNull();
  });
});
