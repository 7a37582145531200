/**
 * Self-registration of flex providers (spec platform §2.5, §3 "Registration data",
 * "Country list"). Public endpoints; rules and flow in README.md.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../errors.js';
import { hashPassword } from '../../auth/passwords.js';
import { RateLimiter, clientKey } from '../../auth/rate-limit.js';
import { activate, applicationProblem, processSubmission, resendActivation, storeUserPart, submitCompanyPart } from './accounts.js';
import { countryList } from './countries.js';
import { requestLocale } from '../../platform/i18n/locales.js';
import { ACTIVATION_HOURS } from './mail/send.js';
import { Activated, ActivationBody, CompanyPart, Country, Detail, LinkProblem, ResendBody, Submitted, UserApplication, UserPart } from './schemas.js';
import { checkCompanyPart, checkUserPart } from './validation.js';
import { typed, type TypedApp } from '../../platform/http/typed-app.js';

/** Creates the organisation and admin of a submitted registration (or tells an existing account's owner). */
export const SUBMITTED_JOB = 'registration-submitted';
/** E-mails a fresh activation link. */
export const RESEND_JOB = 'registration-activation-resend';

const tags = ['registration'];
const isPublic = { access: { public: true } };
const retries = { retryLimit: 5, retryDelay: 30, retryBackoff: true };

/** A registration's e-mail as accounts are looked up (trimmed, case-insensitive). */
function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

/** What the registration endpoints share: the rate limiter and the password hashing cost. */
interface RegistrationDeps {
  limiter: RateLimiter;
  cost: { memoryCost: number; timeCost: number };
}

/** GET registration/countries/: the countries a registering organisation may name. */
function countries(api: TypedApp): void {
  api.get(
    '/registration/countries/',
    {
      config: isPublic,
      schema: {
        tags,
        summary: 'The countries a registering organisation may name: ISO 3166-1 alpha-2 codes with English names',
        response: { 200: Type.Array(Country) },
      },
    },
    async () => countryList(),
  );
}

/** POST registration/users/: checks and keeps the user part (step 1). */
function userPart(api: TypedApp, { limiter, cost }: RegistrationDeps): void {
  api.post(
    '/registration/users/',
    {
      config: isPublic,
      schema: {
        tags,
        summary: 'Registration, step 1: check and keep the user part; answers the user application id for registration/flexproviders/',
        description:
          'Checks first_name, last_name (1–150 characters), email, password (at least 10 characters, not only digits, not the e-mail address), ' +
          'password_confirmation (equal) and user_terms (true), all at once: 400 `{field: [messages]}`. The answer is the same whether or ' +
          'not the address already has an account (that is only acted on, by e-mail, once the registration is submitted). The user part ' +
          `waits 24 hours for its company part. Throttled like login: attempts per client address and e-mail, and (the password is hashed) ` +
          'accepted user parts per client address.',
        body: UserPart,
        response: { 201: UserApplication, 429: Detail },
      },
    },
    async (request, reply) => {
      const address = clientKey(request.ip);
      await limiter.take('registration-user', `${address}|${emailKey(request.body.email)}`, api.config.rateLimits.login);
      const { value, errors } = checkUserPart(request.body);
      if (Object.keys(errors).length) throw badRequest(errors);
      await limiter.take('registration-user-accepted', address, api.config.rateLimits.loginFailures);
      const hash = await hashPassword(value.password, cost);
      return reply.code(201).send(await storeUserPart(api.db, value, hash));
    },
  );
}

