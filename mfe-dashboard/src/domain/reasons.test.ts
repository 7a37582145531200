import { setupI18n } from '@lingui/core';
import { REGIONS } from 'shared-session';
import { messages as english } from '../locales/en-GB/messages';
import { messages as italian } from '../locales/it-IT/messages';
import { reasonsText } from './reasons';

const voltage = { code: 'voltage', message: 'Connection voltage 0.4 kV is outside 11 kV to 132 kV', details: { voltage_level: 0.4, min: 11, max: 132 } };
const capacity = {
  code: 'capacity',
  message: 'No active export capacity: a deficit need for active power requires active export capacity above 0 MW',
  details: { field: 'active_export_capacity', value: 0, unit: 'MW' },
};

test('reasons read in the reader’s language from their codes and details, numbers in its format', () => {
  const i18n = setupI18n({ locale: 'it-IT', messages: { 'it-IT': italian } });
  expect(reasonsText(i18n, [voltage, capacity, { code: 'inactive', message: 'The asset is inactive' }], REGIONS.IT)).toEqual([
    'La tensione di connessione 0,4 kV non rientra nell’intervallo richiesto (da 11 kV a 132 kV)',
    'capacità di immissione attiva assente: la gara la richiede maggiore di 0 MW',
    'La risorsa è inattiva',
  ]);
  expect(reasonsText(i18n, [{ code: 'location', message: 'Outside', details: { distance_km: 2.345 } }], REGIONS.IT)).toEqual([
    'Al di fuori del perimetro della gara di 2,3 km',
  ]);
});

test('an unknown code, or a reason without the details it is worded from, keeps the server’s sentence; sentences stay as they are', () => {
  const i18n = setupI18n({ locale: 'en-GB', messages: { 'en-GB': english } });
  expect(
    reasonsText(i18n, [{ code: 'new_rule', message: 'A rule added later' }, { code: 'voltage', message: 'Voltage sentence' }, 'A plain sentence', { code: 'x' }, null], REGIONS.GB),
  ).toEqual(['A rule added later', 'Voltage sentence', 'A plain sentence']);
  expect(reasonsText(i18n, undefined, REGIONS.GB)).toEqual([]);
});
