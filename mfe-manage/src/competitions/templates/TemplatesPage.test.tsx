import { screen, waitFor, within } from '@testing-library/react';
import { choose, fill, json, renderAt, serveApi, type RouteAnswer } from '../create/testing';
import { TemplatesPage } from './TemplatesPage';

const PAGE = '/manage/systemoperator/competitions/templates';

const competitions = [
  { id: 5, name: 'Norwich North', reference: 'NN-1' },
  { id: 6, name: 'Lowestoft summer', reference: 'LOW-7' },
];

function templatesStore(initial: Array<{ id: number; name: string; source_competition: number | null; created: string }>) {
  let rows = [...initial];
  const routes: Record<string, RouteAnswer> = {
    'GET flex/competitions/': competitions,
    'GET flex/competitiontemplates/': () => json(rows),
  };
  return {
    routes,
    remove: (id: number) => {
      rows = rows.filter((r) => r.id !== id);
    },
    add: (row: (typeof rows)[number]) => {
      rows = [row, ...rows];
    },
  };
}

const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test('lists the templates with their source competition, and starts a competition from one', async () => {
  const store = templatesStore([
    { id: 9, name: 'Summer template', source_competition: 6, created: '2026-05-02T09:30:00Z' },
    { id: 8, name: 'Blank winter', source_competition: null, created: '2026-04-01T08:00:00Z' },
  ]);
  const api = serveApi(store.routes);
  renderAt(PAGE, PAGE, <TemplatesPage />);
  const row = within(await screen.findByRole('rowheader', { name: 'Summer template' }).then((h) => h.closest('tr') as HTMLElement));
  expect(await row.findByRole('link', { name: 'Lowestoft summer' })).toHaveAttribute('href', '/systemoperator/competitions/6');
  expect(row.getByText('2 May 2026, 10:30 BST')).toBeInTheDocument();
  expect(row.getByRole('link', { name: 'Start a competition from this template (Summer template)' })).toHaveAttribute(
    'href',
    '/manage/systemoperator/competitions/create?template=9',
  );
  expect(within(rowOf('Blank winter')).getByText('—')).toBeInTheDocument();
  expect(api.callsTo('GET', 'flex/competitiontemplates/')[0]?.url.searchParams.get('fields')).toBe('id,name,source_competition,created');
});

test('deletes a template once confirmed, and not when cancelled', async () => {
  const store = templatesStore([{ id: 9, name: 'Summer template', source_competition: 6, created: '2026-05-02T09:30:00Z' }]);
  const api = serveApi({
    ...store.routes,
    'DELETE flex/competitiontemplates/9/': () => {
      store.remove(9);
      return new Response(null, { status: 204 });
    },
  });
  const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
  const { user } = renderAt(PAGE, PAGE, <TemplatesPage />);
  const remove = await screen.findByRole('button', { name: 'Delete template Summer template' });

  await user.click(remove);
  expect(confirm).toHaveBeenCalledWith(expect.stringContaining('Delete the template Summer template?'));
  expect(api.callsTo('DELETE', 'flex/competitiontemplates/9/')).toHaveLength(0);

  await user.click(remove);
  expect(await screen.findByText('Template Summer template deleted.')).toBeInTheDocument();
  expect(api.callsTo('DELETE', 'flex/competitiontemplates/9/')).toHaveLength(1);
  await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Summer template' })).not.toBeInTheDocument());
  expect(screen.getByText('No templates yet. Save one of your competitions as a template below.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Your templates' })).toHaveFocus();
});

test('saves one of the operator’s competitions as a template; the server’s message lands on the name', async () => {
  const store = templatesStore([]);
  let attempts = 0;
  const api = serveApi({
    ...store.routes,
    'POST flex/competitions/5/save_as_template/': (req) => {
      attempts += 1;
      if (attempts === 1) return json({ name: ['You already have a template with this name.'] }, { status: 400 });
      const name = (req.body as { name: string }).name;
      store.add({ id: 12, name, source_competition: 5, created: '2026-06-01T12:00:00Z' });
      return json({ id: 12, name, source_competition: 5, created: '2026-06-01T12:00:00Z', body: {} }, { status: 201 });
    },
  });
  const { user } = renderAt(PAGE, PAGE, <TemplatesPage />);
  await screen.findByText('No templates yet. Save one of your competitions as a template below.');
  const form = screen.getByRole('heading', { name: 'Save a competition as a template' }).closest('section') as HTMLElement;

  await user.click(within(form).getByRole('button', { name: 'Save as template' }));
  expect(within(form).getByRole('textbox', { name: 'Template name' })).toHaveAccessibleDescription('This field is required');
  expect(api.callsTo('POST', 'flex/competitions/5/save_as_template/')).toHaveLength(0);

  await choose(user, 'Competition', 'Norwich North (NN-1)', form);
  await fill(user, within(form).getByRole('textbox', { name: 'Template name' }), ' Norwich base ');
  await user.click(within(form).getByRole('button', { name: 'Save as template' }));
  await waitFor(() =>
    expect(within(form).getByRole('textbox', { name: 'Template name' })).toHaveAccessibleDescription('You already have a template with this name.'),
  );

  await fill(user, within(form).getByRole('textbox', { name: 'Template name' }), 'Norwich base 2');
  await user.click(within(form).getByRole('button', { name: 'Save as template' }));
  expect(await screen.findByText('Template Norwich base 2 saved.')).toBeInTheDocument();
  expect(api.callsTo('POST', 'flex/competitions/5/save_as_template/').map((c) => c.body)).toEqual([{ name: 'Norwich base' }, { name: 'Norwich base 2' }]);
  expect(await screen.findByRole('rowheader', { name: 'Norwich base 2' })).toBeInTheDocument();
  // The form starts afresh.
  expect(within(form).getByRole('textbox', { name: 'Template name' })).toHaveValue('');
});

test("the Manage area opens the templates page on the operator's route", async () => {
  const { renderArea } = await import('shared-ui/testing');
  const { App } = await import('../../App');
  const { messages } = await import('../../locales/en-GB/messages');
  serveApi(templatesStore([]).routes);
  renderArea(App, { path: PAGE, orgType: 'systemoperator', orgId: 31, catalog: messages });
  expect(await screen.findByRole('heading', { level: 1, name: 'Competition templates' })).toBeInTheDocument();
  expect(await screen.findByText('No templates yet. Save one of your competitions as a template below.')).toBeInTheDocument();
});
