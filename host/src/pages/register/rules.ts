/**
 * The registration field rules, the same as the server's (api/src/domain/registration/
 * validation.ts and the password rules of api/src/auth/passwords.ts): checked here first so the
 * stages answer at once; the server checks them again and its messages win. The website rule is
 * not restated here: the form imports the server's module (`api/rules/website`).
 */
export const NAME_MAX = 150;
export const COMPANY_NAME_MAX = 200;
export const WEBSITE_MAX = 200;
export const EMAIL_MAX = 254;
export const REGISTRATION_NO_MAX = 50;
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 256;
/** zxcvbn's score from which a password counts as strong enough (0 weakest … 4 strongest). */
export const STRONG_ENOUGH = 3;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const REGISTRATION_NO = /^[A-Za-z0-9][A-Za-z0-9 ./-]*$/;

export function isEmail(value: string): boolean {
  const v = value.trim();
  return v.length <= EMAIL_MAX && EMAIL.test(v);
}

export function isRegistrationNo(value: string): boolean {
  return REGISTRATION_NO.test(value.trim());
}

export type PasswordRequirement = 'length' | 'notNumeric' | 'notEmail';

/** Each password requirement and whether it is met (the server's minimum rules). */
export function passwordRequirements(password: string, email: string): Record<PasswordRequirement, boolean> {
  const lower = password.toLowerCase();
  const address = email.trim().toLowerCase();
  const local = address.split('@')[0] ?? '';
  return {
    length: password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX,
    notNumeric: password.length > 0 && !/^\d+$/.test(password),
    notEmail: password.length > 0 && lower !== address && !(local.length >= 3 && lower === local),
  };
}

export function requirementsMet(password: string, email: string): boolean {
  return Object.values(passwordRequirements(password, email)).every(Boolean);
}
