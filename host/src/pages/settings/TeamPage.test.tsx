/**
 * @jest-environment ../shared-session/jest.environment.cjs
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus, type CurrentUser, type TeamMember } from 'shared-session';
import { DEFAULT_REGION } from 'shared-session/testing';
import { renderShell } from '../../testing/renderShell';
import { fakeApi, refusal, replying } from '../../testing/api';

const member = (id: number, email: string, first: string, last: string, roles: string[], extra: Partial<TeamMember> = {}): TeamMember => ({
  id, email, first_name: first, last_name: last, organisation: 3, is_activated: true, is_active: true, roles, ...extra,
});
const ADA = member(1, 'admin@brightgrid.test', 'Ada', 'Morgan', ['admin']);
const ANA = member(2, 'analytics@brightgrid.test', 'Ana', 'Lopez', ['analytics']);
const IVY = member(3, 'invited@brightgrid.test', 'Ivy', 'Reed', ['account', 'comp-admin'], { is_activated: false });
const OLD = member(4, 'gone@brightgrid.test', 'Olly', 'Gone', ['settlement'], { is_active: false });
const TEAM = [ADA, ANA, IVY, OLD];

const me = (m: TeamMember): CurrentUser => ({
  id: m.id, email: m.email, first_name: m.first_name, last_name: m.last_name, preferred_locale: 'en-GB', organisation: 3, organisation_name: 'Brightgrid Energy',
  org_type: 'flexprovider', roles: m.roles, permission_names: [], is_activated: true, mfa_enabled: false,
});

afterEach(() => {
  act(() => {
    bus.session$.next(null);
    bus.region$.next(DEFAULT_REGION);
  });
});

const open = (flags: string[] = []) => renderShell('/settings/team', { user: { orgType: 'flexprovider' }, flags });
const table = () => screen.findByRole('table', { name: 'Team members' });
const rowOf = (name: RegExp | string) => screen.getByRole('row', { name });

describe('settings/team as an admin', () => {
  it('lists the members with roles in words and their status, in the shared table (search, CSV)', async () => {
    fakeApi({ 'GET auth/team/': TEAM, 'GET auth/users/me/': me(ADA) });
    await open();
    const members = await table();
    expect(within(members).getByRole('rowheader', { name: 'Ada Morgan (you)' })).toBeInTheDocument();
    const ivy = rowOf(/Ivy Reed/);
    expect(within(ivy).getByText('Account, Competition Admin')).toBeInTheDocument();
    expect(within(ivy).getByText('Invited, not activated')).toBeInTheDocument();
    expect(within(rowOf(/Ana Lopez/)).getByText('Active')).toBeInTheDocument();
    expect(within(rowOf(/Olly Gone/)).getByText('Deactivated')).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /CSV/ })).toBeInTheDocument();
    // Actions: resend only for the invited member, nothing for the deactivated one, no self-deactivation.
    expect(within(ivy).getByRole('button', { name: 'Resend the invitation to invited@brightgrid.test' })).toBeInTheDocument();
    expect(within(rowOf(/Ana Lopez/)).queryByRole('button', { name: /Resend/ })).not.toBeInTheDocument();
    expect(within(rowOf(/Olly Gone/)).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rowOf(/Ada Morgan/)).queryByRole('button', { name: /Deactivate/ })).not.toBeInTheDocument();
    expect(within(rowOf(/Ada Morgan/)).getByRole('button', { name: 'Change roles of Ada Morgan' })).toBeInTheDocument();
  });

  it('invites a member in a modal; the extended roles show only with their flag', async () => {
    const calls = fakeApi({
      'GET auth/team/': TEAM,
      'GET auth/users/me/': me(ADA),
      'POST auth/team/': replying((body: unknown) => member(9, (body as { email: string }).email, 'Nia', 'Trader', (body as { roles: string[] }).roles, { is_activated: false })),
    });
    await open();
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Invite a member' }));
    let dialog = await screen.findByRole('dialog', { name: 'Invite a member' });
    expect(within(dialog).queryByLabelText(/Competition Admin/)).not.toBeInTheDocument();
    // Nothing is sent without an address and a role.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Choose at least one role.')).toBeInTheDocument();
    expect(calls.routes).not.toContain('POST auth/team/');

    fireEvent.change(within(dialog).getByLabelText(/^E-mail/), { target: { value: 'nia.trader@brightgrid.test' } });
    fireEvent.change(within(dialog).getByLabelText('First name'), { target: { value: 'Nia' } });
    fireEvent.change(within(dialog).getByLabelText('Last name'), { target: { value: 'Trader' } });
    fireEvent.click(within(dialog).getByLabelText(/^Operations/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to nia.trader@brightgrid.test')).toBeInTheDocument();
    expect(calls.bodiesOf('POST auth/team/')[0]).toEqual({ email: 'nia.trader@brightgrid.test', first_name: 'Nia', last_name: 'Trader', roles: ['operations'] });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(calls.callsTo('GET auth/team/')).toHaveLength(2));

    act(() => bus.flags$.next(new Set(['team_roles_extended'])));
    fireEvent.click(screen.getByRole('button', { name: 'Invite a member' }));
    dialog = await screen.findByRole('dialog', { name: 'Invite a member' });
    expect(within(dialog).getByLabelText(/^Competition Admin/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Obligations APIs/)).toBeInTheDocument();
  });

  it('shows the server’s message on the invitation’s field', async () => {
    fakeApi({
      'GET auth/team/': TEAM,
      'GET auth/users/me/': me(ADA),
      'POST auth/team/': refusal(400, { email: ['A user with this email already exists.'] }),
    });
    await open();
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Invite a member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a member' });
    fireEvent.change(within(dialog).getByLabelText(/^E-mail/), { target: { value: 'ana@brightgrid.test' } });
    fireEvent.click(within(dialog).getByLabelText(/^Account/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/^E-mail/)).toHaveAccessibleDescription('A user with this email already exists.'));
  });

  it('resends an invitation, and says why when the server refuses', async () => {
    let refuse = false;
    const calls = fakeApi({
      'GET auth/team/': TEAM,
      'GET auth/users/me/': me(ADA),
      'POST auth/team/3/resend_invite/': replying(() => {
        if (refuse) throw refusal(409, { detail: 'This member has already activated their account: there is no invitation to send.' });
        return { success: true };
      }),
    });
    await open();
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Resend the invitation to invited@brightgrid.test' }));
    expect(await screen.findByText('Invitation sent again to invited@brightgrid.test')).toBeInTheDocument();
    expect(calls.routes).toContain('POST auth/team/3/resend_invite/');
    refuse = true;
    fireEvent.click(screen.getByRole('button', { name: 'Resend the invitation to invited@brightgrid.test' }));
    expect(await screen.findByText('The invitation was not sent')).toBeInTheDocument();
    expect(screen.getByText(/already activated their account/)).toBeInTheDocument();
  });

  it('changes roles, keeping extended roles the member holds while they are not offered', async () => {
    const calls = fakeApi({
      'GET auth/team/': TEAM,
      'GET auth/users/me/': me(ADA),
      'PATCH auth/team/3/': replying((body: unknown) => ({ ...IVY, ...(body as object) })),
    });
    await open();
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Change roles of Ivy Reed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roles of Ivy Reed' });
    expect(within(dialog).getByLabelText(/^Account/)).toBeChecked();
    expect(within(dialog).getByText(/Roles not offered at the moment are kept: Competition Admin/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByLabelText(/^Account/));
    fireEvent.click(within(dialog).getByLabelText(/^Settlement/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save roles' }));
    expect(await screen.findByText('Roles of Ivy Reed saved')).toBeInTheDocument();
    expect(calls.bodiesOf('PATCH auth/team/3/')[0]).toEqual({ roles: ['settlement', 'comp-admin'] });
  });

  it('shows the server’s refusal of a role change in the modal', async () => {
    fakeApi({
      'GET auth/team/': TEAM,
      'GET auth/users/me/': me(ADA),
      'PATCH auth/team/1/': refusal(409, { detail: 'You cannot remove your own admin role. Ask another admin of your organisation to do it.' }),
    });
    await open();
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Change roles of Ada Morgan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roles of Ada Morgan' });
    fireEvent.click(within(dialog).getByLabelText(/^Analytics/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save roles' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You cannot remove your own admin role.');
  });

  it('deactivates after a confirmation; a refusal is explained', async () => {
    let refuse = false;
    const calls = fakeApi({
      'GET auth/team/': TEAM,
      'GET auth/users/me/': me(ADA),
      'POST auth/team/2/set_inactive/': replying(() => {
        if (refuse) throw refusal(409, { detail: 'This is the last admin of your organisation. Make another member admin first: an organisation always needs one.' });
        return { ...ANA, is_active: false };
      }),
    });
    await open();
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate Ana Lopez' }));
    let confirm = await screen.findByRole('dialog', { name: 'Deactivate Ana Lopez?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.routes).not.toContain('POST auth/team/2/set_inactive/');

    fireEvent.click(screen.getByRole('button', { name: 'Deactivate Ana Lopez' }));
    confirm = await screen.findByRole('dialog', { name: 'Deactivate Ana Lopez?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Ana Lopez is deactivated')).toBeInTheDocument();
    expect(calls.routes).toContain('POST auth/team/2/set_inactive/');

    refuse = true;
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate Ana Lopez' }));
    confirm = await screen.findByRole('dialog', { name: 'Deactivate Ana Lopez?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('The member was not deactivated')).toBeInTheDocument();
    expect(screen.getByText(/This is the last admin of your organisation/)).toBeInTheDocument();
  });
});

describe('settings/team as a member who is not an admin', () => {
  it('shows the list read-only and says who can manage the team', async () => {
    fakeApi({ 'GET auth/team/': TEAM, 'GET auth/users/me/': me(ANA) });
    await open();
    const members = await table();
    expect(within(members).getByRole('rowheader', { name: 'Ana Lopez (you)' })).toBeInTheDocument();
    expect(screen.getByTestId('team-read-only')).toHaveTextContent(
      "Only your organisation's admins can invite members, change roles and deactivate members. Ask Ada Morgan if something needs to change.",
    );
    expect(screen.queryByRole('button', { name: 'Invite a member' })).not.toBeInTheDocument();
    expect(within(members).queryByRole('button', { name: /Change roles|Resend|Deactivate/ })).not.toBeInTheDocument();
    expect(within(members).queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('says when the team cannot be loaded', async () => {
    fakeApi({ 'GET auth/users/me/': me(ANA) });
    await open();
    expect(await screen.findByRole('alert')).toHaveTextContent('The team could not be loaded');
  });
});
