import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/types.js';
import type { AppConfig } from '../config.js';
import { queueMail } from '../mail/outbox.js';

export const RESET_LIFETIME_MS = 60 * 60 * 1000; // 1 hour
export const INVITE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000; // 7 days

export function encodeUid(userId: number): string {
  return Buffer.from(String(userId)).toString('base64url');
}

export function decodeUid(uid: string): number | null {
  const text = Buffer.from(uid, 'base64url').toString('utf8');
  return /^\d{1,10}$/.test(text) ? Number(text) : null;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Create a single-use token and e-mail the link (reset: /passwordreset/confirm, invite: /passwordreset/newuser). */
export async function sendPasswordLink(
  db: Db,
  config: AppConfig,
  user: { id: number; email: string; first_name: string },
  purpose: 'reset' | 'invite',
  orgName?: string,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const lifetime = purpose === 'reset' ? RESET_LIFETIME_MS : INVITE_LIFETIME_MS;
  await db.query('INSERT INTO password_reset_tokens (user_id, token_hash, purpose, expires_at) VALUES ($1, $2, $3, $4)', [
    user.id,
    hashToken(token),
    purpose,
    new Date(Date.now() + lifetime),
  ]);
  const base = config.publicUrl.replace(/\/+$/, '');
  const path = purpose === 'reset' ? 'confirm' : 'newuser';
  const link = `${base}/passwordreset/${path}/${encodeUid(user.id)}/${token}`;
  const greeting = `Hello ${user.first_name || user.email},`;
  const mail =
    purpose === 'reset'
      ? {
          subject: 'Reset your Flex Marketplace password',
          body: `${greeting}\n\nSomeone asked to reset the password of your Flex Marketplace account.\nTo choose a new password, open this link within one hour:\n\n${link}\n\nIf this was not you, ignore this e-mail; your password stays as it is.\n`,
        }
      : {
          subject: `You have been invited to ${orgName ?? 'a team'} on Flex Marketplace`,
          body: `${greeting}\n\nYou have been invited to join ${orgName ?? 'a team'} on Flex Marketplace.\nTo activate your account and choose a password, open this link within seven days:\n\n${link}\n`,
        };
  await queueMail(db, config, { kind: purpose === 'reset' ? 'password_reset' : 'invite', to: user.email, ...mail });
}

/**
 * To the owner of an address that already has an account, when another organisation invites it:
 * nothing changed for them, and the inviter learns nothing from the API (see team invitations).
 */
export async function sendInvitationNotice(db: Db, config: AppConfig, to: { email: string; first_name: string }, orgName: string): Promise<void> {
  const base = config.publicUrl.replace(/\/+$/, '');
  await queueMail(db, config, {
    kind: 'invite_existing_account',
    to: to.email,
    subject: `${orgName} invited you to their team on Flex Marketplace`,
    body:
      `Hello ${to.first_name || to.email},\n\n${orgName} invited this e-mail address to join their team on Flex Marketplace.\n` +
      'This address already has a Flex Marketplace account, and an account belongs to one organisation, so nothing has changed: ' +
      'your account, your organisation and your password stay as they are, and the invitation stays pending.\n\n' +
      `If you expected this, reply to the person who invited you: they can invite another address of yours, or your current team admin can remove you from your team first. ` +
      `If you did not expect it, you can ignore this e-mail.\n\nLog in: ${base}/login\n`,
  });
}
