/**
 * API answers and e-mails in the user's language (spec platform §9; src/i18n/README.md):
 * the logged-in user's preferred_locale wins, else Accept-Language, else en-GB; every string of an
 * error body is translated (nested DRF shapes too) and Content-Language names the locale; the
 * e-mails go out in the recipient's locale.
 */
import { badRequest } from '../src/errors.js';
import { bearer, createTestApp, login, outbox, randomAddress, type TestApp } from './helpers.js';

type Json = Record<string, unknown>;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    // A message the catalogue does not know, beside one it knows.
    app.get('/test/i18n-unknown/', { config: { access: { public: true } } }, async () => {
      throw badRequest({ name: ['A message nobody has translated yet.', 'This field is required.'] });
    });
  });
});
afterAll(async () => t.close());

const setLocale = (email: string, locale: string) => t.app.db.query('UPDATE users SET preferred_locale = $2 WHERE email = $1', [email, locale]);

async function tokenIn(email: string, locale: string): Promise<string> {
  await setLocale(email, locale);
  return login(t.app, email);
}

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress: randomAddress() });

describe('error answers in the caller’s locale', () => {
  afterAll(async () => {
    await setLocale('provider@brightgrid.test', 'en-GB');
    await setLocale('operator@northernlines.test', 'en-GB');
  });

  it('answers a user who prefers it-IT in Italian: field errors of a bad asset, with Content-Language', async () => {
    const token = await tokenIn('provider@brightgrid.test', 'it-IT');
    const res = await post('/flex/assets/', { ref: 'IT-1', asset_type: 'thermal', asset_category: 'thermal', postcode: 'NE1 4ST', voltage_level: 7 }, bearer(token));
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-language']).toBe('it-IT');
    expect((res.json() as Json).name).toEqual(['Questo campo è obbligatorio.']);

    const voltage = await post('/flex/assets/', { ref: 'IT-1', name: 'Sito', asset_type: 'thermal', asset_category: 'thermal', postcode: 'NE1 4ST', voltage_level: 7 }, bearer(token));
    expect(voltage.statusCode).toBe(400);
    expect((voltage.json() as Json).voltage_level).toEqual([expect.stringMatching(/^Scegli una tensione di connessione dall’elenco: [\d., ]+ kV\.$/)]);
  });

  it('follows Accept-Language (the locale the screens are in) before the preferred locale', async () => {
    const token = await tokenIn('provider@brightgrid.test', 'it-IT');
    const asked = await t.app.inject({ method: 'GET', url: '/flex/assets/999999999/', headers: { ...bearer(token), 'accept-language': 'pt-PT' } });
    expect([asked.statusCode, asked.headers['content-language'], asked.json()]).toEqual([404, 'pt-PT', { detail: 'Não encontrado.' }]);
    // Nothing supported asked for: the preferred locale.
    const unsupported = await t.app.inject({ method: 'GET', url: '/flex/assets/999999999/', headers: { ...bearer(token), 'accept-language': 'de-DE, fr;q=0.8' } });
    expect([unsupported.statusCode, unsupported.headers['content-language'], unsupported.json()]).toEqual([404, 'it-IT', { detail: 'Non trovato.' }]);
  });

  it('answers a logged-out caller in the Accept-Language locale: the login failure in Portuguese', async () => {
    const res = await post('/auth/jwt/create/', { email: 'provider@brightgrid.test', password: 'not-the-password' }, { 'accept-language': 'pt-PT,pt;q=0.9,en;q=0.8' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-language']).toBe('pt-PT');
    expect(res.json()).toEqual({ detail: 'Não foi encontrada nenhuma conta ativa com as credenciais fornecidas' });
  });

  it('translates nested list errors, item by item, and keeps {} for items that are fine', async () => {
    const token = await tokenIn('operator@northernlines.test', 'it-IT');
    const regions = await t.app.db.query<{ id: number }>(`SELECT id FROM gsp_regions WHERE gsp_group = '_F' ORDER BY id LIMIT 1`);
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();
    const res = await post(
      '/flex/competitions/',
      {
        name: 'Gara di prova',
        reference: `IT-${Date.now()}`,
        competition_type: 'availability_utilisation',
        power_type: 'active_power',
        need_direction: 'deficit',
        availability_guide_price: 120,
        qualification_open: day(1),
        qualification_closed: day(10),
        open: day(20),
        closed: day(30),
        area_refs: regions.rows.map((r) => r.id),
        service_periods: [
          { name: 'Ok', start: '2027-11-01', end: '2027-11-30', service_windows: [{ name: 'ok', start_time: '08:00', end_time: '09:00' }] },
          { name: 'Indietro', start: '2028-02-01', end: '2028-01-01', service_windows: [{ name: 'zero', start_time: '19:00', end_time: '19:00', dispatch_duration: '00:00:00' }] },
        ],
      },
      bearer(token),
    );
    expect(res.statusCode).toBe(400);
    const body = res.json() as Json;
    expect(body.utilisation_guide_price).toEqual(['Il prezzo indicativo di utilizzo è obbligatorio per questo tipo di gara.']);
    const periods = body.service_periods as Json[];
    expect(periods[0]).toEqual({});
    expect(periods[1]!.end).toEqual(['Non deve essere precedente all’inizio del periodo.']);
    const window = (periods[1]!.service_windows as Json[])[0]!;
    expect(window.dispatch_duration).toEqual(['Deve essere maggiore di zero.']);
    expect(window.end_time).toEqual(['Deve terminare dopo l’inizio della finestra di servizio (un orario precedente prosegue oltre la mezzanotte).']);
  });

  it('translates schema-validation errors at nested paths', async () => {
    const token = await tokenIn('operator@northernlines.test', 'pt-PT');
    const res = await post('/flex/competitions/', { name: 'x', service_periods: [{ name: 'p', start: 'soon', service_windows: 'many' }] }, bearer(token));
    expect(res.statusCode).toBe(400);
    const body = res.json() as Json;
    expect(body.reference).toEqual(['Este campo é obrigatório.']);
    const period = (body.service_periods as Record<string, Json>)['0']!;
    expect(period.service_windows).toEqual(['Era esperada uma lista de elementos.']);
  });

  it('passes a message the catalogue does not know through unchanged, translating the rest', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/test/i18n-unknown/', headers: { 'accept-language': 'it-IT' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ name: ['A message nobody has translated yet.', 'Questo campo è obbligatorio.'] });
  });

  it('translates the not-found handler, answers sent straight by a route, and 401s before any route', async () => {
    const headers = { 'accept-language': 'it' };
    const missing = await t.app.inject({ method: 'GET', url: '/no/such/route/', headers });
    expect([missing.statusCode, missing.json(), missing.headers['content-language']]).toEqual([404, { detail: 'Non trovato.' }, 'it-IT']);
    const hosted = await post('/auth/jwt/cognito/', {}, headers);
    expect([hosted.statusCode, hosted.json()]).toEqual([501, { detail: 'L’accesso tramite provider esterno non è configurato.' }]);
    const anonymous = await t.app.inject({ method: 'GET', url: '/flex/assets/', headers });
    expect([anonymous.statusCode, anonymous.json()]).toEqual([401, { detail: 'Le credenziali di autenticazione non sono state fornite.' }]);
  });

  it('keeps machine-readable codes as they are', async () => {
    const res = await post('/auth/jwt/refresh/', { token: 'not.a.token' }, { 'accept-language': 'pt-PT' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'O token fornecido não é válido para nenhum tipo de token', code: 'token_not_valid' });
  });

  it('answers en-US in American spelling and en-AU in the source text', async () => {
    const token = await tokenIn('operator@northernlines.test', 'it-IT'); // Accept-Language decides
    const patch = (locale: string) =>
      t.app.inject({ method: 'PATCH', url: '/auth/organisation/', headers: { ...bearer(token), 'accept-language': locale }, payload: { brand_colour: 'blue' } });
    const american = await patch('en-US');
    expect([american.statusCode, american.headers['content-language']]).toEqual([400, 'en-US']);
    expect(american.json()).toEqual({ brand_colour: ['Enter a color as # followed by six hexadecimal digits, e.g. #0B5394.'] });
    const australian = await patch('en-AU');
    expect([australian.statusCode, australian.headers['content-language']]).toEqual([400, 'en-AU']);
    expect(australian.json()).toEqual({ brand_colour: ['Enter a colour as # followed by six hexadecimal digits, e.g. #0B5394.'] });
  });

  it('answers the stored stage messages and row errors of an uploaded file in the caller’s locale', async () => {
    const token = await tokenIn('provider@brightgrid.test', 'en-GB');
    const org = await t.app.db.query<{ id: number }>(`SELECT id FROM organisations WHERE slug = 'brightgrid-energy'`);
    const form = new FormData();
    form.append('org_id', String(org.rows[0]!.id));
    form.append('file', new Blob(['ref,name\n=1+1,Formula site\n']), 'assets.csv');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const upload = await t.app.inject({
      method: 'POST',
      url: '/files/upload/flexassets/',
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { ...bearer(token), 'content-type': request.headers.get('content-type')! },
    });
    expect(upload.statusCode).toBe(201);
    await t.app.jobs.idle();
    const url = `/files/uploads/${(upload.json() as Json).id as number}/`;
    const english = (await t.app.inject({ method: 'GET', url, headers: bearer(token) })).json() as Json;
    const italian = (await t.app.inject({ method: 'GET', url, headers: { ...bearer(token), 'accept-language': 'it-IT' } })).json() as Json;
    const scanned = (u: Json) => (u.stages as Json[]).find((s) => s.name === 'scanned')!;
    expect(scanned(english)).toMatchObject({ state: 'failed', message: '1 formula cell found; nothing was written.' });
    expect(scanned(italian)).toMatchObject({ state: 'failed', message: 'Trovata 1 cella con una formula: non è stato scritto nulla.' });
    expect((italian.errors as Json[])[0]).toMatchObject({ row: 2, column: 'A', message: expect.stringMatching(/^La cella A2 inizia con “=”/) });
  });

  it('never answers 5xx for odd Accept-Language values, and falls back to en-GB', async () => {
    for (const value of ['', '*', ';;;', 'q=1', 'xx-YY', 'it-IT;q=abc', 'it;q=0, en-US;q=0.1', `${'a'.repeat(5000)}`, 'pt-BR', '\u00e9\u00e9']) {
      const res = await t.app.inject({ method: 'GET', url: '/no/such/route/', headers: { 'accept-language': value } });
      expect(res.statusCode).toBe(404);
      const expected = value === 'pt-BR' ? 'pt-PT' : value.startsWith('it;q=0') ? 'en-US' : 'en-GB';
      expect([value, res.headers['content-language']]).toEqual([value, expected]);
    }
  });
});

describe('e-mails in the recipient’s locale', () => {
  it('sends the password-reset e-mail in the user’s preferred locale', async () => {
    await setLocale('operations@brightgrid.test', 'pt-PT');
    const res = await post('/auth/users/reset_password/', { email: 'operations@brightgrid.test' }, { 'accept-language': 'it-IT' });
    expect(res.statusCode).toBe(200);
    const mail = (await outbox(t.app, 'operations@brightgrid.test')).find((m) => m.kind === 'password_reset')!;
    expect(mail.subject).toBe('Redefina a palavra-passe do Flex Marketplace');
    expect(mail.body).toMatch(/^Olá Ola,\n\nAlguém pediu para redefinir a palavra-passe/);
    expect(mail.body).toMatch(/http:\/\/localhost:3000\/passwordreset\/confirm\/\S+/);
  });

  it('sends an invitation to an address that has an account in that account’s locale, and a resent invitation in the invitee’s', async () => {
    const admin = await login(t.app, 'provider@voltwise.test');
    await setLocale('analytics@brightgrid.test', 'it-IT');
    const foreign = await post('/auth/team/', { email: 'analytics@brightgrid.test', first_name: 'Ana', last_name: 'Lopez', roles: ['analytics'] }, bearer(admin));
    expect(foreign.statusCode).toBe(201);
    const notice = (await outbox(t.app, 'analytics@brightgrid.test')).find((m) => m.kind === 'invite_existing_account')!;
    expect(notice.subject).toBe('Voltwise Flex ti ha invitato nel suo team su Flex Marketplace');
    expect(notice.body).toContain('Ciao Ana,');

    const created = await post('/auth/team/', { email: 'nuova.collega@voltwise.test', first_name: 'Rita', last_name: 'Sousa', roles: ['operations'] }, bearer(admin));
    expect(created.statusCode).toBe(201);
    const first = (await outbox(t.app, 'nuova.collega@voltwise.test'))[0]!;
    expect(first.subject).toBe('You have been invited to Voltwise Flex on Flex Marketplace');
    await setLocale('nuova.collega@voltwise.test', 'pt-PT');
    const resent = await post(`/auth/team/${(created.json() as Json).id as number}/resend_invite/`, {}, bearer(admin));
    expect(resent.statusCode).toBe(200);
    const again = (await outbox(t.app, 'nuova.collega@voltwise.test')).find((m) => m.kind === 'invite')!;
    expect(again.subject).toBe('Foi convidado para Voltwise Flex no Flex Marketplace');
    expect(again.body).toContain('Olá Rita,\n\nFoi convidado a juntar-se a Voltwise Flex no Flex Marketplace.');
  });

  it('a new member starts in the inviting admin’s language, and the invitation is written in it', async () => {
    const admin = await login(t.app, 'provider@voltwise.test');
    const created = await post(
      '/auth/team/',
      { email: 'nuovo.membro@voltwise.test', first_name: 'Marco', last_name: 'Bianchi', roles: ['operations'] },
      { ...bearer(admin), 'accept-language': 'it-IT' },
    );
    expect(created.statusCode).toBe(201);
    const mail = (await outbox(t.app, 'nuovo.membro@voltwise.test')).find((m) => m.kind === 'invite')!;
    expect(mail.body).toContain('Ciao Marco,');
    const stored = await t.app.db.query<{ preferred_locale: string }>('SELECT preferred_locale FROM users WHERE email = $1', ['nuovo.membro@voltwise.test']);
    expect(stored.rows[0]?.preferred_locale).toBe('it-IT');
  });

  it('writes the activation e-mail in the registering browser’s locale, which becomes the new user’s preference', async () => {
    const email = 'giulia@vento-flex.example';
    const headers = { 'accept-language': 'it-IT,it;q=0.9' };
    const password = 'Maestrale-Porto-42';
    const user = await post('/registration/users/', { first_name: 'Giulia', last_name: 'Vento', email, password, password_confirmation: password, user_terms: true }, headers);
    expect(user.statusCode).toBe(201);
    const company = {
      user_application: (user.json() as { id: string }).id,
      name: 'Vento Flex Srl',
      website: 'vento-flex.example',
      email: 'info@vento-flex.example',
      registration_no: 'IT123',
      country: 'IT',
      terms_of_service: true,
    };
    expect((await post('/registration/flexproviders/', company, headers)).statusCode).toBe(201);
    const mail = (await outbox(t.app, email)).find((m) => m.kind === 'registration_activation')!;
    expect(mail.subject).toBe('Attiva il tuo account Flex Marketplace');
    expect(mail.body).toContain('entro 48 ore');
    const stored = await t.app.db.query<{ preferred_locale: string }>('SELECT preferred_locale FROM users WHERE email = $1', [email]);
    expect(stored.rows[0]?.preferred_locale).toBe('it-IT');
  });
});
