import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { typed, type TypedApp } from '../../platform/http/typed-app.js';
import { ApiError, badRequest } from '../../errors.js';
import { verifyPassword, hashPassword, assertPasswordOk, passwordProblems } from '../../auth/passwords.js';
import { canLogIn, findUserByEmail, findUserById, loadPrincipal, subjectOf } from '../../auth/session.js';
import { decodeUid, hashToken, sendPasswordLink } from '../../auth/reset.js';
import { RateLimiter, clientKey } from '../../auth/rate-limit.js';
import { verifyTotp } from '../../auth/totp.js';
import { Detail, TokenAnswer, Success, Email, Password } from './schemas.js';

/** The locales a user may prefer (spec platform §9). */
export const PREFERRED_LOCALES = ['en-GB', 'en-US', 'en-AU', 'it-IT', 'pt-PT'] as const;
const NAME_MAX = 150;

/** The job queue that looks up an address and e-mails its password-reset link. */
export const RESET_MAIL_JOB = 'password-reset-email';

/** The e-mail of a login or reset body, as accounts are looked up (trimmed, case-insensitive). */
function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

/** What the auth endpoints share: password hashing cost and the rate limiter. */
interface AuthDeps {
  cost: { memoryCost: number; timeCost: number };
  limiter: RateLimiter;
}

const tags = ['auth'];

const LoginBody = Type.Object({ email: Email, password: Password });
const RefreshBody = Type.Object({ token: Type.String({ minLength: 1 }) });
// No body at all (or an empty JSON body) is fine: Fastify validates an absent body as null.
const LogoutBody = Type.Union([Type.Object({ sliding: Type.Optional(Type.String({ maxLength: 4096 })) }), Type.Null()]);
const ResetBody = Type.Object({ email: Email });
const ResetConfirmBody = Type.Object({ uid: Type.String({ minLength: 1, maxLength: 64 }), token: Type.String({ minLength: 1, maxLength: 128 }), new_password: Password });
const SetPasswordBody = Type.Object({ current_password: Password, new_password: Password, mfa_code: Type.Optional(Type.String({ maxLength: 16 })) });
const MePatchBody = Type.Object(
  {
    first_name: Type.Optional(Type.String({ maxLength: 1000, description: 'Trimmed; 1–150 characters' })),
    last_name: Type.Optional(Type.String({ maxLength: 1000, description: 'Trimmed; 1–150 characters' })),
    preferred_locale: Type.Optional(Type.Union(PREFERRED_LOCALES.map((l) => Type.Literal(l)))),
  },
  { additionalProperties: false },
);
const Me = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  preferred_locale: Type.String({ description: 'One of en-GB, en-US, en-AU, it-IT, pt-PT; carried by the session token as preferred_locale' }),
  organisation: Type.Union([Type.Integer(), Type.Null()]),
  organisation_name: Type.Union([Type.String(), Type.Null()]),
  org_type: Type.String(),
  roles: Type.Array(Type.String()),
  permission_names: Type.Array(Type.String()),
  is_activated: Type.Boolean(),
  mfa_enabled: Type.Boolean({ description: 'An authenticator is enrolled: changing the password also takes mfa_code (see set_password)' }),
});

