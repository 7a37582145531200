/**
 * @jest-environment ../shared-session/jest.environment.cjs
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus, type MyOrganisation } from 'shared-session';
import { DEFAULT_REGION } from 'shared-session/testing';
import { renderShell } from '../../testing/renderShell';
import { fakeApi, refusal, replying } from '../../testing/api';


const PROVIDER: MyOrganisation = {
  id: 3, org_type: 'flexprovider', name: 'Brightgrid Energy', website: 'https://brightgrid.test', email: 'hello@brightgrid.test',
  registration_no: '09876543', country: 'GB', slug: 'brightgrid-energy', brand_colour: '#1F8A70', is_max_org: false, can_edit: true,
};
const OPERATOR: MyOrganisation = {
  ...PROVIDER, id: 5, org_type: 'systemoperator', name: 'Northern Lines Networks', slug: 'northern-lines-networks', brand_colour: '#0B5394', country: null, website: '',
};
const COUNTRIES = [
  { code: 'GB', name: 'United Kingdom' },
  { code: 'IT', name: 'Italy' },
  { code: 'PT', name: 'Portugal' },
  { code: 'US', name: 'United States' },
];

afterEach(() => {
  act(() => {
    bus.session$.next(null);
    bus.region$.next(DEFAULT_REGION);
  });
});

const form = () => screen.getByRole('form', { name: 'Organisation details' });

describe('settings/organisation', () => {
  it('shows members who are not admins the details read-only, and who can change them', async () => {
    const calls = fakeApi({ 'GET auth/organisation/': { ...PROVIDER, can_edit: false } });
    await renderShell('/settings/organisation', { user: { orgType: 'flexprovider' } });
    const details = await screen.findByTestId('organisation-details');
    expect(within(details).getByText('Brightgrid Energy')).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: 'https://brightgrid.test' })).toBeInTheDocument();
    expect(within(details).getByText('09876543')).toBeInTheDocument();
    expect(within(details).getByText('United Kingdom')).toBeInTheDocument();
    expect(within(details).queryByText('Slug')).not.toBeInTheDocument();
    expect(screen.getByText(/Only your organisation's admins can change these details/)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(calls.routes).toContain('GET auth/organisation/');
    expect(calls.routes).not.toContain('GET registration/countries/');
  });

  it('lets a provider admin change the details, sending only what changed', async () => {
    const calls = fakeApi({
      'GET auth/organisation/': PROVIDER,
      'GET registration/countries/': COUNTRIES,
      'PATCH auth/organisation/': replying((body: unknown) => ({ ...PROVIDER, ...(body as object) })),
    });
    await renderShell('/settings/organisation', { user: { orgType: 'flexprovider' } });
    await screen.findByRole('form', { name: 'Organisation details' });
    expect(within(form()).getByLabelText(/^Name/)).toHaveValue('Brightgrid Energy');
    expect(within(form()).queryByLabelText(/Brand colour/)).not.toBeInTheDocument();
    expect(within(form()).queryByLabelText(/^Slug/)).not.toBeInTheDocument();
    const country = await within(form()).findByLabelText('Country');
    expect(country).toHaveValue('GB');
    fireEvent.change(within(form()).getByLabelText('Website'), { target: { value: 'https://brightgrid.example' } });
    fireEvent.change(country, { target: { value: 'IT' } });
    fireEvent.click(within(form()).getByRole('button', { name: 'Save organisation details' }));
    expect(await screen.findByText('Organisation details saved')).toBeInTheDocument();
    expect(calls.bodiesOf('PATCH auth/organisation/')[0]).toEqual({ website: 'https://brightgrid.example', country: 'IT' });
  });

  it('gives an operator admin the brand colour and slug, with the server’s message on the slug', async () => {
    const calls = fakeApi({
      'GET auth/organisation/': OPERATOR,
      'GET registration/countries/': COUNTRIES,
      'PATCH auth/organisation/': refusal(400, { slug: ['Use lowercase letters, digits and single hyphens only (not at the start or end), e.g. northern-lines.'] }),
    });
    await renderShell('/settings/organisation', { user: { orgType: 'systemoperator' } });
    await screen.findByRole('form', { name: 'Organisation details' });
    const colour = within(form()).getByLabelText(/Brand colour/);
    expect(colour).toHaveAttribute('type', 'color');
    expect(colour).toHaveValue('#0b5394');
    fireEvent.input(colour, { target: { value: '#aa3300' } });
    fireEvent.change(within(form()).getByLabelText(/^Slug/), { target: { value: 'Northern Lines' } });
    fireEvent.click(within(form()).getByRole('button', { name: 'Save organisation details' }));
    const slug = within(form()).getByLabelText(/^Slug/);
    await waitFor(() => expect(slug).toHaveAccessibleDescription(/Use lowercase letters, digits and single hyphens only/));
    expect(slug).toHaveAttribute('aria-invalid', 'true');
    expect(calls.bodiesOf('PATCH auth/organisation/')[0]).toEqual({ brand_colour: '#aa3300', slug: 'Northern Lines' });
    expect(screen.queryByText('Organisation details saved')).not.toBeInTheDocument();
  });
});
