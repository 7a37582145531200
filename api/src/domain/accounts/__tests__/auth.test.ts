import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { createTestApp, login, bearer, decodeClaims, outbox, randomAddress, DEMO_PASSWORD, type TestApp } from '../../../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { login: { max: 3, timeWindow: 60_000 }, loginFailures: { max: 1000, timeWindow: 60_000 }, reset: { max: 50, timeWindow: 60_000 } } });
});
afterAll(async () => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress = randomAddress()) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress });

async function latestMail(to: string): Promise<{ body: string; subject: string; kind: string }> {
  const mail = (await outbox(t.app, to))[0];
  if (!mail) throw new Error(`no mail for ${to}`);
  return mail;
}

function linkParts(body: string, kind: 'confirm' | 'newuser'): { uid: string; token: string } {
  const m = new RegExp(`http://localhost:3000/passwordreset/${kind}/([^/\\s]+)/([^/\\s]+)`).exec(body);
  if (!m?.[1] || !m[2]) throw new Error(`no ${kind} link in ${body}`);
  return { uid: m[1], token: m[2] };
}

describe('login and token', () => {
  it('issues a token carrying exactly the spec claims', async () => {
    const res = await post('/auth/jwt/create/', { email: 'Provider@Brightgrid.test', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { status: string; token: string };
    expect(body.status).toBe('success');
    const claims = decodeClaims(body.token);
    expect(Object.keys(claims).sort()).toEqual(
      ['api_base_url', 'email', 'exp', 'permission_names', 'preferred_locale', 'role', 'user_id', 'version'].sort(),
    );
    expect(claims.version).toBe('1');
    expect(claims.email).toBe('provider@brightgrid.test');
    expect(claims.role).toEqual({ org_type: 'flexprovider', id: expect.any(Number), is_max_org: false });
    expect(claims.permission_names).toEqual(expect.arrayContaining(['default', 'view-competitions', 'manage-bids']));
    expect(claims.permission_names).not.toContain('manage-competitions');
    expect(Number(claims.exp) - Math.floor(Date.now() / 1000)).toBeGreaterThan(3590);
  });

  it('gives team-role users only their role permissions and plain users only default', async () => {
    const settlement = decodeClaims(await login(t.app, 'settlement@brightgrid.test'));
    expect(settlement.permission_names).toEqual(['view-competitions', 'view-settlement', 'default']);
    const plain = decodeClaims(await login(t.app, 'user@flex.test'));
    expect(plain.role).toEqual({ org_type: 'user', id: null, is_max_org: false });
    expect(plain.permission_names).toEqual(['default']);
    const operator = decodeClaims(await login(t.app, 'operator@northernlines.test'));
    expect(operator.permission_names).toEqual(expect.arrayContaining(['manage-competitions', 'buy-load-mod', 'default']));
  });

  it('drops the implicit default permission when targeted_permissions is on', async () => {
    await t.app.db.query("UPDATE feature_flags SET enabled = true WHERE name = 'targeted_permissions'");
    try {
      const claims = decodeClaims(await login(t.app, 'account@brightgrid.test'));
      expect(claims.permission_names).toEqual(['view-competitions', 'view-manage-ui']);
    } finally {
      await t.app.db.query("UPDATE feature_flags SET enabled = false WHERE name = 'targeted_permissions'");
    }
  });

  it('rejects wrong passwords, unknown users and invited users alike', async () => {
    for (const [email, password] of [
      ['operator@southernwires.test', 'wrong-password'],
      ['nobody@nowhere.test', DEMO_PASSWORD],
      ['invited@brightgrid.test', DEMO_PASSWORD],
    ]) {
      const res = await post('/auth/jwt/create/', { email, password });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: 'No active account found with the given credentials' });
    }
  });

  it('validates the login body DRF-style', async () => {
    const res = await post('/auth/jwt/create/', { email: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: ['This field may not be blank.'], password: ['This field is required.'] });
  });

  it('rate-limits login per address and e-mail with a 429 detail', async () => {
    const email = 'account@brightgrid.test';
    const from = '192.0.2.7';
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await post('/auth/jwt/create/', { email, password: 'nope-nope-nope' }, {}, from)).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
    const blocked = await post('/auth/jwt/create/', { email: email.toUpperCase(), password: DEMO_PASSWORD }, {}, from);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect((blocked.json() as { detail: string }).detail).toMatch(/^Request was throttled\. Expected available in \d+ seconds\.$/);
    // Another account from the same address, and the same account from elsewhere, are not affected.
    expect((await post('/auth/jwt/create/', { email: 'analytics@brightgrid.test', password: DEMO_PASSWORD }, {}, from)).statusCode).toBe(200);
    expect((await post('/auth/jwt/create/', { email, password: DEMO_PASSWORD }, {}, '192.0.2.8')).statusCode).toBe(200);
  });
});

