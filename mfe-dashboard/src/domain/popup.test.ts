import { i18n } from '../test/i18n';
import type { MapPin } from '../data/views';
import { popupModel, popupOffsetFor, renderPopup } from './popup';

const GB = { locale: 'en-GB', timezone: 'Europe/London' };

const pin: MapPin = {
  id: 42,
  type: 'storage',
  lat: 52,
  lng: -1,
  matching: false,
  reasons: ['Outside the competition boundary', 'Voltage too high'],
  details: {
    ref: 'BG-0042',
    name: 'Hilltop battery',
    asset_type: 'storage',
    asset_category: 'low_carbon',
    active_export_capacity: 1.234567891,
    reactive_import_capacity: 0.5,
    voltage_level: 11.00049,
  },
};

describe('pin popup', () => {
  it('shows flex providers the asset ref and name', () => {
    const m = popupModel(pin, 'flexprovider', i18n, GB);
    expect(m.title).toBe('BG-0042 — Hilltop battery');
    expect(m.subtitle).toBeNull();
  });

  it('shows others the asset type and category, never the ref or name', () => {
    const m = popupModel(pin, 'systemoperator', i18n, GB);
    expect(m.title).toBe('Storage');
    expect(m.subtitle).toBe('Low carbon');
    const text = renderPopup(m, i18n).textContent ?? '';
    expect(text).not.toContain('BG-0042');
    expect(text).not.toContain('Hilltop');
  });

  it('formats power up to 5 decimals with MW / MVAr and kV up to 3', () => {
    const m = popupModel(pin, 'flexprovider', i18n, GB);
    expect(m.lines).toEqual([
      { label: 'Active export', value: '1.23457 MW' },
      { label: 'Reactive import', value: '0.5 MVAr' },
      { label: 'Connection voltage', value: '11 kV' },
    ]);
  });

  it('lists qualification reasons only for pins that do not qualify', () => {
    const el = renderPopup(popupModel(pin, 'flexprovider', i18n, GB), i18n);
    expect([...el.querySelectorAll('li')].map((li) => li.textContent)).toEqual(pin.reasons);
    expect(el.textContent).toContain('Does not qualify');
    const ok = popupModel({ ...pin, matching: true }, 'flexprovider', i18n, GB);
    expect(ok.reasons).toEqual([]);
    expect(ok.status).toBe('Qualifies');
  });

  it('with a competition active, shows the reasons for that competition', () => {
    const p = { ...pin, ineligible: [{ competition: 3, reasons: ['Connection voltage outside 0.24–11 kV'] }] };
    expect(popupModel(p, 'flexprovider', i18n, GB, 3).reasons).toEqual(['Connection voltage outside 0.24–11 kV']);
    expect(popupModel(p, 'flexprovider', i18n, GB, 4).reasons).toEqual(pin.reasons);
  });

  it('renders data as text, not HTML', () => {
    const el = renderPopup(popupModel({ ...pin, details: { ref: '<img src=x onerror=alert(1)>', name: 'x' } }, 'flexprovider', i18n, GB), i18n);
    expect(el.querySelector('img')).toBeNull();
  });

  it('offsets popups 50 px above qualifying pins and 10 px otherwise', () => {
    expect(popupOffsetFor({ matching: true })).toBe(50);
    expect(popupOffsetFor({ matching: false })).toBe(10);
  });
});
