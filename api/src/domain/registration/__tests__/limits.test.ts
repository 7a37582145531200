/** Registration is throttled like login (attempts per address and e-mail) and like reset e-mails (submissions per address). */
import { createTestApp, type TestApp } from '../../../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    rateLimits: { login: { max: 3, timeWindow: 60_000 }, loginFailures: { max: 1000, timeWindow: 60_000 }, reset: { max: 1, timeWindow: 60_000 } },
  });
});
afterAll(async () => t.close());

const PASSWORD = 'Kestrel-Harbour-91';
const post = (url: string, payload: object, remoteAddress: string) => t.app.inject({ method: 'POST', url, payload, remoteAddress });
const user = (email: string) => ({ first_name: 'Ada', last_name: 'Lovelace', email, password: PASSWORD, password_confirmation: PASSWORD, user_terms: true });

it('throttles user parts per client address and e-mail, failed ones included', async () => {
  const bad = { ...user('ada@limits.example'), user_terms: false };
  const codes = [];
  for (let i = 0; i < 4; i++) codes.push((await post('/registration/users/', bad, '10.9.9.1')).statusCode);
  expect(codes).toEqual([400, 400, 400, 429]);
  // Another client address is not held back.
  expect((await post('/registration/users/', user('ada@limits.example'), '10.9.9.2')).statusCode).toBe(201);
});

it('throttles submitted registrations per client address', async () => {
  const company = (id: string, name: string) => ({
    user_application: id,
    name,
    website: 'https://limits.example',
    email: 'office@limits.example',
    registration_no: 'SC123456',
    country: 'IT',
    terms_of_service: true,
  });
  const ids: string[] = [];
  for (const email of ['one@limits.example', 'two@limits.example']) {
    const res = await post('/registration/users/', user(email), '10.9.9.3');
    ids.push((res.json() as { id: string }).id);
  }
  expect((await post('/registration/flexproviders/', company(ids[0]!, 'Limits One'), '10.9.9.3')).statusCode).toBe(201);
  const second = await post('/registration/flexproviders/', company(ids[1]!, 'Limits Two'), '10.9.9.3');
  expect(second.statusCode).toBe(429);
  expect(second.headers['retry-after']).toBeDefined();
});
