import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Form, useField } from 'react-final-form';
import { Trans, useLingui } from '@lingui/react';
import { api, toast, type MyOrganisation, type MyOrganisationPatch, type RegistrationCountry } from 'shared-session';
import { useLoad, LoadState, FieldFrame, TextField } from 'shared-ui';
import { FormErrorBlock, serverErrors } from '../../auth/form';
import { loadCountries } from '../register/api';
import { countryGroups } from '../register/countries';
import { SettingsFrame } from './SettingsFrame';

interface Values {
  name: string;
  website: string;
  email: string;
  registration_no: string;
  country: string;
  brand_colour: string;
  slug: string;
}

const FIELDS = ['name', 'website', 'email', 'registration_no', 'country', 'brand_colour', 'slug'] as const;

function valuesOf(org: MyOrganisation): Values {
  return {
    name: org.name,
    website: org.website,
    email: org.email,
    registration_no: org.registration_no,
    country: org.country ?? '',
    brand_colour: (org.brand_colour ?? '#000000').toLowerCase(),
    slug: org.slug,
  };
}

/** The country's name in the reader's language, else its code. */
function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale, 'en-GB'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The countries of registration/countries/, grouped like the registration form's (frequent first). */
function CountrySelect({ countries }: { countries: readonly RegistrationCountry[] }) {
  const { i18n } = useLingui();
  const { input, meta } = useField<string>('country');
  const groups = useMemo(() => countryGroups(countries, i18n.locale), [countries, i18n.locale]);
  return (
    <FieldFrame label={<Trans id="settings.organisation.country" message="Country" />} meta={meta}>
      {(control) => (
        <select {...control} {...input} value={input.value ?? ''} className="fx-input">
          <option value="">{i18n._({ id: 'settings.organisation.countryNone', message: 'Not set' })}</option>
          <optgroup label={i18n._({ id: 'settings.organisation.countryFrequent', message: 'Frequently chosen' })}>
            {groups.frequent.map((c) => (
              <option key={c.code} value={c.code}>{c.name}</option>
            ))}
          </optgroup>
          <optgroup label={i18n._({ id: 'settings.organisation.countryOthers', message: 'All other countries' })}>
            {groups.others.map((c) => (
              <option key={c.code} value={c.code}>{c.name}</option>
            ))}
          </optgroup>
        </select>
      )}
    </FieldFrame>
  );
}

/** The brand colour as a colour input, with its hex value beside it. */
function ColourField() {
  const { input, meta } = useField<string>('brand_colour');
  return (
    <FieldFrame
      label={<Trans id="settings.organisation.brandColour" message="Brand colour" />}
      hint={<Trans id="settings.organisation.brandColourHint" message="Your competitions are drawn in it on the map." />}
      meta={meta}
      suffix={<span className="settings-colour__value">{input.value}</span>}
    >
      {(control) => <input {...control} {...input} type="color" className="settings-colour" />}
    </FieldFrame>
  );
}

function EditForm({ org, countries, onSaved }: { org: MyOrganisation; countries: readonly RegistrationCountry[] | null; onSaved: (org: MyOrganisation) => void }) {
  const { i18n } = useLingui();
  const operator = org.org_type === 'systemoperator';
  const initialValues = useMemo(() => valuesOf(org), [org]);
  const onSubmit = async (values: Values) => {
    // Only what changed: a PATCH of the fields the admin touched.
    const body: MyOrganisationPatch = {};
    for (const field of FIELDS) {
      if (!operator && (field === 'brand_colour' || field === 'slug')) continue;
      const value = values[field] ?? '';
      if (value === initialValues[field]) continue;
      if (field === 'country') body.country = value || null;
      else body[field] = value;
    }
    try {
      const data = await api.patch('/auth/organisation/', { body });
      onSaved(data);
      toast({ kind: 'success', title: i18n._({ id: 'settings.organisation.saved', message: 'Organisation details saved' }) });
      return undefined;
    } catch (error) {
      return serverErrors(error, [...FIELDS], i18n._({ id: 'settings.organisation.saveFailed', message: 'The details could not be saved. Please try again.' }));
    }
  };
  return (
    <Form<Values> onSubmit={onSubmit} initialValues={initialValues}>
      {({ handleSubmit, submitting, submitError, pristine }) => (
        <form onSubmit={handleSubmit} noValidate className="fx-form settings-form" aria-label={i18n._({ id: 'settings.organisation.formLabel', message: 'Organisation details' })}>
          <FormErrorBlock error={submitError} />
          <TextField name="name" required autoComplete="organization" label={<Trans id="settings.organisation.name" message="Name" />} />
          <TextField
            name="website"
            type="url"
            autoComplete="url"
            label={<Trans id="settings.organisation.website" message="Website" />}
            hint={<Trans id="settings.organisation.websiteHint" message="For example https://example.com" />}
          />
          <TextField name="email" type="email" autoComplete="email" label={<Trans id="settings.organisation.email" message="Contact e-mail" />} />
          <TextField
            name="registration_no"
            label={<Trans id="settings.organisation.registrationNo" message="Company registration number" />}
            hint={<Trans id="settings.organisation.registrationNoHint" message="Letters, digits, spaces, dots, slashes and hyphens." />}
          />
          {countries ? <CountrySelect countries={countries} /> : null}
          {operator ? (
            <>
              <ColourField />
              <TextField
                name="slug"
                required
                autoComplete="off"
                label={<Trans id="settings.organisation.slug" message="Slug" />}
                hint={<Trans id="settings.organisation.slugHint" message="The short name in links to your organisation: lowercase letters, digits and hyphens, e.g. northern-lines." />}
              />
            </>
          ) : null}
          <div className="fx-button-row">
            <button type="submit" className="fx-button fx-button--primary" disabled={submitting || pristine}>
              <Trans id="settings.organisation.save" message="Save organisation details" />
            </button>
          </div>
        </form>
      )}
    </Form>
  );
}

