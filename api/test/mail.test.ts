import { readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { createTestApp, login, bearer, outbox, randomAddress, TEST_OUTBOX_KEY, type TestApp } from './helpers.js';

/**
 * Mail and what it must never give away: the development outbox (off unless switched on, then
 * loopback requests with its key only), SMTP delivery, password resets and invitations that tell
 * nobody but an address's owner whether it has an account, and links built from configuration.
 */

interface Mode {
  name: string;
  app: TestApp;
}

let smtp: SMTPServer;
let smtpPort: number;
const delivered: Array<{ to: string[]; data: string }> = [];
const modes: Mode[] = [];
let outboxOn: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let data = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (data += chunk));
      stream.on('end', () => {
        delivered.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
  outboxOn = await createTestApp();
  modes.push(
    { name: 'outbox off (the default)', app: await createTestApp({ devOutbox: false }) },
    { name: 'outbox on', app: outboxOn },
    { name: 'SMTP, outbox on', app: await createTestApp({ smtpUrl: `smtp://127.0.0.1:${smtpPort}` }) },
  );
});

afterAll(async () => {
  for (const m of modes) await m.app.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

async function requestReset(app: TestApp, email: string, headers: Record<string, string> = {}) {
  const res = await app.app.inject({ method: 'POST', url: '/auth/users/reset_password/', payload: { email }, headers, remoteAddress: randomAddress() });
  expect(res.json()).toEqual({ success: true });
  await app.app.jobs.idle();
}

describe('the development outbox', () => {
  it.each([0, 1, 2])('gives no mail content to a logged-out request, a non-loopback request, or a forwarded one (mode %i)', async (index) => {
    const { app } = modes[index]!;
    await requestReset(app, 'settlement@brightgrid.test');
    const user = await login(app.app, 'provider@brightgrid.test');
    const attempts = [
      { remoteAddress: '127.0.0.1', headers: {} },
      { remoteAddress: '127.0.0.1', headers: bearer(user) },
      { remoteAddress: '127.0.0.1', headers: { 'x-outbox-key': 'not-the-key-at-all' } },
      { remoteAddress: '10.20.30.40', headers: { 'x-outbox-key': TEST_OUTBOX_KEY } },
      { remoteAddress: '192.168.1.9', headers: { 'x-outbox-key': TEST_OUTBOX_KEY, ...bearer(user) } },
      { remoteAddress: '127.0.0.1', headers: { 'x-outbox-key': TEST_OUTBOX_KEY, 'x-forwarded-for': '203.0.113.7' } },
      { remoteAddress: '127.0.0.1', headers: { 'x-outbox-key': TEST_OUTBOX_KEY, forwarded: 'for=203.0.113.7' } },
    ];
    for (const attempt of attempts) {
      const res = await app.app.inject({ method: 'GET', url: '/dev/outbox/', ...attempt });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.' });
    }
    // Off: not even the right key on this machine opens it.
    if (index === 0) {
      const res = await app.app.inject({ method: 'GET', url: '/dev/outbox/', headers: { 'x-outbox-key': TEST_OUTBOX_KEY } });
      expect(res.statusCode).toBe(404);
    }
  });

  it('when on, shows a loopback request with the key the mails, newest first', async () => {
    await requestReset(outboxOn, 'dispatch@brightgrid.test');
    const mails = await outbox(outboxOn.app, 'dispatch@brightgrid.test');
    expect(mails[0]).toMatchObject({ kind: 'password_reset', to: 'dispatch@brightgrid.test' });
    expect(mails[0]!.body).toMatch(/http:\/\/localhost:3000\/passwordreset\/confirm\//);
    const v6 = await outboxOn.app.inject({ method: 'GET', url: '/dev/outbox/', remoteAddress: '::1', headers: { 'x-outbox-key': TEST_OUTBOX_KEY } });
    expect(v6.statusCode).toBe(200);
  });

  it('is documented only when on', async () => {
    const paths = async (app: TestApp) => Object.keys(((await app.app.inject({ method: 'GET', url: '/openapi.json' })).json() as { paths: object }).paths);
    expect(await paths(modes[0]!.app)).not.toContain('/dev/outbox/');
    expect(await paths(outboxOn)).toContain('/dev/outbox/');
  });
});

describe('SMTP (SMTP_URL)', () => {
  it('sends the mail through the server, keeps no copy of its body and writes no file', async () => {
    const app = modes[2]!.app;
    const before = delivered.length;
    await requestReset(app, 'analytics@brightgrid.test');
    const sent = delivered.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toEqual(['analytics@brightgrid.test']);
    expect(sent[0]!.data).toMatch(/Subject: Reset your Flex Marketplace password/);
    expect(sent[0]!.data.replace(/=\r?\n/g, '')).toMatch(/http:\/\/localhost:3000\/passwordreset\/confirm\/[^\s/]+\/[^\s/]+/);
    const rows = await app.app.db.query<{ body: string; sent_at: Date | null }>("SELECT body, sent_at FROM outbox WHERE to_email = 'analytics@brightgrid.test'");
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0]!.body).toBe('');
    expect(rows.rows[0]!.sent_at).toBeInstanceOf(Date);
    expect(() => readdirSync(join(app.config.dataDir, 'outbox'))).toThrow();
  });

  it('a mail server that refuses answers 503 and leaves nothing half done', async () => {
    const closed = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:1' });
    try {
      const admin = await login(closed.app, 'provider@voltwise.test');
      const res = await closed.app.inject({
        method: 'POST',
        url: '/auth/team/',
        headers: bearer(admin),
        payload: { email: 'unsent@voltwise.test', first_name: 'Una', last_name: 'Sent', roles: ['account'] },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ detail: 'The e-mail could not be sent. Please try again in a few minutes.' });
      const user = await closed.app.db.query("SELECT 1 FROM users WHERE email = 'unsent@voltwise.test'");
      expect(user.rows).toHaveLength(0);
    } finally {
      await closed.close();
    }
    // A whole app of its own is built and seeded here: minutes on a busy machine.
  }, 600_000);
});

describe('no account discovery', () => {
  it('a password reset does the same work before answering whether or not the address exists', async () => {
    // Workers off: the queue takes the jobs and nothing else touches the database meanwhile, so
    // what is recorded is exactly the work before each answer.
    const held = await createTestApp({ jobWorkers: false });
    try {
      const { app } = held;
      // The rate limiter sweeps expired counters on its first use: out of the way first.
      await app.inject({ method: 'POST', url: '/auth/users/reset_password/', payload: { email: 'first@nowhere.test' }, remoteAddress: '10.9.9.8' });
      const statements: string[] = [];
      const query = app.db.query.bind(app.db);
      const spy = jest.spyOn(app.db, 'query').mockImplementation((text, params) => {
        statements.push(typeof text === 'string' ? text : text.text);
        return query(text as string, params);
      });
      const answers: Record<string, { status: number; body: string; statements: string[] }> = {};
      try {
        for (const email of ['account@brightgrid.test', 'nobody-here@brightgrid.test']) {
          statements.length = 0;
          const res = await app.inject({ method: 'POST', url: '/auth/users/reset_password/', payload: { email }, remoteAddress: '10.9.9.9' });
          answers[email] = { status: res.statusCode, body: res.body, statements: [...statements] };
        }
      } finally {
        spy.mockRestore();
      }
      const known = answers['account@brightgrid.test']!;
      const unknown = answers['nobody-here@brightgrid.test']!;
      expect(known.status).toBe(200);
      expect(known.body).toBe(unknown.body);
      expect(known.statements).toEqual(unknown.statements);
      expect(known.statements.some((s) => /FROM users/.test(s))).toBe(false);
      // Both answers queued one job each: the lookup happens there.
      expect(known.statements.filter((s) => /INSERT INTO pgboss\.job/.test(s))).toHaveLength(1);

      await app.jobs.startWorkers();
      expect((await outbox(app, 'account@brightgrid.test')).map((m) => m.kind)).toEqual(['password_reset']);
      expect(await outbox(app, 'first@nowhere.test')).toEqual([]);
      expect(await outbox(app, 'nobody-here@brightgrid.test')).toEqual([]);
    } finally {
      await held.close();
    }
    // An app of its own, as above.
  }, 600_000);

  it('inviting an address that has an account elsewhere answers exactly like a fresh invitation and tells only its owner', async () => {
    const { app } = outboxOn;
    const admin = await login(app, 'provider@voltwise.test');
    const invite = (email: string) =>
      app.inject({ method: 'POST', url: '/auth/team/', headers: bearer(admin), payload: { email, first_name: 'Pat', last_name: 'Lee', roles: ['account'] } });
    const fresh = await invite('pat.lee@voltwise.test');
    const taken = await invite('operator@northernlines.test');
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(fresh.statusCode).toBe(201);
    const shape = (body: Record<string, unknown>) => ({ ...body, id: typeof body.id, email: typeof body.email });
    expect(shape(taken.json())).toEqual(shape(fresh.json()));
    expect(taken.json()).toMatchObject({ email: 'operator@northernlines.test', is_activated: false, is_active: true, roles: ['account'] });

    // The team list and the member pages show both the same way.
    const team = (await app.inject({ method: 'GET', url: '/auth/team/?is_activated=false', headers: bearer(admin) })).json() as Array<{ email: string }>;
    expect(team.map((m) => m.email)).toEqual(expect.arrayContaining(['pat.lee@voltwise.test', 'operator@northernlines.test']));
    const takenId = (taken.json() as { id: number }).id;
    const freshId = (fresh.json() as { id: number }).id;
    for (const id of [takenId, freshId]) {
      const again = await app.inject({ method: 'POST', url: `/auth/team/${id}/resend_invite/`, headers: bearer(admin) });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ success: true });
    }
    // Inviting either again is refused the same way.
    const dupFresh = await invite('pat.lee@voltwise.test');
    const dupTaken = await invite('operator@northernlines.test');
    expect([dupFresh.statusCode, dupTaken.statusCode]).toEqual([400, 400]);
    expect(dupTaken.json()).toEqual(dupFresh.json());

    // The owner is told (twice: invitation and resend), with no activation link; nobody else hears of it.
    const toOwner = await outbox(app, 'operator@northernlines.test');
    expect(toOwner.map((m) => m.kind)).toEqual(['invite_existing_account', 'invite_existing_account']);
    expect(toOwner[0]!.body).toContain('Voltwise Flex invited this e-mail address');
    expect(toOwner[0]!.body).not.toMatch(/passwordreset/);
    expect((await outbox(app, 'provider@voltwise.test')).length).toBe(0);
    expect((await outbox(app, 'pat.lee@voltwise.test')).map((m) => m.kind)).toEqual(['invite', 'invite']);

    // The owner's account is untouched: same organisation, same password, and resets reach it.
    const owner = await login(app, 'operator@northernlines.test');
    const me = (await app.inject({ method: 'GET', url: '/auth/users/me/', headers: bearer(owner) })).json() as { organisation_name: string };
    expect(me.organisation_name).toBe('Northern Lines Networks');
    await app.inject({ method: 'POST', url: '/auth/users/reset_password/', payload: { email: 'operator@northernlines.test' }, remoteAddress: randomAddress() });
    const reset = (await outbox(app, 'operator@northernlines.test'))[0]!;
    expect(reset.kind).toBe('password_reset');
    const uid = /\/passwordreset\/confirm\/([^/\s]+)\//.exec(reset.body)?.[1];
    expect(Buffer.from(uid ?? '', 'base64url').toString()).toBe(String((decodeId(owner))));
    // The pending invitation itself can never be activated.
    const invitationUid = Buffer.from(String(takenId)).toString('base64url');
    const activate = await app.inject({
      method: 'POST',
      url: '/auth/users/reset_password_confirm/',
      payload: { uid: invitationUid, token: 'x'.repeat(43), new_password: 'Sneaky-takeover-1' },
      remoteAddress: randomAddress(),
    });
    expect(activate.statusCode).toBe(400);
  });
});

