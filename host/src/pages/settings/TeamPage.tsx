import { useState, type ReactNode } from 'react';
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import { api, errorMessage, requestConfirmation, toast, type TeamMember } from 'shared-session';
import { useLoad, LoadState, DataTable, useFlags, type DataTableColumn } from 'shared-ui';
import { SettingsFrame } from './SettingsFrame';
import { InviteModal, RolesModal } from './TeamModals';
import { EXTENDED_ROLES_FLAG, rolesInWords, statusOf, statusText } from './roles';

const fullName = (m: Pick<TeamMember, 'first_name' | 'last_name'>) => [m.first_name, m.last_name].filter(Boolean).join(' ');
const nameOf = (m: TeamMember) => fullName(m) || m.email;

/** An admin's actions on a member (e-mail the invitation again, deactivate after a confirmation); the list is loaded again after each. */
function useMemberActions(reload: () => void) {
  const { i18n } = useLingui();

  const resend = async (member: TeamMember) => {
    try {
      await api.post('/auth/team/{id}/resend_invite/', { path: { id: member.id } });
      toast({ kind: 'success', title: i18n._({ id: 'settings.team.resent', message: 'Invitation sent again to {email}', values: { email: member.email } }) });
    } catch (error) {
      toast({ kind: 'error', title: i18n._({ id: 'settings.team.resendFailed', message: 'The invitation was not sent' }), text: errorMessage(error, '') });
    }
    reload();
  };

  const deactivate = async (member: TeamMember) => {
    const ok = await requestConfirmation({
      id: 'team-deactivate',
      title: i18n._({ id: 'settings.team.deactivate.title', message: 'Deactivate {name}?', values: { name: nameOf(member) } }),
      body: i18n._({
        id: 'settings.team.deactivate.body',
        message: '{email} can no longer log in, and their open sessions end at once. Their work in the organisation stays.',
        values: { email: member.email },
      }),
      confirmLabel: i18n._({ id: 'settings.team.deactivate.confirm', message: 'Deactivate' }),
      tone: 'danger',
    });
    if (!ok) return;
    try {
      await api.post('/auth/team/{id}/set_inactive/', { path: { id: member.id } });
      toast({ kind: 'success', title: i18n._({ id: 'settings.team.deactivated', message: '{name} is deactivated', values: { name: nameOf(member) } }) });
    } catch (error) {
      toast({ kind: 'error', title: i18n._({ id: 'settings.team.deactivateFailed', message: 'The member was not deactivated' }), text: errorMessage(error, '') });
    }
    reload();
  };

  return { resend, deactivate };
}

interface MemberActions {
  edit: (member: TeamMember) => void;
  resend: (member: TeamMember) => Promise<void>;
  deactivate: (member: TeamMember) => Promise<void>;
}

/** A member's action buttons (admins): change roles; resend an invitation not yet accepted; deactivate anyone but me. */
function memberActions(i18n: I18n, m: TeamMember, myId: number | null, actions: MemberActions): ReactNode {
  const status = statusOf(m);
  if (status === 'deactivated') return null;
  const name = nameOf(m);
  return (
    <span className="fx-actions">
      <button type="button" className="fx-button" onClick={() => actions.edit(m)} aria-label={i18n._({ id: 'settings.team.roles.change.label', message: 'Change roles of {name}', values: { name } })}>
        <Trans id="settings.team.roles.change" message="Change roles" />
      </button>
      {status === 'invited' ? (
        <>
          {' '}
          <button type="button" className="fx-button" onClick={() => void actions.resend(m)} aria-label={i18n._({ id: 'settings.team.resend.label', message: 'Resend the invitation to {email}', values: { email: m.email } })}>
            <Trans id="settings.team.resend" message="Resend invitation" />
          </button>
        </>
      ) : null}
      {m.id !== myId ? (
        <>
          {' '}
          <button type="button" className="fx-button" onClick={() => void actions.deactivate(m)} aria-label={i18n._({ id: 'settings.team.deactivate.label', message: 'Deactivate {name}', values: { name } })}>
            <Trans id="settings.team.deactivate" message="Deactivate" />
          </button>
        </>
      ) : null}
    </span>
  );
}

