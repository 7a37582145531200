import { useId, useMemo } from 'react';
import { Form, useField } from 'react-final-form';
import { Trans, useLingui } from '@lingui/react';
import { api, type TeamMember, type TeamMemberInvite, type TeamMemberPatch, type TeamRole } from 'shared-session';
import { Modal, TextField, visibleError } from 'shared-ui';
import { FormErrorBlock, emailValidator, serverErrors } from '../../auth/form';
import { BASIC_ROLES, EXTENDED_ROLES, inRoleOrder, roleDescription, roleName } from './roles';

/** The roles as tick boxes (a fieldset), the extended ones only when offered. At least one. */
function RolesField({ extended }: { extended: boolean }) {
  const { i18n } = useLingui();
  const id = useId();
  const { input, meta } = useField<TeamRole[]>('roles', {
    validate: (value) => (value && value.length > 0 ? undefined : i18n._({ id: 'settings.team.roles.required', message: 'Choose at least one role.' })),
  });
  const error = visibleError(meta);
  const chosen = Array.isArray(input.value) ? input.value : [];
  const toggle = (role: TeamRole, on: boolean) => input.onChange(on ? [...chosen, role] : chosen.filter((r) => r !== role));
  const box = (role: TeamRole) => (
    <li key={role} className="register-check__control settings-role">
      <input
        id={`${id}-${role}`}
        type="checkbox"
        checked={chosen.includes(role)}
        onChange={(e) => toggle(role, e.target.checked)}
        onBlur={() => input.onBlur()}
        aria-describedby={`${id}-${role}-description`}
      />
      <div className="settings-role__text">
        <label htmlFor={`${id}-${role}`} className="settings-role__name">{roleName(i18n, role)}</label>
        <p id={`${id}-${role}-description`} className="fx-field__hint">{roleDescription(i18n, role)}</p>
      </div>
    </li>
  );
  return (
    <fieldset className={['fx-field', 'settings-roles', error ? 'has-error' : null].filter(Boolean).join(' ')} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="fx-field__label">
        <Trans id="settings.team.roles" message="Roles" />
        <span className="fx-field__required" aria-hidden="true">{' *'}</span>
      </legend>
      <ul className="settings-roles__list">{BASIC_ROLES.map(box)}</ul>
      {extended ? (
        <>
          <p className="settings-roles__group"><Trans id="settings.team.roles.extended" message="More roles" /></p>
          <ul className="settings-roles__list">{EXTENDED_ROLES.map(box)}</ul>
        </>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="fx-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

interface InviteValues {
  email?: string;
  first_name?: string;
  last_name?: string;
  roles: TeamRole[];
}

/** Invite a member (POST auth/team/): e-mail, names and roles; the server's messages on the fields. Shown while mounted. */
export function InviteModal({ extended, onClose, onInvited }: { extended: boolean; onClose: () => void; onInvited: (member: TeamMember) => void }) {
  const { i18n } = useLingui();
  const formId = useId();
  const email = useMemo(() => emailValidator(i18n), [i18n]);
  const onSubmit = async (values: InviteValues) => {
    const body: TeamMemberInvite = {
      email: (values.email ?? '').trim(),
      first_name: (values.first_name ?? '').trim(),
      last_name: (values.last_name ?? '').trim(),
      roles: inRoleOrder(values.roles),
    };
    try {
      onInvited(await api.post('/auth/team/', { body }));
      return undefined;
    } catch (error) {
      return serverErrors(error, ['email', 'first_name', 'last_name', 'roles'], i18n._({ id: 'settings.team.invite.failed', message: 'The invitation could not be sent. Please try again.' }));
    }
  };
  return (
    <Form<InviteValues> onSubmit={onSubmit} initialValues={{ roles: [] }}>
      {({ handleSubmit, submitting, submitError }) => (
        <Modal
          open
          onClose={onClose}
          title={<Trans id="settings.team.invite.title" message="Invite a member" />}
          footer={
            <>
              <button type="button" className="fx-button" onClick={onClose}>
                <Trans id="settings.team.cancel" message="Cancel" />
              </button>
              <button type="submit" form={formId} className="fx-button fx-button--primary" disabled={submitting}>
                <Trans id="settings.team.invite.send" message="Send invitation" />
              </button>
            </>
          }
        >
          <form id={formId} onSubmit={handleSubmit} noValidate className="fx-form">
            <p><Trans id="settings.team.invite.text" message="They receive an e-mail with a link to choose a password; the link works for seven days." /></p>
            <FormErrorBlock error={submitError} />
            <TextField name="email" type="email" required autoComplete="off" validate={email} label={<Trans id="settings.team.invite.email" message="E-mail" />} />
            <TextField name="first_name" autoComplete="off" label={<Trans id="settings.team.invite.firstName" message="First name" />} />
            <TextField name="last_name" autoComplete="off" label={<Trans id="settings.team.invite.lastName" message="Last name" />} />
            <RolesField extended={extended} />
          </form>
        </Modal>
      )}
    </Form>
  );
}

/** Change a member's roles (PATCH auth/team/{id}/). Extended roles the member holds are kept when not offered. */
export function RolesModal({ member, name, extended, onClose, onSaved }: { member: TeamMember; name: string; extended: boolean; onClose: () => void; onSaved: (member: TeamMember) => void }) {
  const { i18n } = useLingui();
  const formId = useId();
  const initialValues = useMemo(() => ({ roles: member.roles as TeamRole[] }), [member.roles]);
  const hidden = extended ? [] : member.roles.filter((r) => (EXTENDED_ROLES as readonly string[]).includes(r));
  const onSubmit = async (values: { roles: TeamRole[] }) => {
    const roles = inRoleOrder([...values.roles, ...(hidden as TeamRole[])]);
    const body: TeamMemberPatch = { roles };
    try {
      onSaved(await api.patch('/auth/team/{id}/', { path: { id: member.id }, body }));
      return undefined;
    } catch (error) {
      return serverErrors(error, ['roles'], i18n._({ id: 'settings.team.rolesModal.failed', message: 'The roles could not be changed. Please try again.' }));
    }
  };
  return (
    <Form<{ roles: TeamRole[] }> onSubmit={onSubmit} initialValues={initialValues}>
      {({ handleSubmit, submitting, submitError, pristine }) => (
        <Modal
          open
          onClose={onClose}
          title={<Trans id="settings.team.rolesModal.title" message="Roles of {name}" values={{ name }} />}
          footer={
            <>
              <button type="button" className="fx-button" onClick={onClose}>
                <Trans id="settings.team.cancel" message="Cancel" />
              </button>
              <button type="submit" form={formId} className="fx-button fx-button--primary" disabled={submitting || pristine}>
                <Trans id="settings.team.rolesModal.save" message="Save roles" />
              </button>
            </>
          }
        >
          <form id={formId} onSubmit={handleSubmit} noValidate className="fx-form">
            <FormErrorBlock error={submitError} />
            <RolesField extended={extended} />
            {hidden.length > 0 ? (
              <p className="fx-field__hint">
                <Trans id="settings.team.rolesModal.kept" message="Roles not offered at the moment are kept: {roles}." values={{ roles: hidden.map((r) => roleName(i18n, r)).join(', ') }} />
              </p>
            ) : null}
          </form>
        </Modal>
      )}
    </Form>
  );
}