function ReadOnly({ org }: { org: MyOrganisation }) {
  const { i18n } = useLingui();
  const notSet = <Trans id="settings.organisation.notSet" message="Not set" />;
  const row = (label: ReactNode, value: ReactNode) => (
    <>
      <dt>{label}</dt>
      <dd>{value || notSet}</dd>
    </>
  );
  return (
    <>
      <dl className="definition-list" data-testid="organisation-details">
        {row(<Trans id="settings.organisation.name" message="Name" />, org.name)}
        {row(<Trans id="settings.organisation.type" message="Organisation type" />,
          org.org_type === 'flexprovider' ? <Trans id="settings.organisation.flexprovider" message="Flex provider" /> : <Trans id="settings.organisation.systemoperator" message="System operator" />)}
        {row(<Trans id="settings.organisation.website" message="Website" />, org.website ? <a href={org.website} rel="noreferrer noopener" target="_blank">{org.website}</a> : null)}
        {row(<Trans id="settings.organisation.email" message="Contact e-mail" />, org.email)}
        {row(<Trans id="settings.organisation.registrationNo" message="Company registration number" />, org.registration_no)}
        {row(<Trans id="settings.organisation.country" message="Country" />, org.country ? countryName(org.country, i18n.locale) : null)}
        {org.org_type === 'systemoperator' ? (
          <>
            {row(<Trans id="settings.organisation.brandColour" message="Brand colour" />, org.brand_colour ? (
              <span className="settings-colour__value">
                <span className="settings-colour__swatch" style={{ background: org.brand_colour }} aria-hidden="true" /> {org.brand_colour}
              </span>
            ) : null)}
            {row(<Trans id="settings.organisation.slug" message="Slug" />, org.slug)}
          </>
        ) : null}
      </dl>
      <p className="settings-note">
        <Trans id="settings.organisation.readOnly" message="Only your organisation's admins can change these details. Ask one of them (see Team) if something is out of date." />
      </p>
    </>
  );
}

/** /settings/organisation: the organisation's registered details (admins edit; operators also brand colour and slug). */
export function SettingsOrganisationPage() {
  const { i18n } = useLingui();
  const { result: org, replace } = useLoad(() => api.get('/auth/organisation/'), '', ['auth/organisation/']);
  const editable = org.state === 'ready' && org.value.can_edit;
  const [countries, setCountries] = useState<RegistrationCountry[] | null>(null);
  useEffect(() => {
    if (!editable) return undefined;
    let live = true;
    loadCountries().then(
      (list) => live && setCountries(list),
      () =>
        live &&
        toast({ kind: 'error', title: i18n._({ id: 'settings.organisation.countriesFailed', message: 'The list of countries could not be loaded: the country cannot be changed right now.' }) }),
    );
    return () => {
      live = false;
    };
  }, [editable, i18n]);
  return (
    <SettingsFrame title={<Trans id="settings.organisation.title" message="Organisation" />}>
      {org.state !== 'ready' ? (
        <LoadState
          result={org}
          loading={<Trans id="settings.organisation.loading" message="Loading your organisation…" />}
          failure={<Trans id="settings.organisation.loadFailed" message="Your organisation could not be loaded. Please try again later." />}
        />
      ) : org.value.can_edit ? (
        <EditForm org={org.value} countries={countries} onSaved={replace} />
      ) : (
        <ReadOnly org={org.value} />
      )}
    </SettingsFrame>
  );
}
