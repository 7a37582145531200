/** Helpers of the competition and market browser tests: API calls as a demo user, the creation form. */
import type { Locator, Page } from '@playwright/test';
import { API_BASE } from './ports';
import { tokenFor, USERS } from './session';

export type Json = Record<string, unknown>;

export async function api(email: string, method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  const res = await fetch(`${API_BASE}${path}`, {
    method,
    headers: { authorization: `Bearer ${await tokenFor(email)}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, json: text ? (JSON.parse(text) as unknown) : null };
}

/** A postcode district inside the operator's area where provider A has an active, exporting asset with no voltage limits to meet. */
export async function providerAssetInOperatorArea(): Promise<{ postcode: string; ref: string }> {
  const assets = (await api(USERS.providerA, 'GET', 'flex/assets/?limit=1000')).json as Json[];
  const candidates = assets.filter((a) => a.is_active === true && Number(a.active_export_capacity) > 0 && typeof a.postcode === 'string');
  for (const a of candidates) {
    const district = String(a.postcode).split(' ')[0]!;
    const preview = await api(USERS.operatorX, 'POST', 'flex/competitions/preview_area/', { postcodes: [district] });
    if (preview.status === 200) return { postcode: district, ref: String(a.ref) };
  }
  throw new Error('provider A has no exporting asset inside operator X’s area');
}

/**
 * Two of provider A's active exporting assets in operator X's area whose postcode districts lie in
 * different GSP regions (so their bids come from different GSPs).
 */
export async function twoProviderAssetsInDifferentRegions(): Promise<Array<{ postcode: string; ref: string }>> {
  const assets = (await api(USERS.providerA, 'GET', 'flex/assets/?limit=1000')).json as Json[];
  const seen = new Map<string, { postcode: string; ref: string }>();
  for (const a of assets) {
    if (a.is_active !== true || !(Number(a.active_export_capacity) >= 1) || typeof a.postcode !== 'string') continue;
    const district = String(a.postcode).split(' ')[0]!;
    const preview = await api(USERS.operatorX, 'POST', 'flex/competitions/preview_area/', { postcodes: [district] });
    const regions = (preview.json as { area_refs?: number[] } | null)?.area_refs ?? [];
    if (preview.status !== 200 || regions.length !== 1) continue;
    const key = String(regions[0]);
    if (!seen.has(key)) seen.set(key, { postcode: district, ref: String(a.ref) });
    if (seen.size === 2) return [...seen.values()];
  }
  throw new Error('provider A has no two exporting assets in different GSP regions of operator X’s area');
}

/** 'YYYY-MM-DD HH:MM' some days from now (the time zone does not matter at this distance). */
export function at(days: number, hour = 9): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.toISOString().slice(0, 10)} ${String(hour).padStart(2, '0')}:00`;
}

export const group = (scope: Page | Locator, name: string) => scope.getByRole('group', { name, exact: true });

export async function fillDetails(
  page: Page,
  opts: { reference: string; name: string; postcode: string; closed: string; qualificationOpens?: string; qualificationCloses?: string; biddingOpens?: string },
): Promise<void> {
  await page.getByRole('textbox', { name: 'Reference', exact: true }).fill(opts.reference);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(opts.name);
  await page.getByLabel(/^Qualification opens \(/).fill(opts.qualificationOpens ?? at(-2));
  await page.getByLabel(/^Qualification closes \(/).fill(opts.qualificationCloses ?? at(10));
  await page.getByLabel(/^Bidding opens \(/).fill(opts.biddingOpens ?? at(20));
  await page.getByLabel(/^Bidding closes \(/).fill(opts.closed);
  await page.getByLabel('Postcode districts').fill(opts.postcode);
  await page.getByLabel('Availability guide price').fill('6.50');
  await page.getByLabel('Utilisation guide price').fill('300');
}

export async function fillWindow(win: Locator, w: { name: string; start: string; end: string; days: RegExp; holidays: RegExp; capacity: string }): Promise<void> {
  await win.getByLabel('Window name').fill(w.name);
  await win.getByLabel('Start time (HH:MM)').fill(w.start);
  await win.getByLabel('End time (HH:MM)').fill(w.end);
  await win.getByRole('radio', { name: w.days }).check();
  await win.getByRole('radio', { name: w.holidays }).check();
  await win.getByLabel('Capacity required').fill(w.capacity);
}

