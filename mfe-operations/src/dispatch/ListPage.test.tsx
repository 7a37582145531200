import { screen, waitFor, within } from '@testing-library/react';
import { instruction, json, page, push, renderOperations, type Recorded } from '../test/operations';

const rowOf = (id: number) => screen.getByRole('rowheader', { name: String(id) }).closest('tr') as HTMLElement;
const statusOf = (id: number) => rowOf(id).querySelector('.dispatch-status')?.textContent;

describe('the provider’s upcoming dispatches', () => {
  test('a pushed instruction appears and changes in place, with no further request', async () => {
    const { api } = renderOperations('/operations/flexprovider/upcomingdispatches', { 'GET dispatch/v1/instructions/': page([instruction()]) }, 'flexprovider');
    expect(await screen.findByRole('rowheader', { name: '501' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept 501' })).toBeInTheDocument();

    push('dispatch.instruction.created', instruction({ id: 502, competition_name: 'Ipswich Summer' }));
    expect(await screen.findByRole('rowheader', { name: '502' })).toBeInTheDocument();
    expect(within(rowOf(502)).getByText('Ipswich Summer')).toBeInTheDocument();

    push('dispatch.instruction.stopped', instruction({ id: 502, status: 'stop', stopped: new Date().toISOString() }));
    await waitFor(() => expect(statusOf(502)).toBe('Stopped'));
    expect(within(rowOf(502)).queryByRole('button', { name: 'Accept 502' })).not.toBeInTheDocument();

    push('dispatch.instruction.expired', instruction({ status: 'expired' }));
    await waitFor(() => expect(statusOf(501)).toBe('Expired'));
    // Other events are ignored.
    push('something.else', instruction({ id: 503 }));
    expect(screen.queryByRole('rowheader', { name: '503' })).not.toBeInTheDocument();
    const calls = api.callsTo('GET dispatch/v1/instructions/');
    expect(calls).toHaveLength(1);
    expect(Date.parse(calls[0]!.url.searchParams.get('end__gt') ?? '')).toBeLessThanOrEqual(Date.now());
  });

  test('accepting asks for confirmation (final), posts the response and shows it', async () => {
    const responses: Recorded[] = [];
    const { user, api } = renderOperations(
      '/operations/flexprovider/upcomingdispatches',
      {
        'GET dispatch/v1/instructions/': page([instruction()]),
        'POST dispatch/v2/responses/': (req: Recorded) => {
          responses.push(req);
          return json(instruction({ status: 'accepted', response: 'accepted', responded: new Date().toISOString() }), { status: 201 });
        },
      },
      'flexprovider',
    );
    const accept = await screen.findByRole('button', { name: 'Accept 501' });
    await user.click(accept);
    const dialog = screen.getByRole('dialog', { name: 'Accept dispatch instruction 501?' });
    expect(within(dialog).getByText('Your response cannot be changed afterwards.')).toBeInTheDocument();
    expect(within(dialog).getByText('BAT-001, BAT-002')).toBeInTheDocument();
    // Cancel sends nothing and gives focus back.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(accept).toHaveFocus();
    expect(responses).toHaveLength(0);

    await user.click(accept);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Accept instruction' }));
    await waitFor(() => expect(statusOf(501)).toBe('Accepted'));
    expect(responses.map((r) => r.body)).toEqual([{ instruction: 501, response: 'accepted' }]);
    expect(screen.getByText('You accepted instruction 501.')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Reject 501' })).not.toBeInTheDocument();
    expect(api.callsTo('GET dispatch/v1/instructions/')).toHaveLength(1);
  });

  test('a refused response (409) shows the server’s sentence in the modal', async () => {
    const { user } = renderOperations(
      '/operations/flexprovider/upcomingdispatches',
      {
        'GET dispatch/v1/instructions/': page([instruction()]),
        'POST dispatch/v2/responses/': json({ detail: 'The response deadline of instruction 501 has passed.' }, { status: 409 }),
      },
      'flexprovider',
    );
    await user.click(await screen.findByRole('button', { name: 'Reject 501' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject dispatch instruction 501?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject instruction' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The response deadline of instruction 501 has passed.');
    expect(statusOf(501)).toBe('Awaiting response');
  });

  test('a row lists its assets compactly: the count, the first two references, the rest on demand', async () => {
    const refs = ['BAT-001', 'BAT-002', 'BAT-003', 'BAT-004', 'BAT-005'];
    const { user } = renderOperations(
      '/operations/flexprovider/upcomingdispatches',
      { 'GET dispatch/v1/instructions/': page([instruction({ assets: [1, 2, 3, 4, 5], asset_refs: refs })]) },
      'flexprovider',
    );
    await screen.findByRole('rowheader', { name: '501' });
    const cell = within(rowOf(501));
    expect(cell.getByText(`${refs.length} assets`)).toBeInTheDocument();
    for (const ref of refs.slice(0, 2)) expect(cell.getByText(ref)).toBeVisible();
    const more = cell.getByText(`${refs.length - 2} more`, { exact: false });
    expect(more).toHaveTextContent(`${refs.length - 2} more assets of instruction 501`);
    const details = more.closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    await user.click(more);
    expect(details.open).toBe(true);
    for (const ref of refs.slice(2)) expect(cell.getByText(ref)).toBeVisible();
    // The row's buttons come right after its number, before the data columns.
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers.indexOf('Actions')).toBe(1);
  });

  test('with no instructions the provider is told where they come from', async () => {
    renderOperations('/operations/flexprovider/upcomingdispatches', { 'GET dispatch/v1/instructions/': page([]) }, 'flexprovider');
    expect(await screen.findByRole('heading', { name: 'No dispatch instructions here' })).toBeInTheDocument();
    expect(screen.getByText(/Grid operators send instructions for your accepted bids/)).toBeInTheDocument();
  });
});

describe('the operator’s dispatch lists', () => {
  test('a provider’s response shows live; past instructions stay on the past list', async () => {
    const ended = instruction({ id: 400, start: '2026-01-01T10:00:00Z', end: '2026-01-01T11:00:00Z', status: 'accepted', response: 'accepted' });
    renderOperations('/operations/systemoperator/upcomingdispatches', { 'GET dispatch/v1/instructions/': page([instruction(), ended]) });
    expect(await screen.findByRole('rowheader', { name: '501' })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: '400' })).not.toBeInTheDocument();
    expect(within(rowOf(501)).getByText('Sunny Flex')).toBeInTheDocument();
    push('dispatch.instruction.responded', instruction({ status: 'accepted', response: 'accepted' }), { response: 'accepted' });
    await waitFor(() => expect(statusOf(501)).toBe('Accepted'));
  });

  test('stopping warns it cannot be recovered, posts the stop and shows Stopped', async () => {
    const stops: Recorded[] = [];
    const { user } = renderOperations('/operations/systemoperator/upcomingdispatches', {
      'GET dispatch/v1/instructions/': page([instruction()]),
      'POST dispatch/v1/stop/': (req: Recorded) => {
        stops.push(req);
        return json(instruction({ status: 'stop', stopped: new Date().toISOString() }));
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Stop 501' }));
    const dialog = screen.getByRole('dialog', { name: 'Stop dispatch instruction 501?' });
    expect(dialog).toHaveTextContent('A stop cannot be recovered. Sunny Flex is notified at once and must not deliver this dispatch.');
    await user.click(within(dialog).getByRole('button', { name: 'Stop instruction' }));
    await waitFor(() => expect(statusOf(501)).toBe('Stopped'));
    expect(stops.map((r) => r.body)).toEqual([{ instruction: 501 }]);
    expect(screen.queryByRole('button', { name: 'Stop 501' })).not.toBeInTheDocument();
  });

  test('a refused stop (409) shows the server’s sentence', async () => {
    const { user } = renderOperations('/operations/systemoperator/upcomingdispatches', {
      'GET dispatch/v1/instructions/': page([instruction()]),
      'POST dispatch/v1/stop/': json({ detail: 'Instruction 501 has already been stopped.' }, { status: 409 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Stop 501' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Stop instruction' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('Instruction 501 has already been stopped.');
  });

  test('past dispatches filter by status and provider', async () => {
    const past = (id: number, patch: Parameters<typeof instruction>[0]) => instruction({ id, start: '2026-01-01T10:00:00Z', end: '2026-01-01T11:00:00Z', ...patch });
    const { user, api } = renderOperations('/operations/systemoperator/pastdispatches', {
      'GET dispatch/v1/instructions/': page([
        past(401, { status: 'accepted', response: 'accepted' }),
        past(402, { status: 'expired', flex_provider: 42, flex_provider_name: 'Amber Power' }),
        past(403, { status: 'rejected', response: 'rejected' }),
      ]),
    });
    expect(await screen.findByRole('rowheader', { name: '401' })).toBeInTheDocument();
    expect(screen.getAllByRole('rowheader').map((c) => c.textContent)).toHaveLength(3);
    expect(api.callsTo('GET dispatch/v1/instructions/')[0]!.url.searchParams.get('end__lte')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Filter by status/ }));
    await user.click(screen.getByRole('option', { name: 'Expired' }));
    expect(screen.getAllByRole('rowheader').map((c) => c.textContent)).toEqual(['402']);
    await user.click(screen.getByRole('button', { name: /Filter by status/ }));
    await user.click(screen.getByRole('option', { name: 'All statuses' }));
    await user.click(screen.getByRole('button', { name: /Filter by flex provider/ }));
    await user.click(screen.getByRole('option', { name: 'Sunny Flex' }));
    expect(screen.getAllByRole('rowheader').map((c) => c.textContent).sort()).toEqual(['401', '403']);
    expect(screen.queryByRole('button', { name: /^Stop/ })).not.toBeInTheDocument();
  });
});

test('an instruction’s history shows what happened, when and by whom', async () => {
  const done = instruction({ id: 401, start: '2026-01-01T10:00:00Z', end: '2026-01-01T11:00:00Z', status: 'accepted', response: 'accepted' });
  const { user, api } = renderOperations(
    '/operations/flexprovider/pastdispatches',
    {
      'GET dispatch/v1/instructions/': page([done]),
      'GET dispatch/v1/events/': page([
        { id: 1, instruction: 401, kind: 'created', status: 'awaiting response', actor_name: 'Olive Operator', created: '2025-12-31T09:00:00Z' },
        { id: 2, instruction: 401, kind: 'sent', status: 'awaiting response', actor_name: null, created: '2025-12-31T09:00:00Z' },
        { id: 3, instruction: 401, kind: 'accepted', status: 'accepted', actor_name: 'Pat Provider', created: '2025-12-31T09:05:00Z' },
      ]),
    },
    'flexprovider',
  );
  await user.click(await screen.findByRole('button', { name: 'History of 401' }));
  const dialog = screen.getByRole('dialog', { name: 'History of instruction 401' });
  expect(await within(dialog).findByRole('rowheader', { name: 'Accepted by the provider' })).toBeInTheDocument();
  expect(within(dialog).getAllByRole('rowheader').map((c) => c.textContent)).toEqual(['Created', 'Sent to the provider', 'Accepted by the provider']);
  expect(within(dialog).getByText('The platform')).toBeInTheDocument();
  expect(api.callsTo('GET dispatch/v1/events/')[0]!.url.searchParams.get('instruction')).toBe('401');
  expect(screen.queryByRole('button', { name: 'Accept 401' })).not.toBeInTheDocument();
});

test('without the dispatch permission the lists offer no final step', async () => {
  renderOperations('/operations/flexprovider/upcomingdispatches', { 'GET dispatch/v1/instructions/': page([instruction()]) }, 'flexprovider', ['default', 'view-operations']);
  expect(await screen.findByRole('rowheader', { name: '501' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Accept 501' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'History of 501' })).toBeInTheDocument();
});
