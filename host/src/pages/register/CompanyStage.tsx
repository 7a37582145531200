import { Form } from 'react-final-form';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import { bus } from 'shared-session';
import { LoadState, TextField, useBusValue, useLoad } from 'shared-ui';
import { loadCountries } from './api';
import { defaultCountry } from './countries';
import { CheckboxField, CountryField } from './fields';
import { normaliseWebsite } from 'api/rules/website';
import { COMPANY_NAME_MAX, EMAIL_MAX, isEmail, isRegistrationNo, REGISTRATION_NO_MAX, WEBSITE_MAX } from './rules';
import { confirmStage, type CompanyData, type StageProps } from './state';
import { LEGAL_PATHS } from '../legal/paths';

interface Values {
  name?: string;
  website?: string;
  email?: string;
  registration_no?: string;
  country?: string;
  terms_of_service?: boolean;
}

/**
 * Stage 3: the organisation — name, website, e-mail, company registration number, country
 * (the locale's region by default, else GB) and the terms of service. Kept in the tab until
 * submitted; the server checks it again on submission.
 */
export function CompanyStage({ state, update, go }: StageProps) {
  const { i18n } = useLingui();
  const region = useBusValue(bus.region$);
  const { result: countries, reload } = useLoad(loadCountries, i18n._({ id: 'register.company.countriesFailed', message: 'The list of countries could not be loaded.' }), [i18n]);

  if (countries.state !== 'ready') {
    return (
      <LoadState
        result={countries}
        loading={<Trans id="register.company.loading" message="Loading the list of countries…" />}
        retry={{ label: <Trans id="register.retry" message="Try again" />, onRetry: reload }}
        loadingClassName="page-loading"
        failureClassName="fx-form-error"
      />
    );
  }
  const codes = countries.value.map((c) => c.code);
  const initial: Values = { ...state.company, country: state.company.country ?? defaultCountry(region.locale, codes) };

  const tooLong = (max: number) => i18n._({ id: 'register.field.tooLong', message: 'Use at most {max} characters.', values: { max } });
  const validate = (values: Values) => {
    const errors: Record<string, string> = {};
    const name = (values.name ?? '').trim();
    if (name.length > COMPANY_NAME_MAX) errors.name = tooLong(COMPANY_NAME_MAX);
    const website = (values.website ?? '').trim();
    if (website) {
      const normalised = normaliseWebsite(website);
      if (!normalised) errors.website = i18n._({ id: 'register.company.websiteInvalid', message: 'Enter a valid website address, e.g. https://example.com.' });
      else if (normalised.length > WEBSITE_MAX) errors.website = tooLong(WEBSITE_MAX);
    }
    const email = (values.email ?? '').trim();
    if (email && !isEmail(email)) errors.email = i18n._({ id: 'register.field.emailInvalid', message: 'Enter a valid e-mail address.' });
    const number = (values.registration_no ?? '').trim();
    if (number.length > REGISTRATION_NO_MAX) errors.registration_no = tooLong(REGISTRATION_NO_MAX);
    else if (number && !isRegistrationNo(number)) errors.registration_no = i18n._({ id: 'register.company.registrationNoInvalid', message: 'Use letters, digits, spaces, dots, slashes and hyphens only.' });
    if (!values.country || !codes.includes(values.country)) errors.country = i18n._({ id: 'register.company.countryRequired', message: 'Choose a country from the list.' });
    return errors;
  };

  const onSubmit = (values: Values) => {
    const company: CompanyData = {
      name: (values.name ?? '').trim(),
      website: normaliseWebsite(values.website ?? '') ?? '',
      email: (values.email ?? '').trim().toLowerCase(),
      registration_no: (values.registration_no ?? '').trim(),
      country: values.country ?? null,
      terms_of_service: values.terms_of_service === true,
    };
    update((s) => confirmStage({ ...s, company }, 'company'));
    go('submit');
  };

  return (
    <Form<Values> onSubmit={onSubmit} validate={validate} initialValues={initial}>
      {({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate className="register-form">
          <TextField name="name" required autoComplete="organization" label={<Trans id="register.company.name" message="Organisation name" />} />
          <TextField
            name="website"
            type="url"
            required
            autoComplete="url"
            label={<Trans id="register.company.website" message="Website" />}
            hint={<Trans id="register.company.websiteHint" message="For example https://example.com" />}
          />
          <TextField
            name="email"
            type="email"
            required
            autoComplete="email"
            label={<Trans id="register.company.email" message="Organisation e-mail address" />}
            hint={<Trans id="register.company.emailHint" message="A shared address of your organisation. At most {max} characters." values={{ max: EMAIL_MAX }} />}
          />
          <TextField
            name="registration_no"
            required
            label={<Trans id="register.company.registrationNo" message="Company registration number" />}
            hint={<Trans id="register.company.registrationNoHint" message="As registered in your country, e.g. 01234567 at Companies House." />}
          />
          <CountryField
            countries={countries.value}
            label={<Trans id="register.company.country" message="Country" />}
            groupLabels={{
              frequent: i18n._({ id: 'register.company.countriesFrequent', message: 'Frequently chosen' }),
              others: i18n._({ id: 'register.company.countriesOthers', message: 'All other countries' }),
            }}
          />
          <CheckboxField
            name="terms_of_service"
            label={
              <Trans
                id="register.company.terms"
                message="I accept the <0>terms of service</0> on behalf of my organisation"
                components={{ 0: <Link to={LEGAL_PATHS.document('serviceterms')} target="_blank" rel="noopener" /> }}
              />
            }
            message={i18n._({ id: 'register.company.termsRequired', message: 'Accept the terms of service to register.' })}
          />
          <p className="actions">
            <button type="button" className="fx-button fx-button--secondary" onClick={() => go('user')}>
              <Trans id="register.back" message="Back" />
            </button>
            <button type="submit" className="fx-button fx-button--primary">
              <Trans id="register.continue" message="Continue" />
            </button>
          </p>
        </form>
      )}
    </Form>
  );
}