describe('refresh and logout', () => {
  it('refreshes a valid token into a new one for the same user', async () => {
    const token = await login(t.app, 'operator@southernwires.test');
    const res = await post('/auth/jwt/refresh/', { token });
    expect(res.statusCode).toBe(200);
    const fresh = (res.json() as { token: string }).token;
    expect(fresh).not.toBe(token);
    expect(decodeClaims(fresh).user_id).toBe(decodeClaims(token).user_id);
  });

  it('rejects an expired token with "Signature has expired."', async () => {
    const claims = decodeClaims(await login(t.app, 'operator@southernwires.test'));
    const past = Math.floor(Date.now() / 1000) - 60;
    const expired = await new SignJWT({ ...claims, exp: past })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(t.config.jwtSecret);
    const res = await post('/auth/jwt/refresh/', { token: expired });
    expect(res.statusCode).toBe(401);
    expect((res.json() as { detail: string }).detail).toBe('Signature has expired.');
    const me = await t.app.inject({ method: 'GET', url: '/auth/users/me/', headers: bearer(expired) });
    expect(me.statusCode).toBe(401);
  });

  it('rejects tokens signed with another key and the reporting token', async () => {
    const claims = decodeClaims(await login(t.app, 'operator@southernwires.test'));
    const forged = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode('x'.repeat(40)));
    expect((await t.app.inject({ method: 'GET', url: '/auth/users/me/', headers: bearer(forged) })).statusCode).toBe(401);
    const token = await login(t.app, 'operator@southernwires.test');
    const tjwt = await t.app.inject({ method: 'GET', url: '/auth/tjwt/', headers: bearer(token) });
    expect(tjwt.statusCode).toBe(200);
    const reporting = (tjwt.json() as { token: string; exp: number }).token;
    expect(decodeClaims(reporting)).toMatchObject({ aud: 'reporting', sub: String(claims.user_id) });
    expect((await t.app.inject({ method: 'GET', url: '/auth/users/me/', headers: bearer(reporting) })).statusCode).toBe(401);
  });

  it('logout revokes the token; refresh with it then fails', async () => {
    const token = await login(t.app, 'dispatch@brightgrid.test');
    expect((await t.app.inject({ method: 'GET', url: '/auth/users/me/', headers: bearer(token) })).statusCode).toBe(200);
    const out = await post('/auth/jwt/logout/', { sliding: token }, bearer(token));
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ cognito_url: null });
    expect((await t.app.inject({ method: 'GET', url: '/auth/users/me/', headers: bearer(token) })).statusCode).toBe(401);
    const refresh = await post('/auth/jwt/refresh/', { token });
    expect(refresh.statusCode).toBe(401);
    // A second session of the same user is untouched.
    const other = await login(t.app, 'dispatch@brightgrid.test');
    expect((await t.app.inject({ method: 'GET', url: '/auth/users/me/', headers: bearer(other) })).statusCode).toBe(200);
  });

  it('answers the hosted-login hand-over with 501 while no provider is configured', async () => {
    const res = await post('/auth/jwt/cognito/', {});
    expect(res.statusCode).toBe(501);
    expect(res.json()).toEqual({ detail: 'Hosted login is not configured.' });
  });
});

