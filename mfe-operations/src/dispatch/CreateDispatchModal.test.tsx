/** The create-dispatch modal's date-times: the region's zone named beside each, gaps named at once, the offset used shown. */
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { bus, i18n, loadCatalog, REGIONS, type Region } from 'shared-session';
import { DEFAULT_REGION } from 'shared-session/testing';
import { loadSharedUiCatalog } from 'shared-ui';
import { messages } from '../locales/en-GB/messages';
import { acceptedBid } from '../test/operations';
import { CreateDispatchModal } from './CreateDispatchModal';

const HOUR = 3_600_000;

function renderIn(region: Region) {
  loadSharedUiCatalog();
  loadCatalog({ 'en-GB': messages });
  i18n.activate('en-GB');
  bus.region$.next(region);
  render(
    <I18nProvider i18n={i18n}>
      <CreateDispatchModal bids={[{ ...acceptedBid(), unit: 'MW' }]} onClose={() => undefined} onDone={() => undefined} />
    </I18nProvider>,
  );
}

afterEach(() => bus.region$.next(DEFAULT_REGION));

test('in the US region a start of 2027-03-28 01:30 is Eastern daylight time, shown with its UTC instant and offset', () => {
  renderIn(REGIONS.US);
  const start = screen.getByLabelText('Start');
  fireEvent.change(start, { target: { value: '2027-03-28T01:30' } });
  const utc = new Date(Date.UTC(2027, 2, 28, 1, 30) + 4 * HOUR).toISOString();
  expect(start).toHaveAccessibleDescription(`Time zone: Eastern Time (US/Eastern). In UTC: ${utc.slice(0, 10)} ${utc.slice(11, 16)} (UTC-04:00).`);
  expect(start).not.toHaveAttribute('aria-invalid');
});

test('in the GB region the same start is in the UK gap: the field says so at once', () => {
  renderIn(REGIONS.GB);
  const start = screen.getByLabelText('Start');
  fireEvent.change(start, { target: { value: '2027-03-28T01:30' } });
  expect(start).toHaveAttribute('aria-invalid', 'true');
  expect(start).toHaveAccessibleDescription(expect.stringContaining('01:00–02:00 does not exist on 28 March 2027 in United Kingdom Time (Europe/London): the clocks go forward then.'));
});
