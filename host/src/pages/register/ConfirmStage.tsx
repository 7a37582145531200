import { Form } from 'react-final-form';
import { Trans, useLingui } from '@lingui/react';
import { CheckboxField } from './fields';
import { confirmStage, type StageProps } from './state';

/** Stage 1: what registration takes, and that the organisation is a flex provider. */
export function ConfirmStage({ state, update, go }: StageProps) {
  const { i18n } = useLingui();
  const onSubmit = () => {
    update((s) => confirmStage(s, 'confirm'));
    go('user');
  };
  return (
    <Form<{ provider: boolean }> onSubmit={onSubmit} initialValues={{ provider: state.confirmed.confirm }}>
      {({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate className="register-form">
          <p>
            <Trans id="register.confirm.intro" message="Register your organisation as a flex provider to qualify its assets and bid in flexibility competitions. You need:" />
          </p>
          <ul>
            <li>
              <Trans id="register.confirm.needUser" message="your name, your work e-mail address and a password;" />
            </li>
            <li>
              <Trans id="register.confirm.needCompany" message="your organisation's name, website, e-mail address, company registration number and country." />
            </li>
          </ul>
          <p>
            <Trans id="register.confirm.activation" message="We then e-mail you a link to activate your account. Your organisation can take part once the link has been followed." />
          </p>
          <CheckboxField
            name="provider"
            label={<Trans id="register.confirm.provider" message="I am registering an organisation that owns or operates flexible energy assets" />}
            message={i18n._({ id: 'register.confirm.providerRequired', message: 'Confirm this to continue.' })}
          />
          <p className="actions">
            <button type="submit" className="fx-button fx-button--primary">
              <Trans id="register.continue" message="Continue" />
            </button>
          </p>
        </form>
      )}
    </Form>
  );
}
