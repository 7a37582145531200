/**
 * Settings: my account (names, preferred locale, password with multi-factor), my
 * organisation (auth/organisation/) and the team rules (auth/team/): who may, what is refused,
 * and that bad input is a 400 (never a 5xx).
 */
import { totp } from '../../../auth/totp.js';
import { createTestApp, login, bearer, decodeClaims, outbox, DEMO_PASSWORD, type TestApp } from '../../../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  // Password changes are throttled per user like logins: a small limit to see it.
  t = await createTestApp({ rateLimits: { login: { max: 6, timeWindow: 60_000 }, loginFailures: { max: 1000, timeWindow: 60_000 }, reset: { max: 1000, timeWindow: 60_000 } } });
});
afterAll(async () => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });

async function idOf(email: string): Promise<number> {
  const r = await t.app.db.query<{ id: number }>('SELECT id FROM users WHERE lower(email) = lower($1) AND invites_user IS NULL', [email]);
  return r.rows[0]!.id;
}

async function orgRow(slug: string): Promise<Record<string, unknown>> {
  return (await t.app.db.query('SELECT * FROM organisations WHERE slug = $1', [slug])).rows[0] as Record<string, unknown>;
}

describe('my account', () => {
  it('changes names (trimmed) and the preferred locale; later tokens carry the locale', async () => {
    const token = await login(t.app, 'dispatch@brightgrid.test');
    const res = await call('PATCH', '/auth/users/me/', token, { first_name: '  Devi ', last_name: 'Patel-Rao', preferred_locale: 'pt-PT' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ first_name: 'Devi', last_name: 'Patel-Rao', preferred_locale: 'pt-PT', mfa_enabled: false });
    expect(decodeClaims(await login(t.app, 'dispatch@brightgrid.test')).preferred_locale).toBe('pt-PT');
    for (const locale of ['en-GB', 'en-US', 'en-AU', 'it-IT']) {
      expect((await call('PATCH', '/auth/users/me/', token, { preferred_locale: locale })).json()).toMatchObject({ preferred_locale: locale });
    }
  });

  it('refuses blank and over-long names and unknown locales, all at once; unknown fields change nothing', async () => {
    const token = await login(t.app, 'settlement@brightgrid.test');
    const blank = await call('PATCH', '/auth/users/me/', token, { first_name: '   ', last_name: 'x'.repeat(151) });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ first_name: ['This field may not be blank.'], last_name: ['Ensure this field has no more than 150 characters.'] });
    expect((await call('PATCH', '/auth/users/me/', token, { preferred_locale: 'fr-FR' })).json()).toEqual({ preferred_locale: ['Not a valid choice.'] });
    // Fields the body does not declare are dropped, as everywhere in the API (DRF's way): the address stays.
    expect((await call('PATCH', '/auth/users/me/', token, { email: 'other@brightgrid.test' })).json()).toMatchObject({ email: 'settlement@brightgrid.test' });
    expect((await call('PATCH', '/auth/users/me/', token, { first_name: 42 })).statusCode).toBe(400);
    const me = (await call('GET', '/auth/users/me/', token)).json() as Record<string, unknown>;
    expect(me).toMatchObject({ first_name: 'Sid', last_name: 'Khan', email: 'settlement@brightgrid.test' });
    expect((await call('PATCH', '/auth/users/me/', undefined, { first_name: 'Anon' })).statusCode).toBe(401);
  });
});

