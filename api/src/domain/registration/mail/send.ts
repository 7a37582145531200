/**
 * The registration e-mails: the activation link (signed and expiring, auth/signed-url.ts) and
 * the notice to an address that already has an account. Neither repeats what the registrant
 * typed (names, company): a stranger can register with anybody's address, and these mails
 * must not carry a stranger's text to that address.
 */
import type { AppConfig } from '../../../config.js';
import type { Db } from '../../../db/types.js';
import { signedExpiry } from '../../../auth/signed-url.js';
import { queueMail } from '../../../platform/mail/outbox.js';
import type { Locale } from '../../../platform/i18n/locales.js';
import { mailText } from '../../../platform/i18n/mail/text.js';
import { ACTIVATION_BODY, ACTIVATION_SUBJECT, EXISTING_ACCOUNT_BODY, EXISTING_ACCOUNT_SUBJECT } from './texts.js';

/** Keeps an activation signature from opening any other kind of signed link. */
export const ACTIVATION_PURPOSE = 'registration-activation';
export const ACTIVATION_HOURS = 48;

function base(config: AppConfig): string {
  return config.publicUrl.replace(/\/+$/, '');
}

/** `<public URL>/register-new?registration=<id>&expires=<unix s>&signature=<HMAC>`. */
export function activationLink(config: AppConfig, registrationId: string, now = Date.now()): string {
  const signed = signedExpiry(config.jwtSecret, ACTIVATION_PURPOSE, registrationId, ACTIVATION_HOURS * 3600, now);
  return `${base(config)}/register-new?registration=${registrationId}&${signed}`;
}

/** The activation link, in the locale the registering browser asked for (registrations.locale). */
export async function sendActivationMail(db: Db, config: AppConfig, to: string, registrationId: string, locale: Locale): Promise<void> {
  const link = activationLink(config, registrationId);
  await queueMail(db, config, {
    kind: 'registration_activation',
    to,
    subject: mailText(ACTIVATION_SUBJECT, locale),
    body: mailText(ACTIVATION_BODY, locale, { hours: ACTIVATION_HOURS, link }),
  });
}

/** To the owner of an address that already has an account, in that owner's preferred locale (not the registrant's). */
export async function sendExistingAccountNotice(db: Db, config: AppConfig, to: string, locale: Locale): Promise<void> {
  await queueMail(db, config, {
    kind: 'registration_existing_account',
    to,
    subject: mailText(EXISTING_ACCOUNT_SUBJECT, locale),
    body: mailText(EXISTING_ACCOUNT_BODY, locale, { login: `${base(config)}/login`, reset: `${base(config)}/passwordreset` }),
  });
}
