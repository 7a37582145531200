import { screen, waitFor, within } from '@testing-library/react';
import { json, page, queryOf, renderManage, serveApi, type Recorded } from '../../test/manage';
import { resetCountsSupport } from '../../common/competitions';

const COMPETITIONS = [
  {
    id: 7,
    reference: 'NOR-7',
    name: 'Norwich winter peak',
    status: 'qualifying',
    operator: 31,
    qualification_open: '2026-11-01T09:00:00Z',
    qualification_closed: '2026-11-20T17:00:00Z',
    open: '2026-12-01T09:00:00Z',
    closed: '2026-12-10T17:00:00Z',
    archive_on: null,
    is_active: true,
    counts: { qualifying_assets: 12, entries: 3, bids: 5 },
  },
  {
    id: 8,
    reference: 'IPS-2',
    name: 'Ipswich evening',
    status: 'open',
    operator: 31,
    qualification_open: '2026-06-01T08:00:00Z',
    qualification_closed: '2026-06-10T08:00:00Z',
    open: '2026-07-01T08:00:00Z',
    closed: null,
    archive_on: null,
    is_active: false,
    counts: { qualifying_assets: 0, entries: 0, bids: 0 },
  },
];

const LIST = 'GET flex/competitions/';
const OPERATOR = { orgType: 'systemoperator' as const, orgId: 31, permissions: ['default', 'view-competitions', 'manage-competitions'] };

/** Answers the list with `items` and the given total, whatever the query. */
function serveList(items: unknown[] = COMPETITIONS, total = items.length) {
  return serveApi({ [LIST]: (req: Recorded) => page(items, total, Number(req.url.searchParams.get('offset') ?? 0)) });
}

beforeEach(() => resetCountsSupport());

test("lists the operator's competitions with status labels, dates, counts and links, asking the server for its page", async () => {
  const api = serveList();
  renderManage('/manage/systemoperator/competitions', OPERATOR);
  const table = await screen.findByRole('table', { name: 'Your competitions' });
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));

  expect(queryOf(api.callsTo(LIST)[0])).toEqual({
    operator: '31',
    include_archived: 'true',
    expand: 'counts',
    ordering: 'name',
    limit: '200',
    offset: '0',
  });
  const [norwich, ipswich] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
  expect(within(norwich).getByRole('rowheader')).toHaveTextContent('NOR-7');
  expect(within(norwich).getByRole('link', { name: 'Norwich winter peak' })).toHaveAttribute('href', '/systemoperator/competitions/7');
  expect(within(norwich).getAllByRole('cell').map((c) => c.textContent)).toEqual([
    'Norwich winter peak',
    'Qualification open',
    '1 Nov 2026, 09:00 GMT',
    '20 Nov 2026, 17:00 GMT',
    '1 Dec 2026, 09:00 GMT',
    '10 Dec 2026, 17:00 GMT',
    '12',
    '3',
    '5',
  ]);
  // Summer dates show in British Summer Time; a deactivated competition says so.
  expect(within(ipswich).getAllByRole('cell')[1]).toHaveTextContent('Bidding open (deactivated)');
  expect(within(ipswich).getAllByRole('cell')[2]).toHaveTextContent('1 Jun 2026, 09:00 BST');
  expect(within(ipswich).getAllByRole('cell')[5]).toHaveTextContent('—');

  expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
  expect(screen.getByRole('link', { name: 'Create a competition' })).toHaveAttribute('href', '/manage/systemoperator/competitions/create');
  expect(screen.getByRole('link', { name: 'Templates' })).toHaveAttribute('href', '/manage/systemoperator/competitions/templates');
});

