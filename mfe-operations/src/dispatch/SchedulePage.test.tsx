import { screen, within } from '@testing-library/react';
import { instruction, page, push, renderOperations } from '../test/operations';

test('the schedule lays out instructions by day, per competition and provider, and takes new ones live', async () => {
  const day = (iso: string) => new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' }).format(new Date(iso));
  const first = instruction();
  const later = instruction({ id: 502, start: new Date(Date.parse(first.start) + 2 * 86_400_000).toISOString(), end: new Date(Date.parse(first.end) + 2 * 86_400_000).toISOString() });
  const ended = instruction({ id: 400, start: '2026-01-01T10:00:00Z', end: '2026-01-01T11:00:00Z' });
  renderOperations('/operations/systemoperator/dispatchschedule', { 'GET dispatch/v1/instructions/': page([later, first, ended]) });
  const firstDay = await screen.findByRole('region', { name: day(first.start) });
  expect(screen.getByRole('region', { name: day(later.start) })).toBeInTheDocument();
  expect(within(firstDay).getByRole('heading', { level: 3, name: 'Norwich Winter 2026 – Sunny Flex' })).toBeInTheDocument();
  expect(within(firstDay).getByText(/instruction 501, 2.5 MW, Evening peak — Awaiting response/)).toBeInTheDocument();
  expect(screen.queryByText(/instruction 400/)).not.toBeInTheDocument();

  push('dispatch.instruction.created', instruction({ id: 503, flex_provider: 42, flex_provider_name: 'Amber Power', status: 'scheduled' }));
  expect(await within(firstDay).findByRole('heading', { level: 3, name: 'Norwich Winter 2026 – Amber Power' })).toBeInTheDocument();
  expect(within(firstDay).getByText(/instruction 503, 2.5 MW, Evening peak — Scheduled/)).toBeInTheDocument();
});

test('an empty schedule says where instructions come from', async () => {
  renderOperations('/operations/flexprovider/dispatchschedule', { 'GET dispatch/v1/instructions/': page([]) }, 'flexprovider');
  expect(await screen.findByRole('heading', { name: 'Nothing scheduled' })).toBeInTheDocument();
});

test('a provider cannot open the operator’s send screen', async () => {
  renderOperations('/operations/flexprovider/dispatchsend', {}, 'flexprovider');
  expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
});
