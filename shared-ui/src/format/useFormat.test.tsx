import { act, render, screen } from '@testing-library/react';
import { bus, REGIONS } from 'shared-session';
import { useFormat } from './useFormat';
import { formattersFor } from './bound';

function Shown() {
  const f = useFormat();
  return (
    <p data-testid="shown">
      {f.formatCapacity(1.234567, 'MW')} | {f.formatDateTime('2026-07-01T08:00:00Z')} | {f.formatMoney(2)}
    </p>
  );
}

afterEach(() => act(() => bus.region$.next(REGIONS.GB)));

test('useFormat follows bus.region$: locale, zone and currency change together', () => {
  act(() => bus.region$.next(REGIONS.GB));
  render(<Shown />);
  const shown = () => screen.getByTestId('shown').textContent;
  expect(shown()).toBe('1.23457 MW | 1 Jul 2026, 09:00 BST | £2.00');
  act(() => bus.region$.next(REGIONS.IT));
  expect(shown()).toBe('1,23457 MW | 1 lug 2026, 10:00 CEST | 2,00\u00a0€');
  act(() => bus.region$.next(REGIONS.US));
  expect(shown()).toBe('1.23457 MW | Jul 1, 2026, 04:00 AM EDT | $2.00');
});

test('formattersFor binds every formatter to one region', () => {
  const f = formattersFor(REGIONS.PT);
  expect(f.region).toBe(REGIONS.PT);
  expect(f.formatKv(0.2405)).toBe('0,241 kV');
  expect(f.formatNumber(1.5, { minDecimals: 2 })).toBe('1,50');
  expect(f.formatInteger(3)).toBe('3');
  expect(f.formatPricePerMWh(10)).toBe('10,00\u00a0€/MWh');
  expect(f.formatDate('2026-07-01T23:30:00Z')).toBe('2/07/2026');
  expect(f.formatTime('2026-07-01T08:00:00Z')).toBe('09:00');
  expect(f.formatCalendarDate('2026-12-01', 'long')).toBe('1 de dezembro de 2026');
  expect(f.formatContractEndDate('2027-01-01')).toBe('31/12/2026');
  expect(f.formatClockTime('19:30')).toBe('19:30');
  expect(f.formatRelativeTime('2026-07-01T08:00:00Z', '2026-07-01T08:00:44Z')).toBe('há 1 minuto');
});