describe('password reset', () => {
  it('always answers success and mails a single-use link only to real accounts', async () => {
    const unknown = await post('/auth/users/reset_password/', { email: 'ghost@nowhere.test' });
    expect(unknown.json()).toEqual({ success: true });
    const res = await post('/auth/users/reset_password/', { email: 'operations@brightgrid.test' });
    expect(res.json()).toEqual({ success: true });
    const mail = await latestMail('operations@brightgrid.test');
    expect(mail.kind).toBe('password_reset');
    const { uid, token } = linkParts(mail.body, 'confirm');
    const files = readdirSync(join(t.config.dataDir, 'outbox'));
    expect(files.some((f) => readFileSync(join(t.config.dataDir, 'outbox', f), 'utf8').includes(token))).toBe(true);

    // A session opened a minute before the reset (issued, so expiring, a minute earlier; signed like a real one).
    const claims = decodeClaims(await login(t.app, 'operations@brightgrid.test'));
    const oldSession = await new SignJWT({ ...claims, exp: Number(claims.exp) - 60 }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(t.config.jwtSecret);
    expect((await t.app.inject({ method: 'GET', url: '/auth/users/me/', headers: bearer(oldSession) })).statusCode).toBe(200);
    const weak = await post('/auth/users/reset_password_confirm/', { uid, token, new_password: '1234567890123' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({ new_password: ['This password is entirely numeric.'] });
    const short = await post('/auth/users/reset_password_confirm/', { uid, token, new_password: 'short' });
    expect(short.json()).toEqual({ new_password: ['This password is too short. It must contain at least 10 characters.'] });
    const same = await post('/auth/users/reset_password_confirm/', { uid, token, new_password: 'operations@brightgrid.test' });
    expect(same.json()).toEqual({ new_password: ['The password is too similar to the email address.'] });

    // And a session opened moments before the reset, within the same second.
    const justBefore = await login(t.app, 'operations@brightgrid.test');
    const ok = await post('/auth/users/reset_password_confirm/', { uid, token, new_password: 'Fresh-password-42' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true });
    const again = await post('/auth/users/reset_password_confirm/', { uid, token, new_password: 'Another-password-42' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ token: ['Invalid or expired token.'] });
    // Old password gone, new one works, sessions from before the reset are over.
    expect((await post('/auth/jwt/create/', { email: 'operations@brightgrid.test', password: DEMO_PASSWORD })).statusCode).toBe(401);
    await login(t.app, 'operations@brightgrid.test', 'Fresh-password-42');
    expect((await t.app.inject({ method: 'GET', url: '/auth/users/me/', headers: bearer(oldSession) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/auth/users/me/', headers: bearer(justBefore) })).statusCode).toBe(401);
    expect((await post('/auth/jwt/refresh/', { token: justBefore })).statusCode).toBe(401);
  });

  it('keeps two sessions of one user opened in the same second apart: logging out one leaves the other', async () => {
    const [a, b] = await Promise.all([login(t.app, 'account@brightgrid.test'), login(t.app, 'account@brightgrid.test')]);
    expect(a).not.toBe(b);
    const out = await t.app.inject({ method: 'POST', url: '/auth/jwt/logout/', headers: bearer(a), payload: { sliding: a } });
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/auth/users/me/', headers: bearer(a) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/auth/users/me/', headers: bearer(b) })).statusCode).toBe(200);
  });

  it('rejects expired tokens and bad uids', async () => {
    await post('/auth/users/reset_password/', { email: 'analytics@brightgrid.test' });
    const { uid, token } = linkParts((await latestMail('analytics@brightgrid.test')).body, 'confirm');
    await t.app.db.query("UPDATE password_reset_tokens SET expires_at = now() - interval '1 minute'");
    const res = await post('/auth/users/reset_password_confirm/', { uid, token, new_password: 'Fresh-password-42' });
    expect(res.json()).toEqual({ token: ['Invalid or expired token.'] });
    const bad = await post('/auth/users/reset_password_confirm/', { uid: 'zzz', token, new_password: 'Fresh-password-42' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json() as object)).toEqual(['uid']);
  });
});

describe('me, set_password, team', () => {
  it('returns and updates the logged-in user', async () => {
    const token = await login(t.app, 'provider@voltwise.test');
    const me = await t.app.inject({ method: 'GET', url: '/auth/users/me/', headers: bearer(token) });
    expect(me.json()).toMatchObject({ email: 'provider@voltwise.test', first_name: 'Tom', last_name: 'Hughes', org_type: 'flexprovider', roles: ['admin'] });
    const patched = await t.app.inject({ method: 'PATCH', url: '/auth/users/me/', headers: bearer(token), payload: { preferred_locale: 'it-IT' } });
    expect(patched.json()).toMatchObject({ preferred_locale: 'it-IT' });
    const bad = await t.app.inject({ method: 'PATCH', url: '/auth/users/me/', headers: bearer(token), payload: { preferred_locale: 'xx' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ preferred_locale: ['Non è una scelta valida.'] }); // answered in the preferred locale just set
    await t.app.inject({ method: 'PATCH', url: '/auth/users/me/', headers: bearer(token), payload: { preferred_locale: 'en-GB' } });
    expect((await t.app.inject({ method: 'GET', url: '/auth/users/me/' })).statusCode).toBe(401);
  });

  it('changes the password only with the current one, ending every other session; the caller gets a fresh token', async () => {
    const token = await login(t.app, 'operator@northernlines.test');
    const otherDevice = await login(t.app, 'operator@northernlines.test');
    const me = (tok: string) => t.app.inject({ method: 'GET', url: '/auth/users/me/', headers: bearer(tok) });
    const wrong = await post('/auth/users/set_password/', { current_password: 'not-it-at-all', new_password: 'Another-good-1' }, bearer(token));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ current_password: ['Invalid password.'] });
    expect((await me(otherDevice)).statusCode).toBe(200); // a refused change ends nothing

    const ok = await post('/auth/users/set_password/', { current_password: DEMO_PASSWORD, new_password: 'Another-good-1' }, bearer(token));
    expect(ok.statusCode).toBe(200);
    const fresh = (ok.json() as { token: string }).token;
    expect((await me(otherDevice)).statusCode).toBe(401);
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(fresh)).statusCode).toBe(200);
    expect(decodeClaims(fresh)).toMatchObject({ email: 'operator@northernlines.test', version: '1' });

    await login(t.app, 'operator@northernlines.test', 'Another-good-1');
    const back = await post('/auth/users/set_password/', { current_password: 'Another-good-1', new_password: DEMO_PASSWORD }, bearer(fresh));
    expect(back.statusCode).toBe(200);
    expect((await me(fresh)).statusCode).toBe(401);
    expect((await me((back.json() as { token: string }).token)).statusCode).toBe(200);
  });

  it('lists my team; admins invite members who activate through the e-mailed link', async () => {
    const admin = await login(t.app, 'provider@voltwise.test');
    const team = await t.app.inject({ method: 'GET', url: '/auth/team/?is_activated=true', headers: bearer(admin) });
    expect(team.statusCode).toBe(200);
    expect((team.json() as Array<{ email: string }>).map((m) => m.email)).toEqual(['provider@voltwise.test']);

    const created = await post('/auth/team/', { email: 'new.trader@voltwise.test', first_name: 'Nia', last_name: 'Trader', roles: ['operations'] }, bearer(admin));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ email: 'new.trader@voltwise.test', is_activated: false, roles: ['operations'] });
    const dup = await post('/auth/team/', { email: 'NEW.trader@voltwise.test', first_name: 'x', last_name: 'y', roles: [] }, bearer(admin));
    expect(dup.json()).toEqual({ email: ['A user with this email already exists.'] });

    const { uid, token } = linkParts((await latestMail('new.trader@voltwise.test')).body, 'newuser');
    expect((await post('/auth/users/reset_password_confirm/', { uid, token, new_password: 'Welcome-aboard-1' })).statusCode).toBe(200);
    const member = await login(t.app, 'new.trader@voltwise.test', 'Welcome-aboard-1');
    expect(decodeClaims(member).permission_names).toEqual(expect.arrayContaining(['manage-bids', 'view-operations']));
    // Members read the team but cannot change it.
    expect((await t.app.inject({ method: 'GET', url: '/auth/team/', headers: bearer(member) })).statusCode).toBe(200);
    const id = (created.json() as { id: number }).id;
    const selfPromote = await t.app.inject({ method: 'PATCH', url: `/auth/team/${id}/`, headers: bearer(member), payload: { roles: ['admin'] } });
    expect(selfPromote.statusCode).toBe(403);
    // The admin can, and role changes apply to the next request.
    const promote = await t.app.inject({ method: 'PATCH', url: `/auth/team/${id}/`, headers: bearer(admin), payload: { roles: ['admin'] } });
    expect(promote.json()).toMatchObject({ roles: ['admin'] });
    const me = await t.app.inject({ method: 'GET', url: '/auth/users/me/', headers: bearer(member) });
    expect((me.json() as { roles: string[] }).roles).toEqual(['admin']);
    // Nobody removes their own admin role.
    const adminId = (team.json() as Array<{ id: number }>)[0]!.id;
    const demote = await t.app.inject({ method: 'PATCH', url: `/auth/team/${adminId}/`, headers: bearer(admin), payload: { roles: ['account'] } });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toEqual({ detail: 'You cannot remove your own admin role. Ask another admin of your organisation to do it.' });
    // Deactivated members lose their session at once.
    expect((await post(`/auth/team/${id}/set_inactive/`, {}, bearer(admin))).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/auth/users/me/', headers: bearer(member) })).statusCode).toBe(401);
  });

  it('resends an invitation only to members who have not activated', async () => {
    const admin = await login(t.app, 'provider@brightgrid.test');
    const team = (await t.app.inject({ method: 'GET', url: '/auth/team/?is_activated=false', headers: bearer(admin) })).json() as Array<{ id: number; email: string }>;
    expect(team.map((m) => m.email)).toEqual(['invited@brightgrid.test']);
    const res = await post(`/auth/team/${team[0]!.id}/resend_invite/`, {}, bearer(admin));
    expect(res.json()).toEqual({ success: true });
    expect((await latestMail('invited@brightgrid.test')).kind).toBe('invite');
    const activated = (await t.app.inject({ method: 'GET', url: '/auth/team/?email=account@brightgrid.test', headers: bearer(admin) })).json() as Array<{ id: number }>;
    const again = await post(`/auth/team/${activated[0]!.id}/resend_invite/`, {}, bearer(admin));
    expect(again.statusCode).toBe(409);
  });
});

