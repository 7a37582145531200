import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react';
import {
  ACCEPT_ALL, REJECT_NON_ESSENTIAL, bus, defaultConsentChoice, saveConsent, type ConsentChoice, type CookieConsent,
} from 'shared-session';
import { useBusValue, useFlags, useFormat } from 'shared-ui';
import { CookieChoices } from './CookieChoices';

function choiceOf(consent: CookieConsent): ConsentChoice {
  return { statistics: consent.statistics, marketing: consent.marketing };
}

/**
 * /legal/cookies: the choice in force and the banner's controls, to change it at any time
 * (spec platform §4.4). Without a choice the switches start from the same defaults as the
 * banner's customise dialog.
 */
export function CookiePreferences() {
  const { i18n } = useLingui();
  const { formatDate } = useFormat();
  const consent = useBusValue(bus.consent$);
  const flags = useFlags();
  const [draft, setDraft] = useState<ConsentChoice>(() => (consent ? choiceOf(consent) : defaultConsentChoice(flags)));
  const [saved, setSaved] = useState(false);

  const save = (choice: ConsentChoice) => {
    setDraft(choice);
    saveConsent(choice);
    setSaved(true);
  };
  const onOff = (on: boolean) =>
    on ? i18n._({ id: 'consent.state.on', message: 'on' }) : i18n._({ id: 'consent.state.off', message: 'off' });

  return (
    <section className="cookie-preferences" aria-labelledby="cookie-preferences-title">
      <h2 id="cookie-preferences-title">
        <Trans id="consent.preferences.title" message="Your cookie choice" />
      </h2>
      <p data-testid="cookie-current-choice">
        {consent ? (
          <Trans
            id="consent.preferences.current"
            message="Chosen on {saved}: statistics {statistics}, marketing {marketing}. Kept until {expires}."
            values={{
              saved: formatDate(consent.savedAt, 'long'),
              expires: formatDate(consent.expiresAt, 'long'),
              statistics: onOff(consent.statistics),
              marketing: onOff(consent.marketing),
            }}
          />
        ) : (
          <Trans id="consent.preferences.none" message="You have not chosen yet: only essential cookies are used." />
        )}
      </p>
      <CookieChoices
        idPrefix="cookie-page"
        value={draft}
        onChange={(next) => {
          setDraft(next);
          setSaved(false);
        }}
      />
      <div className="fx-button-row cookie-preferences__actions">
        <button type="button" className="fx-button fx-button--primary" onClick={() => save(draft)}>
          <Trans id="consent.save" message="Save my choices" />
        </button>
        <button type="button" className="fx-button fx-button--secondary" onClick={() => save(ACCEPT_ALL)}>
          <Trans id="consent.acceptAll" message="Accept all" />
        </button>
        <button type="button" className="fx-button fx-button--secondary" onClick={() => save(REJECT_NON_ESSENTIAL)}>
          <Trans id="consent.rejectNonEssential" message="Reject non-essential" />
        </button>
      </div>
      <p role="status" className="cookie-preferences__saved">
        {saved ? <Trans id="consent.preferences.saved" message="Your cookie choice is saved." /> : null}
      </p>
    </section>
  );
}