describe('password change', () => {
  it('names each problem on its field at once, and changes nothing', async () => {
    const token = await login(t.app, 'operations@brightgrid.test');
    const res = await call('POST', '/auth/users/set_password/', token, { current_password: 'wrong-password', new_password: '123' });
    expect(res.statusCode).toBe(400);
    const body = res.json() as Record<string, string[]>;
    expect(body.current_password).toEqual(['Invalid password.']);
    expect(body.new_password?.length).toBeGreaterThan(0);
    expect(body).not.toHaveProperty('mfa_code');
    expect((await call('GET', '/auth/users/me/', token)).statusCode).toBe(200);
    await login(t.app, 'operations@brightgrid.test', DEMO_PASSWORD);
  });

  it('takes a current authenticator code from a user with multi-factor, and ignores mfa_code for others', async () => {
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    await t.app.db.query("UPDATE users SET mfa_secret = $1 WHERE email = 'account@brightgrid.test'", [secret]);
    const token = await login(t.app, 'account@brightgrid.test');
    expect((await call('GET', '/auth/users/me/', token)).json()).toMatchObject({ mfa_enabled: true });
    const without = await call('POST', '/auth/users/set_password/', token, { current_password: DEMO_PASSWORD, new_password: 'Second-factor-1' });
    expect(without.json()).toEqual({ mfa_code: ['Enter the 6-digit code from your authenticator app.'] });
    const stale = totp(secret, Date.now() - 5 * 60_000);
    const wrong = await call('POST', '/auth/users/set_password/', token, { current_password: DEMO_PASSWORD, new_password: 'Second-factor-1', mfa_code: stale });
    expect(wrong.json()).toEqual({ mfa_code: ['This code is not valid. Enter the code your authenticator app shows now.'] });
    const ok = await call('POST', '/auth/users/set_password/', token, { current_password: DEMO_PASSWORD, new_password: 'Second-factor-1', mfa_code: totp(secret) });
    expect(ok.statusCode).toBe(200);
    expect(decodeClaims((ok.json() as { token: string }).token).email).toBe('account@brightgrid.test');
    await login(t.app, 'account@brightgrid.test', 'Second-factor-1');

    // Without an authenticator the code plays no part.
    const other = await login(t.app, 'analytics@brightgrid.test');
    const plain = await call('POST', '/auth/users/set_password/', other, { current_password: DEMO_PASSWORD, new_password: 'No-second-factor-1', mfa_code: '000000' });
    expect(plain.statusCode).toBe(200);
    const fresh = (plain.json() as { token: string }).token;
    const back = await call('POST', '/auth/users/set_password/', fresh, { current_password: 'No-second-factor-1', new_password: DEMO_PASSWORD });
    expect(back.statusCode).toBe(200);
  });

  it('is throttled per user (429), so a stolen session cannot guess the password', async () => {
    const token = await login(t.app, 'admin@brightgrid.test');
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) {
      codes.push((await call('POST', '/auth/users/set_password/', token, { current_password: `guess-${i}-guess`, new_password: 'Another-good-1' })).statusCode);
    }
    expect(codes).toEqual([400, 400, 400, 400, 400, 400, 429]);
  });
});