describe('caller', () => {
  it('follows a change made elsewhere (another replica, SQL) within a second, by the notification the database sends at commit', async () => {
    const token = await login(t.app, 'operator@southernwires.test');
    const me = () => t.app.inject({ method: 'GET', url: '/auth/users/me/', headers: bearer(token) });
    // Asked again until the answer changes, for at most a second (PGlite hears it before the change's query returns).
    const meOnceChanged = async (from: number) => {
      const started = Date.now();
      let res = await me();
      while (res.statusCode === from && Date.now() - started < 1000) res = await me();
      return res;
    };
    expect((await me()).statusCode).toBe(200);
    expect((await me()).statusCode).toBe(200); // the caller is now held in memory
    await t.app.db.query("UPDATE users SET is_active = false WHERE email = 'operator@southernwires.test'");
    try {
      expect((await meOnceChanged(200)).statusCode).toBe(401);
    } finally {
      await t.app.db.query("UPDATE users SET is_active = true WHERE email = 'operator@southernwires.test'");
    }
    expect((await meOnceChanged(401)).statusCode).toBe(200);
    await t.app.db.query("INSERT INTO token_blocklist (jti, expires_at) VALUES ($1, now() + interval '1 hour')", [createHash('sha256').update(token).digest('base64url')]);
    const revoked = await meOnceChanged(200);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toEqual({ detail: 'Token is blacklisted', code: 'token_not_valid' });
  });

  it('follows role changes and the targeted_permissions flag', async () => {
    const token = await login(t.app, 'settlement@brightgrid.test');
    const permissions = async () => (await t.app.inject({ method: 'GET', url: '/auth/users/me/', headers: bearer(token) })).json().permission_names as string[];
    const permissionsOnceChanged = async (from: string[]) => {
      const started = Date.now();
      let now = await permissions();
      while (JSON.stringify(now) === JSON.stringify(from) && Date.now() - started < 1000) now = await permissions();
      return now;
    };
    const before = await permissions();
    expect(before).toEqual(['view-competitions', 'view-settlement', 'default']);
    const user = await t.app.db.query<{ id: number }>("SELECT id FROM users WHERE email = 'settlement@brightgrid.test'");
    const id = user.rows[0]!.id;
    await t.app.db.query("INSERT INTO team_roles (user_id, role) VALUES ($1, 'analytics')", [id]);
    const withAnalytics = await permissionsOnceChanged(before);
    expect(withAnalytics).toEqual(['view-competitions', 'view-settlement', 'analytics', 'default']);
    await t.app.db.query("UPDATE feature_flags SET enabled = true WHERE name = 'targeted_permissions'");
    try {
      expect(await permissionsOnceChanged(withAnalytics)).toEqual(['view-competitions', 'view-settlement', 'analytics']);
    } finally {
      await t.app.db.query("UPDATE feature_flags SET enabled = false WHERE name = 'targeted_permissions'");
      await t.app.db.query("DELETE FROM team_roles WHERE user_id = $1 AND role = 'analytics'", [id]);
    }
    expect(await permissionsOnceChanged(['view-competitions', 'view-settlement', 'analytics'])).toEqual(before);
  });
});

describe('features', () => {
  it('lists enabled flags publicly', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/features/' });
    expect(res.statusCode).toBe(200);
    const flags = res.json() as string[];
    expect(flags).toEqual(expect.arrayContaining(['inactivity_timeout', 'exchange', 'team_roles_extended', 'e163']));
    expect(flags).not.toContain('targeted_permissions');
    // Also without the trailing slash.
    expect((await t.app.inject({ method: 'GET', url: '/features' })).statusCode).toBe(200);
  });
});
