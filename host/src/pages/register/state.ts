/**
 * The registration in progress (spec platform §3 "Registration data", §4.4): the user and
 * company data, the user application id the server answered, and one confirmed flag per stage.
 * Kept in sessionStorage (this tab only) across the stages and reloads; never the password.
 * Removed as a whole when the registration is submitted, or started over.
 */
import type { RegistrationCompanyPart, RegistrationUserPart, UserApplication } from 'shared-session';
import { REGISTER_STAGES, type RegisterStage } from './paths';

export type Stage = RegisterStage;
export const STAGES: readonly Stage[] = REGISTER_STAGES;
export const STORAGE_KEY = 'registration';

/** The user part as kept in the tab: the body of registration/users/ without the passwords. */
export type UserData = Omit<RegistrationUserPart, 'password' | 'password_confirmation'>;

/** The company part as kept in the tab: the body of registration/flexproviders/ without the user application; the country is null until chosen (the form then proposes the region's). */
export type CompanyData = Omit<RegistrationCompanyPart, 'user_application' | 'country'> & { country: RegistrationCompanyPart['country'] | null };

/** The user application registration/users/ answered: its id, and until when it can be submitted. */
export type Application = Pick<UserApplication, 'id' | 'expires'>;

export interface RegistrationState {
  confirmed: Record<Stage, boolean>;
  user: UserData;
  /** The user application id from registration/users/ and until when it can be submitted. */
  application: Application | null;
  company: CompanyData;
}

export function emptyRegistration(): RegistrationState {
  return {
    confirmed: { confirm: false, user: false, company: false, submit: false },
    user: { first_name: '', last_name: '', email: '', user_terms: false },
    application: null,
    company: { name: '', website: '', email: '', registration_no: '', country: null, terms_of_service: false },
  };
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The stored registration, or a fresh one (also when what is stored is unreadable). */
export function loadRegistration(): RegistrationState {
  const fresh = emptyRegistration();
  const raw = storage()?.getItem(STORAGE_KEY);
  if (!raw) return fresh;
  try {
    const stored = JSON.parse(raw) as Partial<RegistrationState>;
    return {
      confirmed: { ...fresh.confirmed, ...stored.confirmed },
      user: { ...fresh.user, ...stored.user },
      application: stored.application?.id ? stored.application : null,
      company: { ...fresh.company, ...stored.company },
    };
  } catch {
    return fresh;
  }
}

export function saveRegistration(state: RegistrationState): void {
  storage()?.setItem(STORAGE_KEY, JSON.stringify(state));
}

export function resetRegistration(): void {
  storage()?.removeItem(STORAGE_KEY);
}

export function hasRegistrationInProgress(): boolean {
  return Boolean(storage()?.getItem(STORAGE_KEY));
}

/** The first stage before `stage` that is not confirmed (where a visit to `stage` is sent), or null. */
export function blockingStage(state: RegistrationState, stage: Stage): Stage | null {
  const index = STAGES.indexOf(stage);
  return STAGES.slice(0, index).find((s) => !state.confirmed[s]) ?? null;
}

/** The application id while it can still be submitted. */
export function liveApplication(state: RegistrationState, now = Date.now()): Application | null {
  const a = state.application;
  return a && Date.parse(a.expires) > now ? a : null;
}

/** What each stage component gets from the registration page. */
export interface StageProps {
  state: RegistrationState;
  update(change: (state: RegistrationState) => RegistrationState): void;
  go(stage: Stage): void;
}

export function confirmStage(state: RegistrationState, stage: Stage, confirmed = true): RegistrationState {
  return { ...state, confirmed: { ...state.confirmed, [stage]: confirmed } };
}
