import { screen, waitFor, within } from '@testing-library/react';
import { acceptedBid, instruction, json, page, renderOperations, type Recorded } from '../test/operations';

const SEND = '/operations/systemoperator/dispatchsend';

function routes(created: Recorded[], answer?: Response) {
  return {
    'GET bids/bids/': page([acceptedBid(), acceptedBid({ id: 102, flex_provider: 42, flex_provider_name: 'Amber Power', capacity: 1.5, assets: [9], asset_refs: ['EV-9'] })]),
    'GET flex/competitions/': page([{ id: 7, power_type: 'reactive_power' }]),
    'POST dispatch/v1/instructions/': (req: Recorded) => {
      created.push(req);
      return answer ?? json(instruction({ bid: 101 }), { status: 201 });
    },
    'POST dispatch/v1/instructions/bulk/': (req: Recorded) => {
      created.push(req);
      return answer ?? json((req.body as Array<{ bid: number }>).map((b, n) => instruction({ id: 600 + n, bid: b.bid })), { status: 201 });
    },
  };
}

test('the operator’s accepted bids are listed; the create button waits for a selection', async () => {
  const { api } = renderOperations(SEND, routes([]));
  expect(await screen.findByRole('rowheader', { name: '101' })).toBeInTheDocument();
  expect(Object.fromEntries(api.callsTo('GET bids/bids/')[0]!.url.searchParams)).toMatchObject({ outcome: 'accepted' });
  expect(screen.getByRole('cell', { name: '2.5 MVAr' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Create dispatch instructions (0 selected)' })).toBeDisabled();
});

test('the create modal checks its fields before sending anything', async () => {
  const created: Recorded[] = [];
  const { user } = renderOperations(SEND, routes(created));
  await user.click(await screen.findByRole('checkbox', { name: 'Select bid 101 from Sunny Flex' }));
  await user.click(screen.getByRole('button', { name: 'Create dispatch instructions (1 selected)' }));
  const dialog = screen.getByRole('dialog', { name: 'Create dispatch instructions' });
  const quantity = within(dialog).getByLabelText('Quantity (MVAr)');
  expect(quantity).toHaveValue('2.5');
  await user.clear(quantity);
  await user.type(quantity, '3');
  await user.clear(within(dialog).getByLabelText('End'));
  await user.click(within(dialog).getByRole('button', { name: 'Send instruction' }));
  expect(within(dialog).getByText('More than bid 101 offers (2.5). Dispatch at most the accepted capacity.')).toBeInTheDocument();
  expect(within(dialog).getByText('Enter the end date and time.')).toBeInTheDocument();
  expect(quantity).toHaveAttribute('aria-invalid', 'true');
  expect(created).toHaveLength(0);

  await user.click(within(dialog).getByRole('radio', { name: 'Schedule for later' }));
  expect(within(dialog).getByLabelText('Send at')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Schedule instruction' })).toBeInTheDocument();
});

test('two selected bids are dispatched at once through the bulk path', async () => {
  const created: Recorded[] = [];
  const { user } = renderOperations(SEND, routes(created));
  await user.click(await screen.findByRole('checkbox', { name: 'Select bid 101 from Sunny Flex' }));
  await user.click(screen.getByRole('checkbox', { name: 'Select bid 102 from Amber Power' }));
  await user.click(screen.getByRole('button', { name: 'Create dispatch instructions (2 selected)' }));
  const dialog = screen.getByRole('dialog', { name: 'Create dispatch instructions' });
  expect(within(dialog).getByLabelText('Quantity (MVAr)')).toHaveValue('1.5');
  await user.click(within(dialog).getByRole('button', { name: 'Send 2 instructions' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(created).toHaveLength(1);
  const body = created[0]!.body as Array<Record<string, unknown>>;
  expect(body.map((b) => [b.competition, b.service_window, b.flex_provider, b.bid, b.assets, b.quantity, b.unit, b.send_at])).toEqual([
    [7, 70, 41, 101, [1, 2], 1.5, 'MVAr', null],
    [7, 70, 42, 102, [9], 1.5, 'MVAr', null],
  ]);
  const [first] = body;
  expect(Date.parse(String(first!.end)) - Date.parse(String(first!.start))).toBe(3_600_000);
  expect(Date.parse(String(first!.response_deadline))).toBeLessThan(Date.parse(String(first!.start)));
  expect(screen.getByText(/2 instructions created/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Upcoming dispatches' })).toHaveAttribute('href', '/operations/systemoperator/upcomingdispatches');
});

test('a refused instruction (409) shows the server’s sentence and keeps the modal open', async () => {
  const created: Recorded[] = [];
  const { user } = renderOperations(SEND, routes(created, json({ detail: 'The dispatch must fall inside a delivery of window Evening peak.' }, { status: 409 })));
  await user.click(await screen.findByRole('checkbox', { name: 'Select bid 101 from Sunny Flex' }));
  await user.click(screen.getByRole('button', { name: 'Create dispatch instructions (1 selected)' }));
  const dialog = screen.getByRole('dialog', { name: 'Create dispatch instructions' });
  await user.click(within(dialog).getByRole('button', { name: 'Send instruction' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('The dispatch must fall inside a delivery of window Evening peak.');
  expect(created).toHaveLength(1);
});

test('without accepted bids the operator is told how to get some', async () => {
  const { api } = renderOperations(SEND, { 'GET bids/bids/': page([]) });
  expect(await screen.findByRole('heading', { name: 'No accepted bids to dispatch' })).toBeInTheDocument();
  expect(api.callsTo('GET flex/competitions/')).toHaveLength(0);
});
