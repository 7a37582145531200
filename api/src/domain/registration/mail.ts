/**
 * The registration e-mails: the activation link (signed and expiring, auth/signed-url.ts) and
 * the notice to an address that already has an account. Neither repeats what the registrant
 * typed (names, company): a stranger can register with anybody's address, and these mails
 * must not carry a stranger's text to that address.
 */
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/types.js';
import { signedExpiry } from '../../auth/signed-url.js';
import { queueMail } from '../../mail/outbox.js';

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

export async function sendActivationMail(db: Db, config: AppConfig, to: string, registrationId: string): Promise<void> {
  const link = activationLink(config, registrationId);
  await queueMail(db, config, {
    kind: 'registration_activation',
    to,
    subject: 'Activate your Flex Marketplace account',
    body:
      'Hello,\n\nThank you for registering your organisation on Flex Marketplace.\n' +
      `To activate your account and your organisation, open this link within ${ACTIVATION_HOURS} hours:\n\n${link}\n\n` +
      'Then log in with this e-mail address and the password you chose.\n\n' +
      'If you did not register, ignore this e-mail: nothing is activated without this link.\n',
  });
}

export async function sendExistingAccountNotice(db: Db, config: AppConfig, to: string): Promise<void> {
  await queueMail(db, config, {
    kind: 'registration_existing_account',
    to,
    subject: 'Someone tried to register with your e-mail address',
    body:
      'Hello,\n\nSomeone, perhaps you, tried to register a new organisation on Flex Marketplace with this e-mail address.\n' +
      'This address already has a Flex Marketplace account, so nothing was created and nothing has changed.\n\n' +
      `Log in: ${base(config)}/login\nForgotten your password? ${base(config)}/passwordreset\n\n` +
      'An account belongs to one organisation: to register another organisation, use another e-mail address.\n' +
      'If this was not you, you can ignore this e-mail.\n',
  });
}
