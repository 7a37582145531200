/** The registration calls (api/src/domain/registration). A 401 here is never a lost session. */
import {
  request,
  type ActivationLink,
  type ActivationResend,
  type ActivationResult,
  type RegistrationCompanyPart,
  type RegistrationCountry,
  type RegistrationSubmitted,
  type RegistrationUserPart,
  type UserApplication,
} from 'shared-session';

const context = { skipAuthError: true };

async function post<T>(path: string, json: unknown): Promise<T> {
  return (await request<T>('POST', path, { json, context })).data;
}

export const submitUserPart = (body: RegistrationUserPart) => post<UserApplication>('registration/users/', body);
export const submitCompanyPart = (body: RegistrationCompanyPart) => post<RegistrationSubmitted>('registration/flexproviders/', body);
export const activate = (link: ActivationLink) => post<ActivationResult>('registration/activation/', link);
export const resendActivation = (by: ActivationResend) => post<{ success: boolean }>('registration/activation/resend/', by);

export async function loadCountries(): Promise<RegistrationCountry[]> {
  return (await request<RegistrationCountry[]>('GET', 'registration/countries/', { context })).data;
}
