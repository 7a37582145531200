import { request } from '../api/client';
import type { ApiError } from '../api/errors';
import type { ResponseOf } from '../api/types';
import { acceptToken } from './session';

/** Outcome of a password call: the server's error (with per-field messages) when it failed. */
export type PasswordResult = { ok: true } | { ok: false; error: ApiError };

const noAuthError = { skipAuthError: true } as const;

async function post(path: string, json: unknown): Promise<PasswordResult> {
  try {
    await request<unknown>('POST', path, { json, context: noAuthError });
    return { ok: true };
  } catch (error) {
    return { ok: false, error: error as ApiError };
  }
}

/** POST auth/users/reset_password/ {email}. The server answers alike whether or not the address exists. */
export function requestPasswordReset(email: string): Promise<PasswordResult> {
  return post('auth/users/reset_password/', { email });
}

/** POST auth/users/reset_password_confirm/ {uid, token, new_password}. */
export function confirmPasswordReset(input: { uid: string; token: string; new_password: string }): Promise<PasswordResult> {
  return post('auth/users/reset_password_confirm/', input);
}

/**
 * POST auth/users/set_password/ {current_password, new_password, mfa_code?} (logged in). The
 * server ends every session of the user and answers with a fresh token for this one, which
 * replaces the stored token so this tab stays logged in.
 */
export async function setPassword(input: { current_password: string; new_password: string; mfa_code?: string }): Promise<PasswordResult> {
  try {
    const { data } = await request<Partial<ResponseOf<'/auth/users/set_password/', 'post'>>>('POST', 'auth/users/set_password/', { json: input });
    if (typeof data?.token === 'string') acceptToken(data.token);
    return { ok: true };
  } catch (error) {
    return { ok: false, error: error as ApiError };
  }
}
