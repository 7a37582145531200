/**
 * Registration through the API: user part, company part, the e-mailed activation link, login;
 * a registered address indistinguishable from a new one; expired, altered and replaced links;
 * every bad field reported at once.
 */
import { createTestApp, DEMO_PASSWORD, decodeClaims, login, outbox, randomAddress, type TestApp } from '../../../../test/helpers.js';
import { activationLink } from '../mail/send.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const PASSWORD = 'Kestrel-Harbour-91';
type Json = Record<string, unknown>;

const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: randomAddress() });

function userPart(email: string, extra: Json = {}): Json {
  return { first_name: 'Ada', last_name: 'Lovelace', email, password: PASSWORD, password_confirmation: PASSWORD, user_terms: true, ...extra };
}

function companyPart(userApplication: string, extra: Json = {}): Json {
  return {
    user_application: userApplication,
    name: 'Kestrel Flex Ltd',
    website: 'kestrel-flex.example',
    email: 'office@kestrel-flex.example',
    registration_no: '12345678',
    country: 'GB',
    terms_of_service: true,
    ...extra,
  };
}

/** Both steps; the two answers. */
async function register(email: string, company: Json = {}) {
  const user = await post('/registration/users/', userPart(email));
  expect(user.statusCode).toBe(201);
  const application = (user.json() as { id: string }).id;
  const submitted = await post('/registration/flexproviders/', companyPart(application, company));
  return { user, submitted, application };
}

/** The newest activation link e-mailed to `to`, as its query parameters. */
async function activationParams(to: string): Promise<{ registration: string; expires: number; signature: string; href: string }> {
  const mail = (await outbox(t.app, to)).find((m) => m.kind === 'registration_activation');
  if (!mail) throw new Error(`no activation mail for ${to}`);
  const href = /http:\/\/localhost:3000\/register-new\?\S+/.exec(mail.body)?.[0];
  if (!href) throw new Error(`no link in ${mail.body}`);
  const q = new URL(href).searchParams;
  return { registration: q.get('registration')!, expires: Number(q.get('expires')), signature: q.get('signature')!, href };
}

const tryLogin = (email: string, password: string) => post('/auth/jwt/create/', { email, password });

describe('the whole path', () => {
  it('creates an inactive provider and admin, activates both through the e-mailed link, then the user logs in', async () => {
    const email = 'ada@kestrel-flex.example';
    const { user, submitted } = await register(email);
    expect(user.json()).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), first_name: 'Ada', last_name: 'Lovelace', email, expires: expect.any(String) });
    expect(submitted.statusCode).toBe(201);
    expect(submitted.json()).toEqual({ status: 'submitted', email, activation_hours: 48 });

    const link = await activationParams(email);
    expect(link.href).toMatch(/^http:\/\/localhost:3000\/register-new\?registration=[0-9a-f-]{36}&expires=\d+&signature=[\w-]+$/);
    const created = await t.app.db.query<{ org_active: boolean; user_active: boolean; is_activated: boolean; org_type: string; slug: string; roles: string[] }>(
      `SELECT o.is_active AS org_active, u.is_active AS user_active, u.is_activated, o.org_type, o.slug,
              ARRAY(SELECT role FROM team_roles r WHERE r.user_id = u.id) AS roles
         FROM users u JOIN organisations o ON o.id = u.organisation_id WHERE u.email = $1`,
      [email],
    );
    expect(created.rows).toEqual([{ org_active: false, user_active: false, is_activated: false, org_type: 'flexprovider', slug: 'kestrel-flex-ltd', roles: ['admin'] }]);
    // Inactive until the link is followed: no login, no password-reset mail.
    expect((await tryLogin(email, PASSWORD)).statusCode).toBe(401);

    const activated = await post('/registration/activation/', { registration: link.registration, expires: link.expires, signature: link.signature });
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).toEqual({ status: 'activated' });

    const token = await login(t.app, email, PASSWORD);
    const claims = decodeClaims(token) as { role: { org_type: string; id: number }; permission_names: string[] };
    expect(claims.role.org_type).toBe('flexprovider');
    expect(claims.permission_names).toEqual(expect.arrayContaining(['manage-bids', 'view-manage-ui']));
    const me = await t.app.inject({ method: 'GET', url: '/auth/users/me/', headers: { authorization: `Bearer ${token}` } });
    expect(me.json()).toMatchObject({ email, first_name: 'Ada', last_name: 'Lovelace', organisation_name: 'Kestrel Flex Ltd', roles: ['admin'], is_activated: true });
    const company = await t.app.db.query('SELECT website, company_email, registration_no, country, password_hash FROM registrations WHERE email = $1', [email]);
    expect(company.rows).toEqual([{ website: 'https://kestrel-flex.example', company_email: 'office@kestrel-flex.example', registration_no: '12345678', country: 'GB', password_hash: null }]);

    // The link again: already active, said plainly.
    const again = await post('/registration/activation/', { registration: link.registration, expires: link.expires, signature: link.signature });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ status: 'already_active' });
  });

  it('keeps the new organisation invisible to login until activation, also for a password reset', async () => {
    const email = 'grace@hopper-energy.example';
    await register(email, { name: 'Hopper Energy' });
    await post('/auth/users/reset_password/', { email });
    const mails = await outbox(t.app, email);
    expect(mails.map((m) => m.kind)).toEqual(['registration_activation']);
    expect((await tryLogin(email, PASSWORD)).statusCode).toBe(401);
  });
});