describe('my organisation', () => {
  it('is read by any member of a provider or operator, with can_edit for admins only; not by plain users', async () => {
    const member = await call('GET', '/auth/organisation/', await login(t.app, 'dispatch@brightgrid.test'));
    expect(member.statusCode).toBe(200);
    expect(member.json()).toEqual({
      id: expect.any(Number),
      org_type: 'flexprovider',
      name: 'Brightgrid Energy',
      website: 'https://brightgrid.test',
      email: 'hello@brightgrid.test',
      registration_no: '09876543',
      country: 'GB',
      slug: 'brightgrid-energy',
      brand_colour: '#1F8A70',
      is_max_org: false,
      can_edit: false,
    });
    expect((await call('GET', '/auth/organisation/', await login(t.app, 'provider@brightgrid.test'))).json()).toMatchObject({ can_edit: true });
    expect((await call('GET', '/auth/organisation/', await login(t.app, 'operator@southernwires.test'))).json()).toMatchObject({
      org_type: 'systemoperator',
      name: 'Southern Wires',
      slug: 'southern-wires',
      can_edit: true,
    });
    expect((await call('GET', '/auth/organisation/', await login(t.app, 'user@flex.test'))).statusCode).toBe(403);
    expect((await call('GET', '/auth/organisation/')).statusCode).toBe(401);
  });

  it('is changed by its admins only', async () => {
    const before = await orgRow('brightgrid-energy');
    for (const email of ['analytics@brightgrid.test', 'dispatch@brightgrid.test']) {
      const res = await call('PATCH', '/auth/organisation/', await login(t.app, email), { name: 'Taken Over Ltd' });
      expect(res.statusCode).toBe(403);
    }
    expect((await call('PATCH', '/auth/organisation/', await login(t.app, 'user@flex.test'), { name: 'Mine' })).statusCode).toBe(403);
    expect((await call('PATCH', '/auth/organisation/', undefined, { name: 'Mine' })).statusCode).toBe(401);
    expect(await orgRow('brightgrid-energy')).toEqual(before);
  });

  it('saves checked details of the admin’s own organisation (normalised), leaving every other organisation alone', async () => {
    const others = (await t.app.db.query('SELECT * FROM organisations WHERE slug <> $1 ORDER BY id', ['voltwise-flex'])).rows;
    const admin = await login(t.app, 'provider@voltwise.test');
    const res = await call('PATCH', '/auth/organisation/', admin, {
      name: '  Voltwise Flex Ltd ',
      website: 'voltwise.example.com',
      email: ' Team@Voltwise.TEST ',
      registration_no: 'SC 612/345',
      country: 'it',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Voltwise Flex Ltd',
      website: 'https://voltwise.example.com',
      email: 'team@voltwise.test',
      registration_no: 'SC 612/345',
      country: 'IT',
      slug: 'voltwise-flex',
      can_edit: true,
    });
    // Clearing the optional ones.
    const cleared = await call('PATCH', '/auth/organisation/', admin, { website: '', email: '', registration_no: '', country: null });
    expect(cleared.json()).toMatchObject({ website: '', email: '', registration_no: '', country: null });
    expect((await t.app.db.query('SELECT * FROM organisations WHERE slug <> $1 ORDER BY id', ['voltwise-flex'])).rows).toEqual(others);
    // The provider's own name shows wherever the organisation is named.
    const me = (await call('GET', '/auth/users/me/', admin)).json() as { organisation_name: string };
    expect(me.organisation_name).toBe('Voltwise Flex Ltd');
  });

  it('answers every problem at once and changes nothing', async () => {
    const before = await orgRow('voltwise-flex');
    const res = await call('PATCH', '/auth/organisation/', await login(t.app, 'provider@voltwise.test'), {
      name: ' ',
      website: 'ftp://files.example.com',
      email: 'not-an-address',
      registration_no: '#123',
      country: 'XX',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      name: ['This field may not be blank.'],
      website: ['Enter a valid website address, e.g. https://example.com.'],
      email: ['Enter a valid email address.'],
      registration_no: ['Use letters, digits, spaces, dots, slashes and hyphens only.'],
      country: ['Choose a country from the list.'],
    });
    expect(await orgRow('voltwise-flex')).toEqual(before);
  });

  it('keeps brand colour and slug to system operators', async () => {
    const res = await call('PATCH', '/auth/organisation/', await login(t.app, 'provider@voltwise.test'), { brand_colour: '#123456', slug: 'voltwise' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      brand_colour: ['Only system operators have a brand colour and slug.'],
      slug: ['Only system operators have a brand colour and slug.'],
    });
  });

  it('lets an operator admin change brand colour and slug, checked on the server', async () => {
    const admin = await login(t.app, 'operator@southernwires.test');
    const patch = (body: unknown) => call('PATCH', '/auth/organisation/', admin, body);
    const colourProblem = 'Enter a colour as # followed by six hexadecimal digits, e.g. #0B5394.';
    for (const bad of ['red', '#12345', '#1234567', '123456', '#GGGGGG', '']) {
      expect((await patch({ brand_colour: bad })).json()).toEqual({ brand_colour: [colourProblem] });
    }
    const slugProblem = 'Use lowercase letters, digits and single hyphens only (not at the start or end), e.g. northern-lines.';
    for (const bad of ['Southern-Wires', 'southern wires', '-southern', 'southern-', 'southern--wires', 'südlich', 'a_b']) {
      expect((await patch({ slug: bad })).json()).toEqual({ slug: [slugProblem] });
    }
    expect((await patch({ slug: 'a' })).json()).toEqual({ slug: ['Use 2 to 50 characters.'] });
    expect((await patch({ slug: 'a'.repeat(51) })).json()).toEqual({ slug: ['Use 2 to 50 characters.'] });
    expect((await patch({ slug: '  ' })).json()).toEqual({ slug: ['This field may not be blank.'] });
    expect((await patch({ slug: 'northern-lines-networks' })).json()).toEqual({ slug: ['Another organisation already uses this slug. Choose another one.'] });
    expect((await patch({ slug: 'brightgrid-energy' })).json()).toEqual({ slug: ['Another organisation already uses this slug. Choose another one.'] });
    expect(await orgRow('southern-wires')).toMatchObject({ brand_colour: '#C0392B' });

    const ok = await patch({ brand_colour: '#0a7f3c', slug: 'southern-wires-2' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ brand_colour: '#0a7f3c', slug: 'southern-wires-2' });
    // The public operator list (the map's colours) follows; its own slug again is fine.
    const listed = (await call('GET', '/flex/systemoperators/?slug=southern-wires-2')).json() as Array<{ brand_colour: string }>;
    expect(listed.map((o) => o.brand_colour)).toEqual(['#0a7f3c']);
    expect((await patch({ slug: 'southern-wires-2' })).statusCode).toBe(200);
    expect((await patch({ brand_colour: '#C0392B', slug: 'southern-wires' })).statusCode).toBe(200);
  });

  it('refuses wrong types with a 400 (never a 5xx) and ignores fields it does not declare', async () => {
    const admin = await login(t.app, 'operator@northernlines.test');
    const before = await orgRow('northern-lines-networks');
    for (const body of [{ name: 5 }, { country: 12 }, { slug: null }, { brand_colour: ['#123456'] }, { website: false }, []]) {
      const res = await call('PATCH', '/auth/organisation/', admin, body);
      expect(res.statusCode).toBe(400);
    }
    // The licence area, the max flag, the type and the id are not the admin's to change.
    const ignored = await call('PATCH', '/auth/organisation/', admin, { operating_area: ['_A'], id: 1, is_max_org: true, org_type: 'flexprovider', is_active: false });
    expect(ignored.statusCode).toBe(200);
    expect(await orgRow('northern-lines-networks')).toEqual(before);
  });
});