/** POST auth/jwt/create/: log in with e-mail and password (rate-limited per address and account). */
function login(api: TypedApp, { cost, limiter }: AuthDeps): void {
  const { config } = api;
  api.post(
    '/auth/jwt/create/',
    {
      config: { access: { public: true } },
      schema: {
        tags,
        summary: 'Log in with e-mail and password',
        body: LoginBody,
        response: { 200: Type.Object({ status: Type.String(), token: Type.String() }), 401: Detail, 429: Detail },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      const address = clientKey(request.ip);
      // Attempts per client address and account, so one noisy client cannot lock others out.
      await limiter.take('login', `${address}|${emailKey(email)}`, config.rateLimits.login);
      // Failed logins per client address across accounts (credential stuffing). Counted before the
      // password is checked, so parallel attempts cannot slip past an empty counter, and taken
      // back when the login succeeds: a busy office behind one address is not locked out.
      const failure = await limiter.reserve('login-failures', address, config.rateLimits.loginFailures);
      let rejected = false;
      try {
        const user = await findUserByEmail(api.db, email);
        const ok = await verifyPassword(user?.password_hash ?? null, password, cost);
        if (!user || !ok || !canLogIn(user)) {
          rejected = true;
          throw new ApiError(401, { detail: 'No active account found with the given credentials' });
        }
        const token = await api.tokens.issue(subjectOf(user));
        await failure.refund();
        return { status: 'success', token };
      } catch (error) {
        // Not a failed login (the database went away): best effort, the request fails anyway.
        if (!rejected) await failure.refund().catch(() => undefined);
        throw error;
      }
    },
  );
}

/** POST auth/jwt/refresh/: a fresh token for a valid one. */
function refresh(api: TypedApp): void {
  api.post(
    '/auth/jwt/refresh/',
    {
      config: { access: { public: true } },
      schema: { tags, summary: 'Exchange a valid token for a fresh one', body: RefreshBody, response: { 200: TokenAnswer, 401: Detail } },
    },
    async (request) => {
      const { token } = request.body;
      const claims = await api.tokens.verify(token);
      await loadPrincipal(api.db, claims); // revoked / deactivated → 401
      const user = await findUserById(api.db, claims.user_id);
      if (!user) throw new ApiError(401, { detail: 'User not found or inactive.', code: 'token_not_valid' });
      return { token: await api.tokens.issue(subjectOf(user)) };
    },
  );
}

/** POST auth/jwt/logout/: revokes the header's token and the body's sliding one. */
function logout(api: TypedApp): void {
  api.post(
    '/auth/jwt/logout/',
    {
      config: { access: { public: true } },
      schema: {
        tags,
        summary: 'Revoke the token (header and/or body.sliding)',
        body: LogoutBody,
        response: { 200: Type.Object({ cognito_url: Type.Union([Type.String(), Type.Null()]) }) },
      },
    },
    async (request) => {
      const candidates = new Set<string>();
      const header = request.headers.authorization;
      const match = header ? /^(?:Bearer|JWT)\s+(\S+)$/i.exec(header.trim()) : null;
      if (match?.[1]) candidates.add(match[1]);
      const sliding = request.body?.sliding;
      if (sliding) candidates.add(sliding);
      for (const token of candidates) {
        try {
          const claims = await api.tokens.verify(token);
          await api.db.query('INSERT INTO token_blocklist (jti, expires_at) VALUES ($1, to_timestamp($2)) ON CONFLICT DO NOTHING', [claims.jti, claims.exp]);
        } catch {
          // Already invalid (expired, foreign): nothing to revoke.
        }
      }
      await api.db.query('DELETE FROM token_blocklist WHERE expires_at < now()');
      return { cognito_url: null };
    },
  );
  api.post(
    '/auth/jwt/cognito/',
    { config: { access: { public: true } }, schema: { tags, summary: 'Hosted login hand-over (not configured)', response: { 501: Detail } } },
    async (_request, reply) => reply.code(501).send({ detail: 'Hosted login is not configured.' }),
  );
}

/** POST auth/users/reset_password/: queues the reset e-mail; the same answer whether or not the account exists. */
function resetPassword(api: TypedApp, { limiter }: AuthDeps): void {
  const { config } = api;
  api.post(
    '/auth/users/reset_password/',
    {
      config: { access: { public: true } },
      schema: { tags, summary: 'E-mail a password reset link', body: ResetBody, response: { 200: Success, 429: Detail } },
    },
    async (request) => {
      const { email } = request.body;
      await limiter.take('reset', `${clientKey(request.ip)}|${emailKey(email)}`, config.rateLimits.reset);
      // The answer leaves before the address is even looked up: it is the same, and takes the
      // same time, whether or not an account exists (no account discovery through timing).
      // The lookup and the e-mail are a background job (RESET_MAIL_JOB): queued the same way for
      // any address, retried when the mail server refuses.
      await api.jobs.send(RESET_MAIL_JOB, { email });
      return { success: true };
    },
  );
}

/** POST auth/users/reset_password_confirm/: sets a new password with an e-mailed single-use token. */
function confirmReset(api: TypedApp, { cost, limiter }: AuthDeps): void {
  const { config } = api;
  api.post(
    '/auth/users/reset_password_confirm/',
    {
      config: { access: { public: true } },
      schema: {
        tags,
        summary: 'Set a new password with an e-mailed token (reset or invitation)',
        body: ResetConfirmBody,
        response: { 200: Success, 429: Detail },
      },
    },
    async (request) => {
      await limiter.take('reset-confirm', clientKey(request.ip), config.rateLimits.reset);
      const { uid, token, new_password } = request.body;
      const userId = decodeUid(uid);
      const user = userId === null ? null : await findUserById(api.db, userId);
      if (!user || !user.is_active) throw badRequest({ uid: ['Invalid user id or user doesn\u2019t exist.'] });
      await api.db.transaction(async (tx) => {
        const t = await tx.query<{ id: number }>(
          `SELECT id FROM password_reset_tokens
            WHERE user_id = $1 AND token_hash = $2 AND used_at IS NULL AND expires_at > now() FOR UPDATE`,
          [user.id, hashToken(token)],
        );
        const row = t.rows[0];
        if (!row) throw badRequest({ token: ['Invalid or expired token.'] });
        assertPasswordOk('new_password', new_password, user.email);
        const hash = await hashPassword(new_password, cost);
        // Single use: this and any other outstanding link for the user stop working.
        await tx.query('UPDATE password_reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [user.id]);
        await tx.query('UPDATE users SET password_hash = $2, is_activated = true, tokens_valid_after = $3 WHERE id = $1', [user.id, hash, new Date()]);
      });
      return { success: true };
    },
  );
}

/** POST auth/users/set_password/: changes the caller's password (and the MFA code when enrolled); ends every other session. */
function setPassword(api: TypedApp, { cost, limiter }: AuthDeps): void {
  const { config } = api;
  api.post(
    '/auth/users/set_password/',
    {
      schema: {
        tags,
        summary: 'Change my password',
        description:
          'Takes the current password and the new one (at least 10 characters, not only digits, not the e-mail address, ' +
          'different from the current one). **Multi-factor:** a user who has an authenticator enrolled ' +
          '(`mfa_enabled: true` in `auth/users/me/`) must also send `mfa_code`, the 6-digit code the authenticator shows now ' +
          '(TOTP, RFC 6238, 30-second steps; the step before and after are accepted too). For other users `mfa_code` is ignored. ' +
          'Problems answer 400 per field, all at once: `current_password` (wrong), `mfa_code` (missing or not valid), `new_password`. ' +
          'Attempts are limited per user like logins (429). ' +
          'On success it ends every session of the user, this one included, and answers with a fresh token for the calling session ' +
          '(the client replaces its token with it; the old one is refused from now on).',
        body: SetPasswordBody,
        response: { 200: TokenAnswer, 429: Detail },
      },
    },
    async (request) => {
      const { current_password, new_password, mfa_code } = request.body;
      const principal = request.user!;
      // A stolen session must not become a way to guess the password (or the code).
      await limiter.take('set-password', String(principal.userId), config.rateLimits.login);
      const user = await findUserById(api.db, principal.userId);
      if (!user) throw badRequest({ current_password: ['Invalid password.'] });
      const errors: Record<string, string[]> = {};
      if (!(await verifyPassword(user.password_hash, current_password, cost))) errors.current_password = ['Invalid password.'];
      const mfa = await api.db.query<{ mfa_secret: string | null }>('SELECT mfa_secret FROM users WHERE id = $1', [user.id]);
      const secret = mfa.rows[0]?.mfa_secret ?? null;
      if (secret !== null) {
        if (!mfa_code?.trim()) errors.mfa_code = ['Enter the 6-digit code from your authenticator app.'];
        else if (!verifyTotp(secret, mfa_code)) errors.mfa_code = ['This code is not valid. Enter the code your authenticator app shows now.'];
      }
      const problems = passwordProblems(new_password, user.email);
      if (problems.length > 0) errors.new_password = problems;
      else if (new_password === current_password) errors.new_password = ['The new password must differ from the current one.'];
      if (Object.keys(errors).length > 0) throw badRequest(errors);
      const hash = await hashPassword(new_password, cost);
      // Every token issued until now stops working (other devices, a stolen token); the caller
      // carries on with the fresh one, issued after the cut-off.
      const cutOff = new Date();
      await api.db.query('UPDATE users SET password_hash = $2, tokens_valid_after = $3 WHERE id = $1', [user.id, hash, cutOff]);
      return { token: await api.tokens.issue(subjectOf(user), { after: cutOff }) };
    },
  );
}

/** GET and PATCH auth/users/me/: the caller's account, its names and preferred locale. */
function me(api: TypedApp): void {
  /** The stored part of `Me` (the rest comes from the session); the caller's own row always exists. */
  const meOf = async (userId: number): Promise<Omit<Static<typeof Me>, 'org_type' | 'roles' | 'permission_names'>> => {
    const r = await api.db.query<Omit<Static<typeof Me>, 'org_type' | 'roles' | 'permission_names'>>(
      `SELECT u.id, u.email, u.first_name, u.last_name, u.preferred_locale, u.organisation_id AS organisation,
              o.name AS organisation_name, u.is_activated, u.mfa_secret IS NOT NULL AS mfa_enabled
         FROM users u LEFT JOIN organisations o ON o.id = u.organisation_id WHERE u.id = $1`,
      [userId],
    );
    const row = r.rows[0];
    if (!row) throw new Error(`user ${userId} has no row`);
    return row;
  };

  api.get('/auth/users/me/', { schema: { tags, summary: 'The logged-in user', response: { 200: Me } } }, async (request) => {
    const p = request.user!;
    return { ...(await meOf(p.userId)), org_type: p.orgType, roles: p.teamRoles, permission_names: p.permissions };
  });

  api.patch(
    '/auth/users/me/',
    {
      schema: {
        tags,
        summary: 'Update my name or preferred locale',
        description:
          'Names are trimmed and may not be blank (at most 150 characters each); 400 per field. ' +
          'The preferred locale is the language and formats of e-mails and of the web front end at the next login ' +
          '(unless the user chose a region in that browser); tokens issued from now on carry it as preferred_locale.',
        body: MePatchBody,
        response: { 200: Me },
      },
    },
    async (request) => {
      const p = request.user!;
      const { body } = request;
      const errors: Record<string, string[]> = {};
      const name = (field: 'first_name' | 'last_name'): string | null => {
        const value = body[field];
        if (value === undefined) return null;
        const v = value.trim();
        if (!v) errors[field] = ['This field may not be blank.'];
        else if (v.length > NAME_MAX) errors[field] = [`Ensure this field has no more than ${NAME_MAX} characters.`];
        return v;
      };
      const first = name('first_name');
      const last = name('last_name');
      if (Object.keys(errors).length > 0) throw badRequest(errors);
      await api.db.query(
        `UPDATE users SET first_name = COALESCE($2, first_name), last_name = COALESCE($3, last_name),
                preferred_locale = COALESCE($4, preferred_locale) WHERE id = $1`,
        [p.userId, first, last, body.preferred_locale ?? null],
      );
      return { ...(await meOf(p.userId)), org_type: p.orgType, roles: p.teamRoles, permission_names: p.permissions };
    },
  );
}

/** GET auth/tjwt/: a short-lived token for the reporting tool. */
function reportingToken(api: TypedApp): void {
  api.get(
    '/auth/tjwt/',
    {
      config: { access: { orgTypes: ['flexprovider', 'systemoperator'] } },
      schema: { tags, summary: 'A short-lived token for the reporting tool', response: { 200: Type.Object({ token: Type.String(), exp: Type.Integer() }) } },
    },
    async (request) => {
      const p = request.user!;
      return api.tokens.issueReporting({
        userId: p.userId,
        email: p.email,
        orgType: p.orgType,
        orgId: p.orgId,
        isMaxOrg: p.isMaxOrg,
        permissions: p.permissions,
        preferredLocale: p.preferredLocale,
      });
    },
  );
}

/** Auth endpoints (spec platform §7.2) and the job that sends password-reset e-mails. */
export default async function authRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const api = typed(app);
  // Counters in the database (table rate_limits): they hold across replicas.
  const deps: AuthDeps = { cost: { memoryCost: config.argonMemoryCost, timeCost: config.argonTimeCost }, limiter: new RateLimiter(app.db) };

  // Password-reset e-mails: looked up and sent by a job, so the answer to reset_password/ is the
  // same, and takes the same time, whether or not the address has an account. A refused send
  // (SMTP) fails the attempt and the queue tries again later; each attempt makes its own link.
  app.jobs.work<{ email: string }>(RESET_MAIL_JOB, { retryLimit: 5, retryDelay: 30, retryBackoff: true }, async ({ email }) => {
    const user = await findUserByEmail(app.db, email);
    if (user && user.is_active && (user.org_id === null || user.org_active)) {
      await app.db.transaction((tx) => sendPasswordLink(tx, config, user, 'reset'));
    }
    return undefined;
  });

  login(api, deps);
  refresh(api);
  logout(api);
  resetPassword(api, deps);
  confirmReset(api, deps);
  setPassword(api, deps);
  me(api);
  reportingToken(api);
}