describe('an address that already has an account', () => {
  it('answers exactly as for a new address, creates nothing and e-mails the owner instead', async () => {
    const owner = 'provider@brightgrid.test';
    const orgsBefore = await t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM organisations');
    const fresh = await register('new-owner@fresh-flex.example', { name: 'Fresh Flex' });
    const taken = await register(owner.toUpperCase(), { name: 'Copycat Energy' });

    for (const step of ['user', 'submitted'] as const) {
      expect(taken[step].statusCode).toBe(fresh[step].statusCode);
      expect(Object.keys(taken[step].json() as Json).sort()).toEqual(Object.keys(fresh[step].json() as Json).sort());
    }
    expect(taken.submitted.json()).toEqual({ status: 'submitted', email: owner, activation_hours: 48 });

    const mails = await outbox(t.app, owner);
    expect(mails[0]?.kind).toBe('registration_existing_account');
    expect(mails[0]?.body).toContain('already has a Flex Marketplace account, so nothing was created');
    expect(mails[0]?.body).not.toContain('Copycat');
    const orgsAfter = await t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM organisations');
    expect(orgsAfter.rows[0]!.n).toBe(orgsBefore.rows[0]!.n + 1); // Fresh Flex only
    expect((await t.app.db.query("SELECT 1 FROM organisations WHERE name = 'Copycat Energy'")).rows).toHaveLength(0);
    // The owner's account is untouched: the old password works, the registrant's does not.
    expect((await tryLogin(owner, DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await tryLogin(owner, PASSWORD)).statusCode).toBe(401);
  });

  it('replaces an earlier registration of the address that was never activated; its link stops working', async () => {
    const email = 'twice@retry-flex.example';
    await register(email, { name: 'Retry Flex One' });
    const first = await activationParams(email);
    await register(email, { name: 'Retry Flex Two' });
    const second = await activationParams(email);
    expect(second.registration).not.toBe(first.registration);

    const stale = await post('/registration/activation/', first);
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({ code: 'link_invalid' });
    expect((await post('/registration/activation/', second)).json()).toEqual({ status: 'activated' });
    const orgs = await t.app.db.query<{ name: string }>("SELECT name FROM organisations WHERE name LIKE 'Retry Flex%'");
    expect(orgs.rows).toEqual([{ name: 'Retry Flex Two' }]);
  });
});

describe('links', () => {
  it('refuses an expired link with its own message; a new link can be asked for and works', async () => {
    const email = 'late@slow-flex.example';
    await register(email, { name: 'Slow Flex' });
    const { registration } = await activationParams(email);
    const old = new URL(activationLink(t.config, registration, Date.now() - 49 * 3600_000)).searchParams;
    const expired = await post('/registration/activation/', { registration, expires: Number(old.get('expires')), signature: old.get('signature') });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ code: 'link_expired', detail: expect.stringContaining('This activation link has expired.') });
    expect((await tryLogin(email, PASSWORD)).statusCode).toBe(401);

    const before = (await outbox(t.app, email)).length;
    const resend = await post('/registration/activation/resend/', { registration });
    expect(resend.json()).toEqual({ success: true });
    expect((await outbox(t.app, email)).length).toBe(before + 1);
    const fresh = await activationParams(email);
    expect((await post('/registration/activation/', fresh)).json()).toEqual({ status: 'activated' });
    expect((await tryLogin(email, PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an altered link', async () => {
    const email = 'tamper@edit-flex.example';
    await register(email, { name: 'Edit Flex' });
    const link = await activationParams(email);
    const altered = await post('/registration/activation/', { ...link, expires: link.expires + 3600 });
    expect(altered.statusCode).toBe(400);
    expect(altered.json()).toMatchObject({ code: 'link_invalid', detail: expect.stringContaining('This activation link is not valid') });
    const junk = await post('/registration/activation/', { registration: 'not-an-id', expires: 1, signature: 'x' });
    expect(junk.json()).toMatchObject({ code: 'link_invalid' });
  });

  it('answers a resend for an unknown address like any other, and sends nothing', async () => {
    const res = await post('/registration/activation/resend/', { email: 'nobody@nowhere-flex.example' });
    expect(res.json()).toEqual({ success: true });
    expect(await outbox(t.app, 'nobody@nowhere-flex.example')).toEqual([]);
    const none = await post('/registration/activation/resend/', {});
    expect(none.statusCode).toBe(400);
    expect(none.json()).toHaveProperty('email');
  });
});

describe('bad fields', () => {
  it('reports every problem of the user part at once, per field', async () => {
    const res = await post('/registration/users/', {
      first_name: ' ',
      last_name: 'x'.repeat(151),
      email: 'not-an-address',
      password: '1234567890',
      password_confirmation: '1234567891',
      user_terms: false,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      first_name: ['This field may not be blank.'],
      last_name: ['Ensure this field has no more than 150 characters.'],
      email: ['Enter a valid email address.'],
      password: ['This password is entirely numeric.'],
      password_confirmation: ['The two passwords do not match.'],
      user_terms: ['Accept the terms of use to register.'],
    });
    const short = await post('/registration/users/', userPart('ada@short.example', { password: 'short', password_confirmation: 'short' }));
    expect(short.json()).toEqual({ password: ['This password is too short. It must contain at least 10 characters.'] });
    const likeEmail = await post('/registration/users/', userPart('ada.lovelace@short.example', { password: 'ada.lovelace', password_confirmation: 'ada.lovelace' }));
    expect(likeEmail.json()).toEqual({ password: ['The password is too similar to the email address.'] });
    const missing = await post('/registration/users/', { email: 'ada@x.example' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json() as Json).sort()).toEqual(['first_name', 'last_name', 'password', 'password_confirmation', 'user_terms']);
  });

  it('reports every problem of the company part at once, per field', async () => {
    const res = await post('/registration/flexproviders/', {
      user_application: '00000000-0000-4000-8000-000000000000',
      name: '',
      website: 'not a website',
      email: 'office@',
      registration_no: '<script>',
      country: 'XX',
      terms_of_service: false,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      user_application: ['Your details have expired or could not be found. Enter your details again.'],
      name: ['This field may not be blank.'],
      website: ['Enter a valid website address, e.g. https://example.com.'],
      email: ['Enter a valid email address.'],
      registration_no: ['Use letters, digits, spaces, dots, slashes and hyphens only.'],
      country: ['Choose a country from the list.'],
      terms_of_service: ['Accept the terms of service to register.'],
    });
  });

  it('refuses an expired user part, and one submitted before', async () => {
    const user = await post('/registration/users/', userPart('slowpoke@flex-late.example'));
    const id = (user.json() as { id: string }).id;
    await t.app.db.query("UPDATE registrations SET expires_at = now() - interval '1 minute' WHERE id = $1", [id]);
    const late = await post('/registration/flexproviders/', companyPart(id));
    expect(late.json()).toEqual({ user_application: ['Your details have expired or could not be found. Enter your details again.'] });

    const { application } = await register('double@flex-twice.example', { name: 'Double Flex' });
    const twice = await post('/registration/flexproviders/', companyPart(application, { name: 'Double Flex' }));
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ user_application: ['This registration has already been submitted. Check your e-mail for the activation link.'] });
  });
});

describe('countries', () => {
  it('lists the ISO 3166-1 codes with names', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/registration/countries/' });
    const list = res.json() as Array<{ code: string; name: string }>;
    expect(list).toHaveLength(249);
    expect(list).toEqual(expect.arrayContaining([{ code: 'GB', name: 'United Kingdom' }, { code: 'IT', name: 'Italy' }, { code: 'US', name: 'United States' }]));
  });
});
