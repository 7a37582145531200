/**
 * Field rules of the registration bodies. Every field is checked and every problem reported at
 * once, DRF-style (`{field: ["message"]}`); the schemas only fix the types. The web client
 * applies the same rules before it sends (host/src/pages/register/rules.ts).
 */
import { passwordProblems } from '../../auth/passwords.js';
import { isCountryCode } from './countries.js';
import { normaliseWebsite } from './website.js';

export type FieldErrors = Record<string, string[]>;

export const NAME_MAX = 150;
export const COMPANY_NAME_MAX = 200;
export const WEBSITE_MAX = 200;
export const EMAIL_MAX = 254;
export const REGISTRATION_NO_MAX = 50;

const BLANK = 'This field may not be blank.';
/** For an unknown, expired or malformed user application id. */
export const APPLICATION_GONE = 'Your details have expired or could not be found. Enter your details again.';
export const APPLICATION_SUBMITTED = 'This registration has already been submitted. Check your e-mail for the activation link.';
/** The same plausibility check as the web client's (the mail server has the last word). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const REGISTRATION_NO = /^[A-Za-z0-9][A-Za-z0-9 ./-]*$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface UserPartBody {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  password_confirmation: string;
  user_terms: boolean;
}

export interface CompanyPartBody {
  user_application: string;
  name: string;
  website: string;
  email: string;
  registration_no: string;
  country: string;
  terms_of_service: boolean;
}

function add(errors: FieldErrors, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}

function text(errors: FieldErrors, field: string, value: string, max: number): string {
  const v = value.trim();
  if (!v) add(errors, field, BLANK);
  else if (v.length > max) add(errors, field, `Ensure this field has no more than ${max} characters.`);
  return v;
}

function email(errors: FieldErrors, field: string, value: string): string {
  const v = text(errors, field, value, EMAIL_MAX);
  if (v && v.length <= EMAIL_MAX && !EMAIL.test(v)) add(errors, field, 'Enter a valid email address.');
  return v.toLowerCase();
}

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** The checked user part (names and address trimmed, address lower-cased) and its problems. */
export function checkUserPart(body: UserPartBody): { value: UserPartBody; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const first_name = text(errors, 'first_name', body.first_name, NAME_MAX);
  const last_name = text(errors, 'last_name', body.last_name, NAME_MAX);
  const address = email(errors, 'email', body.email);
  if (!body.password) add(errors, 'password', BLANK);
  else for (const problem of passwordProblems(body.password, address)) add(errors, 'password', problem);
  if (!body.password_confirmation) add(errors, 'password_confirmation', BLANK);
  else if (body.password && body.password_confirmation !== body.password) add(errors, 'password_confirmation', 'The two passwords do not match.');
  if (body.user_terms !== true) add(errors, 'user_terms', 'Accept the terms of use to register.');
  return { value: { ...body, first_name, last_name, email: address }, errors };
}

/** The checked company part (website normalised, country upper-cased) and its problems. */
export function checkCompanyPart(body: CompanyPartBody): { value: CompanyPartBody; errors: FieldErrors } {
  const errors: FieldErrors = {};
  if (!isUuid(body.user_application.trim())) add(errors, 'user_application', APPLICATION_GONE);
  const name = text(errors, 'name', body.name, COMPANY_NAME_MAX);
  let website = text(errors, 'website', body.website, WEBSITE_MAX);
  if (website && website.length <= WEBSITE_MAX) {
    const normalised = normaliseWebsite(website);
    if (normalised === null || normalised.length > WEBSITE_MAX) add(errors, 'website', 'Enter a valid website address, e.g. https://example.com.');
    else website = normalised;
  }
  const address = email(errors, 'email', body.email);
  const registration_no = text(errors, 'registration_no', body.registration_no, REGISTRATION_NO_MAX);
  if (registration_no && registration_no.length <= REGISTRATION_NO_MAX && !REGISTRATION_NO.test(registration_no)) {
    add(errors, 'registration_no', 'Use letters, digits, spaces, dots, slashes and hyphens only.');
  }
  const country = body.country.trim().toUpperCase();
  if (!isCountryCode(country)) add(errors, 'country', 'Choose a country from the list.');
  if (body.terms_of_service !== true) add(errors, 'terms_of_service', 'Accept the terms of service to register.');
  return { value: { ...body, user_application: body.user_application.trim().toLowerCase(), name, website, email: address, registration_no, country }, errors };
}