/** POST registration/flexproviders/: submits the company part (step 2) and queues the account creation. */
function companyPart(api: TypedApp, { limiter }: RegistrationDeps): void {
  api.post(
    '/registration/flexproviders/',
    {
      config: isPublic,
      schema: {
        tags,
        summary: 'Registration, step 2: submit the company part with the user application id; the activation link is e-mailed',
        description:
          'Checks user_application (known, unexpired, not yet submitted), name (1–200), website (a web address; https:// added), email, ' +
          'registration_no (1–50: letters, digits, spaces, . / -), country (ISO 3166-1 alpha-2, see registration/countries/) and ' +
          'terms_of_service (true), all at once: 400 `{field: [messages]}`. Then a job creates the flex provider organisation and its ' +
          `admin user (team role admin), both inactive, and e-mails a signed link valid ${ACTIVATION_HOURS} hours; following it ` +
          '(registration/activation/) activates both, after which the user logs in with auth/jwt/create/. When the address already has an ' +
          'account nothing is created and its owner is e-mailed instead; the answer is the same either way. An earlier registration of the ' +
          'address that was never activated is replaced. Throttled per client address like password-reset e-mails.',
        body: CompanyPart,
        response: { 201: Submitted, 429: Detail },
      },
    },
    async (request, reply) => {
      const address = clientKey(request.ip);
      await limiter.take('registration-company', address, api.config.rateLimits.login);
      const { value, errors } = checkCompanyPart(request.body);
      if (!errors.user_application) {
        const { problem } = await applicationProblem(api.db, value.user_application);
        if (problem) errors.user_application = [problem];
      }
      if (Object.keys(errors).length) throw badRequest(errors);
      await limiter.take('registration-submitted', address, api.config.rateLimits.reset);
      const submitted = await api.db.transaction(async (tx) => {
        const done = await submitCompanyPart(tx, value, requestLocale(request));
        await api.jobs.send(SUBMITTED_JOB, { registration: done.id }, { db: tx });
        return done;
      });
      api.jobs.notify(SUBMITTED_JOB);
      return reply.code(201).send({ status: 'submitted', email: submitted.email, activation_hours: ACTIVATION_HOURS });
    },
  );
}

/** POST registration/activation/: follows an e-mailed activation link. */
function activation(api: TypedApp, { limiter }: RegistrationDeps): void {
  api.post(
    '/registration/activation/',
    {
      config: isPublic,
      schema: {
        tags,
        summary: 'Follow an e-mailed activation link: the organisation and its admin become active, and the user can log in',
        description:
          'Takes the registration, expires and signature parameters of the link. 200 `activated`, or `already_active` for a link used before. ' +
          '400 `{detail, code}`: link_expired (ask for a new one: registration/activation/resend/) or link_invalid (altered, or replaced by a ' +
          'newer registration of the same address). Throttled per client address like login.',
        body: ActivationBody,
        response: { 200: Activated, 400: LinkProblem, 429: Detail },
      },
    },
    async (request) => {
      await limiter.take('registration-activation', clientKey(request.ip), api.config.rateLimits.login);
      return { status: await activate(api.db, api.config, request.body) };
    },
  );
}

/** POST registration/activation/resend/: e-mails a new activation link. */
function resendActivationLink(api: TypedApp, { limiter }: RegistrationDeps): void {
  api.post(
    '/registration/activation/resend/',
    {
      config: isPublic,
      schema: {
        tags,
        summary: 'E-mail a new activation link, by the address registered with or by the registration of an expired link',
        description:
          'Send email, or registration (from an expired link). The answer is the same whether or not a registration waits for activation; ' +
          'only then is a new link sent, to the address registered with. Throttled per client address and address like password-reset e-mails.',
        body: ResendBody,
        response: { 200: Type.Object({ success: Type.Boolean() }), 429: Detail },
      },
    },
    async (request) => {
      const by = request.body;
      if (!by.email?.trim() && !by.registration?.trim()) throw badRequest({ email: ['Enter the e-mail address you registered with.'] });
      await limiter.take('registration-resend', `${clientKey(request.ip)}|${(by.email ?? by.registration ?? '').trim().toLowerCase()}`, api.config.rateLimits.reset);
      await api.jobs.send(RESEND_JOB, { ...(by.email ? { email: by.email } : {}), ...(by.registration ? { registration: by.registration } : {}) });
      return { success: true };
    },
  );
}

/** The registration endpoints and the jobs that create the accounts and resend activation links. */
export function registerRegistration(app: FastifyInstance): void {
  const api = typed(app);
  const { config } = app;
  const deps: RegistrationDeps = { limiter: new RateLimiter(app.db), cost: { memoryCost: config.argonMemoryCost, timeCost: config.argonTimeCost } };

  app.jobs.work<{ registration: string }>(SUBMITTED_JOB, retries, async ({ registration }) => ({
    outcome: await app.db.transaction((tx) => processSubmission(tx, config, registration)),
  }));
  app.jobs.work<{ email?: string; registration?: string }>(RESEND_JOB, retries, async (by) => ({
    sent: await app.db.transaction((tx) => resendActivation(tx, config, by)),
  }));

  countries(api);
  userPart(api, deps);
  companyPart(api, deps);
  activation(api, deps);
  resendActivationLink(api, deps);
}
