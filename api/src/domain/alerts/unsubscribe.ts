/**
 * The unsubscribe link of an alert's e-mails: `${PUBLIC_URL}/alerts/unsubscribe/{alert}/{token}`,
 * where the token is an HMAC (the server's secret) of the alert id and its recipient. It opens a
 * page that needs no sign-in and pauses that one alert: a link stops only the alert it came with,
 * and it stops working for a new recipient (the alert's creator is part of what is signed).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../../config.js';

const PURPOSE = 'alert-unsubscribe';

export function unsubscribeToken(secret: Uint8Array, alert: { id: number; created_by: number | null }): string {
  return createHmac('sha256', secret).update(`${PURPOSE}:${alert.id}:${alert.created_by ?? 0}`).digest('base64url');
}

export function unsubscribeLink(config: Pick<AppConfig, 'jwtSecret' | 'publicUrl'>, alert: { id: number; created_by: number | null }): string {
  return `${config.publicUrl.replace(/\/+$/, '')}/alerts/unsubscribe/${alert.id}/${unsubscribeToken(config.jwtSecret, alert)}`;
}

/** Whether the token is the one signed for this alert and recipient (constant-time comparison). */
export function tokenMatches(secret: Uint8Array, alert: { id: number; created_by: number | null }, token: string): boolean {
  const expected = Buffer.from(unsubscribeToken(secret, alert));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