/** The team table's columns; admins get the actions column. */
function teamColumns(i18n: I18n, myId: number | null, actions: MemberActions | null): DataTableColumn<TeamMember>[] {
  const columns: DataTableColumn<TeamMember>[] = [
    {
      key: 'name',
      header: <Trans id="settings.team.col.name" message="Name" />,
      sortable: true,
      isRowHeader: true,
      value: (m) => (m.id === myId ? i18n._({ id: 'settings.team.you', message: '{name} (you)', values: { name: nameOf(m) } }) : fullName(m)),
    },
    { key: 'email', header: <Trans id="settings.team.col.emailAddress" message="E-mail" />, sortable: true },
    { key: 'roles', header: <Trans id="settings.team.col.roles" message="Roles" />, sortable: true, value: (m) => rolesInWords(i18n, m.roles) },
    { key: 'status', header: <Trans id="settings.team.col.status" message="Status" />, sortable: true, value: (m) => statusText(i18n, statusOf(m)) },
  ];
  if (actions) {
    columns.push({
      key: 'actions',
      header: <Trans id="settings.team.col.actions" message="Actions" />,
      exportable: false,
      render: (m) => memberActions(i18n, m, myId, actions),
    });
  }
  return columns;
}

/** Above the table: the invite button for admins; for everyone else, who the admins are. */
function TeamToolbar({ isAdmin, team, onInvite }: { isAdmin: boolean; team: readonly TeamMember[]; onInvite: () => void }) {
  if (isAdmin) {
    return (
      <p className="settings-toolbar">
        <button type="button" className="fx-button fx-button--primary" onClick={onInvite}>
          <Trans id="settings.team.invite" message="Invite a member" />
        </button>
      </p>
    );
  }
  const admins = team.filter((m) => statusOf(m) === 'active' && m.roles.includes('admin')).map(nameOf);
  return (
    <p className="settings-note" data-testid="team-read-only">
      {admins.length > 0 ? (
        <Trans
          id="settings.team.readOnly"
          message="Only your organisation's admins can invite members, change roles and deactivate members. Ask {admins} if something needs to change."
          values={{ admins: admins.join(', ') }}
        />
      ) : (
        <Trans id="settings.team.readOnlyNoNames" message="Only your organisation's admins can invite members, change roles and deactivate members." />
      )}
    </p>
  );
}

/**
 * /settings/team: the organisation's members (auth/team/) in the shared table. Admins invite,
 * change roles, e-mail the invitation again to members who have not activated, and deactivate
 * (after a confirmation); everyone else reads the list. The server enforces the same rules.
 */
export function SettingsTeamPage() {
  const { i18n } = useLingui();
  const flags = useFlags();
  const extended = flags.has(EXTENDED_ROLES_FLAG);
  const { result: team, reload } = useLoad(() => api.get('/auth/team/'), '', ['auth/team/']);
  const { result: me } = useLoad(() => api.get('/auth/users/me/'), '', ['auth/users/me/']);
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<TeamMember | null>(null);
  const { resend, deactivate } = useMemberActions(reload);

  const myId = me.state === 'ready' ? me.value.id : null;
  const isAdmin = me.state === 'ready' && me.value.roles.includes('admin');
  const columns = teamColumns(i18n, myId, isAdmin ? { edit: setEditing, resend, deactivate } : null);

  return (
    <SettingsFrame title={<Trans id="settings.team.title" message="Team" />}>
      {team.state !== 'ready' || me.state === 'loading' ? (
        <LoadState
          result={team.state === 'ready' ? { state: 'loading' } : team}
          loading={<Trans id="settings.team.loading" message="Loading team members…" />}
          failure={<Trans id="settings.team.failed" message="The team could not be loaded. Please try again later." />}
        />
      ) : (
        <>
          <TeamToolbar isAdmin={isAdmin} team={team.value} onInvite={() => setInviting(true)} />
          <DataTable
            caption={i18n._({ id: 'settings.team.caption', message: 'Team members' })}
            hideCaption
            columns={columns}
            rows={team.value}
            getRowKey={(m) => m.id}
            searchable
            defaultSort={{ key: 'name', direction: 'ascending' }}
            exportFilename="team-members"
            empty={
              isAdmin ? (
                <Trans id="settings.team.emptyAdmin" message="No team members yet: invite your colleagues with “Invite a member”." />
              ) : (
                <Trans id="settings.team.empty" message="No team members yet." />
              )
            }
          />
        </>
      )}
      {inviting ? (
        <InviteModal
          extended={extended}
          onClose={() => setInviting(false)}
          onInvited={(member) => {
            setInviting(false);
            toast({ kind: 'success', title: i18n._({ id: 'settings.team.invite.sent', message: 'Invitation sent to {email}', values: { email: member.email } }) });
            reload();
          }}
        />
      ) : null}
      {editing ? (
        <RolesModal
          member={editing}
          name={nameOf(editing)}
          extended={extended}
          onClose={() => setEditing(null)}
          onSaved={(member) => {
            setEditing(null);
            toast({ kind: 'success', title: i18n._({ id: 'settings.team.rolesSaved', message: 'Roles of {name} saved', values: { name: nameOf(member) } }) });
            reload();
          }}
        />
      ) : null}
    </SettingsFrame>
  );
}