test('sorting a column asks the server for that ordering, descending on the second click, from the first page', async () => {
  const api = serveList(COMPETITIONS, 450);
  const { user } = renderManage('/manage/systemoperator/31/competitions', OPERATOR);
  await screen.findByRole('link', { name: 'Norwich winter peak' });
  const pager = screen.getByRole('navigation', { name: 'Pages of Your competitions' });
  await user.click(within(pager).getByRole('button', { name: 'Next page' }));
  await waitFor(() => expect(queryOf(api.callsTo(LIST).at(-1))).toMatchObject({ offset: '200' }));

  await user.click(screen.getByRole('button', { name: 'Bidding opens' }));
  await waitFor(() => expect(queryOf(api.callsTo(LIST).at(-1))).toMatchObject({ ordering: 'open', offset: '0' }));
  expect(screen.getByRole('columnheader', { name: /Bidding opens/ })).toHaveAttribute('aria-sort', 'ascending');
  await user.click(screen.getByRole('button', { name: 'Bidding opens' }));
  await waitFor(() => expect(queryOf(api.callsTo(LIST).at(-1))).toMatchObject({ ordering: '-open' }));
  await user.click(screen.getByRole('button', { name: 'Reference' }));
  await waitFor(() => expect(queryOf(api.callsTo(LIST).at(-1))).toMatchObject({ ordering: 'reference' }));
});

test('search is sent once typing pauses, as search (name or reference), back on the first page', async () => {
  const api = serveList(COMPETITIONS, 450);
  const { user } = renderManage('/manage/systemoperator/competitions', OPERATOR);
  await screen.findByRole('link', { name: 'Norwich winter peak' });
  await user.click(within(screen.getByRole('navigation', { name: /Pages of/ })).getByRole('button', { name: 'Next page' }));
  await waitFor(() => expect(api.callsTo(LIST)).toHaveLength(2));

  await user.type(screen.getByRole('searchbox', { name: 'Search competitions by name' }), 'norw');
  await waitFor(() => expect(queryOf(api.callsTo(LIST).at(-1))).toMatchObject({ search: 'norw', offset: '0' }));
  // One request for the whole word, none for its first letters.
  const searched = api.callsTo(LIST).map((c) => c.url.searchParams.get('search')).filter(Boolean);
  expect(searched).toEqual(['norw']);
});

test('the status filter sends status__in with the chosen statuses', async () => {
  const api = serveList();
  const { user } = renderManage('/manage/systemoperator/competitions', OPERATOR);
  await screen.findByRole('link', { name: 'Norwich winter peak' });
  await user.click(screen.getByRole('button', { name: /^Filter by status/ }));
  await user.click(screen.getByRole('option', { name: 'Bidding open' }));
  await waitFor(() => expect(queryOf(api.callsTo(LIST).at(-1))).toMatchObject({ status__in: 'open' }));
  await user.click(screen.getByRole('option', { name: 'Qualification open' }));
  await waitFor(() => expect(queryOf(api.callsTo(LIST).at(-1))).toMatchObject({ status__in: 'qualifying,open' }));
});

test('paging follows the Content-Range total, 200 a page', async () => {
  const api = serveList(COMPETITIONS, 450);
  const { user } = renderManage('/manage/systemoperator/competitions', OPERATOR);
  await screen.findByRole('link', { name: 'Norwich winter peak' });
  const pager = screen.getByRole('navigation', { name: 'Pages of Your competitions' });
  expect(pager).toHaveTextContent('Page 1 of 3');
  expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeDisabled();
  await user.click(within(pager).getByRole('button', { name: 'Next page' }));
  await waitFor(() => expect(pager).toHaveTextContent('Page 2 of 3'));
  await user.click(within(pager).getByRole('button', { name: 'Next page' }));
  await waitFor(() => expect(pager).toHaveTextContent('Page 3 of 3'));
  expect(api.callsTo(LIST).map((c) => c.url.searchParams.get('offset'))).toEqual(['0', '200', '400']);
  expect(within(pager).getByRole('button', { name: 'Next page' })).toBeDisabled();
});

test('without expand=counts on the server, the list falls back to the qualifying assets count', async () => {
  const withoutCounts = COMPETITIONS.map(({ counts, ...c }) => ({ ...c, qualifyingAssets: { total_count: counts.qualifying_assets } }));
  const api = serveApi({
    [LIST]: (req: Recorded) =>
      req.url.searchParams.get('expand') === 'counts'
        ? json({ expand: ['Unknown expansion(s): counts. Allowed: operator, boundary.'] }, { status: 400 })
        : page(withoutCounts),
  });
  renderManage('/manage/systemoperator/competitions', OPERATOR);
  const link = await screen.findByRole('link', { name: 'Norwich winter peak' });
  const cells = within(link.closest('tr') as HTMLElement).getAllByRole('cell');
  expect(cells.slice(-3).map((c) => c.textContent)).toEqual(['12', '—', '—']);
  expect(api.callsTo(LIST).map((c) => c.url.searchParams.get('expand'))).toEqual(['counts', 'qualifyingAssets']);
  expect(screen.queryByRole('alert')).toBeNull();
});