describe('team rules', () => {
  const invite = (token: string, email: string, roles: string[]) => call('POST', '/auth/team/', token, { email, first_name: 'New', last_name: 'Member', roles });

  it('offers the extended roles only while their flag is on; held ones are kept when it is off', async () => {
    const admin = await login(t.app, 'operator@northernlines.test');
    const flag = (on: boolean) => t.app.db.query('UPDATE feature_flags SET enabled = $1 WHERE name = $2', [on, 'team_roles_extended']);
    await flag(false);
    try {
      const refused = await invite(admin, 'comp.admin@northernlines.test', ['account', 'comp-admin', 'bid-admin']);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ roles: ['These roles are not available: comp-admin, bid-admin.'] });
      expect((await t.app.db.query("SELECT 1 FROM users WHERE email = 'comp.admin@northernlines.test'")).rows).toHaveLength(0);

      await flag(true);
      const created = await invite(admin, 'comp.admin@northernlines.test', ['account', 'comp-admin']);
      expect(created.statusCode).toBe(201);
      const id = (created.json() as { id: number }).id;
      await flag(false);
      // Changing the other roles keeps the extended one; adding another is refused.
      const kept = await call('PATCH', `/auth/team/${id}/`, admin, { roles: ['analytics', 'comp-admin'] });
      expect(kept.json()).toMatchObject({ roles: ['analytics', 'comp-admin'] });
      const added = await call('PATCH', `/auth/team/${id}/`, admin, { roles: ['analytics', 'comp-admin', 'dispatch-admin'] });
      expect(added.json()).toEqual({ roles: ['These roles are not available: dispatch-admin.'] });
      expect((await call('PATCH', `/auth/team/${id}/`, admin, { roles: ['superuser'] })).statusCode).toBe(400);
    } finally {
      await flag(true);
    }
  });

  it('lets members read the team but not change it (403 on every write)', async () => {
    const member = await login(t.app, 'analytics@brightgrid.test');
    const list = await call('GET', '/auth/team/', member);
    expect(list.statusCode).toBe(200);
    const invited = await idOf('invited@brightgrid.test');
    const colleague = await idOf('account@brightgrid.test');
    expect((await invite(member, 'sneaky@brightgrid.test', ['admin'])).statusCode).toBe(403);
    expect((await call('PATCH', `/auth/team/${colleague}/`, member, { roles: ['admin'] })).statusCode).toBe(403);
    expect((await call('POST', `/auth/team/${colleague}/set_inactive/`, member)).statusCode).toBe(403);
    expect((await call('POST', `/auth/team/${invited}/resend_invite/`, member)).statusCode).toBe(403);
    expect((await t.app.db.query("SELECT 1 FROM users WHERE email = 'sneaky@brightgrid.test'")).rows).toHaveLength(0);
    expect((await call('GET', `/auth/team/${colleague}/`, member)).json()).toMatchObject({ roles: ['account'], is_active: true });
  });

  it('keeps each organisation’s members to its own admins (404)', async () => {
    const otherAdmin = await login(t.app, 'provider@voltwise.test');
    const invited = await idOf('invited@brightgrid.test');
    const colleague = await idOf('account@brightgrid.test');
    expect((await call('GET', `/auth/team/${colleague}/`, otherAdmin)).statusCode).toBe(404);
    expect((await call('PATCH', `/auth/team/${colleague}/`, otherAdmin, { roles: [] })).statusCode).toBe(404);
    expect((await call('POST', `/auth/team/${colleague}/set_inactive/`, otherAdmin)).statusCode).toBe(404);
    expect((await call('POST', `/auth/team/${invited}/resend_invite/`, otherAdmin)).statusCode).toBe(404);
    const list = (await call('GET', '/auth/team/', otherAdmin)).json() as Array<{ email: string }>;
    expect(list.map((m) => m.email).sort()).toEqual(['invited@voltwise.test', 'provider@voltwise.test']);
  });

  it('resends invitations to invited members only: 409 for activated and deactivated ones', async () => {
    const admin = await login(t.app, 'provider@voltwise.test');
    const invited = await idOf('invited@voltwise.test');
    const mailsBefore = (await outbox(t.app, 'invited@voltwise.test')).length;
    const res = await call('POST', `/auth/team/${invited}/resend_invite/`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const mails = await outbox(t.app, 'invited@voltwise.test');
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails[0]).toMatchObject({ kind: 'invite', subject: expect.stringContaining('Voltwise') });
    expect(mails[0]!.body).toMatch(/\/passwordreset\/newuser\/[^/\s]+\/[^/\s]+/);

    const activated = await call('POST', `/auth/team/${await idOf('provider@voltwise.test')}/resend_invite/`, admin);
    expect(activated.statusCode).toBe(409);
    expect(activated.json()).toEqual({ detail: 'This member has already activated their account: there is no invitation to send.' });

    const created = await invite(admin, 'short.stay@voltwise.test', ['account']);
    const id = (created.json() as { id: number }).id;
    expect((await call('POST', `/auth/team/${id}/set_inactive/`, admin)).json()).toMatchObject({ is_active: false, is_activated: false });
    const gone = await call('POST', `/auth/team/${id}/resend_invite/`, admin);
    expect(gone.statusCode).toBe(409);
    expect(gone.json()).toEqual({ detail: 'This member has been deactivated: their invitation cannot be sent again.' });
    expect((await call('POST', '/auth/team/abc/resend_invite/', admin)).statusCode).toBe(404);
    expect((await call('POST', '/auth/team/99999999/resend_invite/', admin)).statusCode).toBe(404);
  });

  it('never lets an admin deactivate themselves or drop their own admin role (409), nor leave the organisation without an admin', async () => {
    const admin = await login(t.app, 'admin@brightgrid.test');
    const self = await idOf('admin@brightgrid.test');
    const selfOff = await call('POST', `/auth/team/${self}/set_inactive/`, admin);
    expect(selfOff.statusCode).toBe(409);
    expect(selfOff.json()).toEqual({ detail: 'You cannot deactivate yourself. Ask another admin of your organisation to do it.' });
    const demote = await call('PATCH', `/auth/team/${self}/`, admin, { roles: ['account'] });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toEqual({ detail: 'You cannot remove your own admin role. Ask another admin of your organisation to do it.' });
    expect((await call('GET', '/auth/users/me/', admin)).json()).toMatchObject({ roles: ['admin'] });

    // Another admin of the same organisation can be demoted and deactivated: the caller remains.
    const other = (await invite(admin, 'second.admin@brightgrid.test', ['admin'])).json() as { id: number };
    expect((await call('PATCH', `/auth/team/${other.id}/`, admin, { roles: ['account'] })).json()).toMatchObject({ roles: ['account'] });
    expect((await call('POST', `/auth/team/${other.id}/set_inactive/`, admin)).statusCode).toBe(200);
    const adminsLeft = await t.app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM users u JOIN team_roles r ON r.user_id = u.id AND r.role = 'admin'
        WHERE u.organisation_id = (SELECT organisation_id FROM users WHERE id = $1) AND u.is_active`,
      [self],
    );
    expect(adminsLeft.rows[0]!.n).toBeGreaterThan(0);
  });

  it('refuses malformed invitations with a 400 naming the field', async () => {
    const admin = await login(t.app, 'operator@northernlines.test');
    expect((await invite(admin, 'not-an-address', ['account'])).json()).toHaveProperty('email');
    expect((await invite(admin, 'ok@northernlines.test', ['account', 'account'])).statusCode).toBe(400);
    expect((await call('POST', '/auth/team/', admin, { email: 'ok@northernlines.test' })).statusCode).toBe(400);
    // Ownership is forced: an organisation in the body is ignored, the member joins the admin's.
    const created = await call('POST', '/auth/team/', admin, { email: 'ok@northernlines.test', first_name: 'a', last_name: 'b', roles: ['account'], organisation: 1 });
    expect(created.statusCode).toBe(201);
    const own = (await call('GET', '/auth/organisation/', admin)).json() as { id: number };
    expect(created.json()).toMatchObject({ organisation: own.id });
  });
});