function decodeId(token: string): number {
  return (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { user_id: number }).user_id;
}

describe('links come from configuration, not from the request', () => {
  it('a signed map-data URL ignores the Host header', async () => {
    const { app, config } = outboxOn;
    const provider = await login(app, 'provider@brightgrid.test');
    const res = await app.inject({ method: 'GET', url: '/flex/map-data-files/', headers: { ...bearer(provider), host: 'evil.test', 'x-forwarded-host': 'evil.test' } });
    expect(res.statusCode).toBe(200);
    const files = res.json() as Array<{ document_url: string }>;
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) {
      expect(f.document_url.startsWith(`${config.apiBaseUrl.replace(/\/$/, '')}/flex/map-data-files/document/?`)).toBe(true);
      expect(f.document_url).not.toContain('evil.test');
    }
  });

  it('a reset e-mail link ignores the Host header', async () => {
    await requestReset(outboxOn, 'admin@brightgrid.test', { host: 'evil.test', 'x-forwarded-host': 'evil.test' });
    const mail = (await outbox(outboxOn.app, 'admin@brightgrid.test'))[0]!;
    expect(mail.body).toContain(`${outboxOn.config.publicUrl}/passwordreset/confirm/`);
    expect(mail.body).not.toContain('evil.test');
  });
});