test('CSV export downloads every matching competition, not only the page shown', async () => {
  const api = serveList();
  const created: Blob[] = [];
  const original = URL.createObjectURL;
  URL.createObjectURL = jest.fn((b: Blob) => (created.push(b), 'blob:x'));
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  try {
    const { user } = renderManage('/manage/systemoperator/competitions', OPERATOR);
    await screen.findByRole('link', { name: 'Norwich winter peak' });
    await user.type(screen.getByRole('searchbox'), 'wich');
    await waitFor(() => expect(queryOf(api.callsTo(LIST).at(-1))).toMatchObject({ search: 'wich' }));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(created).toHaveLength(1));
    const exportCall = api.callsTo(LIST).at(-1);
    expect(queryOf(exportCall)).toMatchObject({ search: 'wich', limit: '200', offset: '0', expand: 'counts', ordering: 'name' });
    // The test environment's Blob is Node's (shared-session's fetch-capable jsdom), read with text().
    const text = (await (created[0] as Blob).text()).replace(/^\uFEFF/, '');
    expect(text.split('\r\n')[0]).toBe(
      'Reference,Name,Status,Qualification opens,Qualification closes,Bidding opens,Bidding closes,Qualifying assets,Entries,Bids',
    );
    expect(text.split('\r\n')[1]).toBe('NOR-7,Norwich winter peak,Qualification open,"1 Nov 2026, 09:00 GMT","20 Nov 2026, 17:00 GMT","1 Dec 2026, 09:00 GMT","10 Dec 2026, 17:00 GMT",12,3,5');
  } finally {
    URL.createObjectURL = original;
    click.mockRestore();
  }
});

test('an operator with no competitions is told how to start', async () => {
  serveList([], 0);
  renderManage('/manage/systemoperator/competitions', OPERATOR);
  expect(await screen.findByRole('heading', { name: 'You have no competitions yet' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Create your first competition' })).toHaveAttribute('href', '/manage/systemoperator/competitions/create');
});

test('a filter that matches nothing keeps the table and says so', async () => {
  serveApi({ [LIST]: (req: Recorded) => (req.url.searchParams.has('status__in') ? page([], 0) : page(COMPETITIONS)) });
  const { user } = renderManage('/manage/systemoperator/competitions', OPERATOR);
  await screen.findByRole('link', { name: 'Norwich winter peak' });
  await user.click(screen.getByRole('button', { name: /^Filter by status/ }));
  await user.click(screen.getByRole('option', { name: 'Archived' }));
  expect(await screen.findByRole('cell', { name: 'No competitions match your search and filters.' })).toBeInTheDocument();
});

test("another organisation's list is refused without asking the server", async () => {
  const api = serveList();
  renderManage('/manage/systemoperator/99/competitions', OPERATOR);
  expect(screen.getByRole('heading', { name: 'These competitions are not yours to see' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: "Go to your organisation's competitions" })).toHaveAttribute('href', '/manage/systemoperator/31/competitions');
  expect(api.calls).toHaveLength(0);
});

test('without manage-competitions there is no create link; without view-competitions no page', async () => {
  serveList();
  const { unmount } = renderManage('/manage/systemoperator/competitions', { ...OPERATOR, permissions: ['view-competitions'] });
  await screen.findByRole('link', { name: 'Norwich winter peak' });
  expect(screen.queryByRole('link', { name: 'Create a competition' })).toBeNull();
  unmount();
  renderManage('/manage/systemoperator/competitions', { ...OPERATOR, permissions: ['default'] });
  expect(screen.getByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
});

test('a failed load says so and can be retried', async () => {
  let fail = true;
  serveApi({ [LIST]: () => (fail ? json({ detail: 'Service unavailable for a moment.' }, { status: 400 }) : page(COMPETITIONS)) });
  const { user } = renderManage('/manage/systemoperator/competitions', OPERATOR);
  expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable for a moment.');
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('link', { name: 'Norwich winter peak' })).toBeInTheDocument();
});
