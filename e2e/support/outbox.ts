/** Reads the development outbox of the suite's API (as a developer on this machine would). */
import { expect } from '@playwright/test';
import { API_BASE, OUTBOX_KEY } from './ports';

export interface Mail {
  kind: string;
  to: string;
  subject: string;
  body: string;
}

/** Waits until a mail of this kind to this address is in the outbox (jobs send them just after the request) and returns the newest. */
export async function waitForMail(to: string, kind: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect(async () => {
    const res = await fetch(`${API_BASE}dev/outbox/?to=${encodeURIComponent(to)}`, { headers: { 'x-outbox-key': OUTBOX_KEY } });
    const mails = (await res.json()) as Mail[];
    found = mails.find((m) => m.kind === kind);
    expect(found, `a ${kind} mail to ${to}`).toBeDefined();
  }).toPass({ timeout: 60_000 });
  return found!;
}
