import { hash, verify } from '@node-rs/argon2';
import { badRequest } from '../errors.js';

export interface ArgonCost {
  memoryCost: number;
  timeCost: number;
}

const ARGON2ID = 2; // Algorithm.Argon2id (a const enum, not importable under isolatedModules)

export function hashPassword(password: string, cost: ArgonCost): Promise<string> {
  return hash(password, { algorithm: ARGON2ID, memoryCost: cost.memoryCost, timeCost: cost.timeCost, parallelism: 1 });
}

export async function verifyPassword(passwordHash: string | null, password: string, cost: ArgonCost): Promise<boolean> {
  if (!passwordHash) {
    // Same work as a real check, so response time does not reveal whether the account exists.
    await hashPassword(password, cost);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Password rules: at least 10 characters, not entirely numeric, not the e-mail (or its name part). */
export function passwordProblems(password: string, email?: string): string[] {
  const problems: string[] = [];
  if (password.length < 10) problems.push('This password is too short. It must contain at least 10 characters.');
  if (/^\d+$/.test(password)) problems.push('This password is entirely numeric.');
  if (email) {
    const lower = password.toLowerCase();
    const address = email.toLowerCase();
    const local = address.split('@')[0] ?? '';
    if (lower === address || (local.length >= 3 && lower === local)) problems.push('The password is too similar to the email address.');
  }
  if (password.length > 256) problems.push('Ensure this field has no more than 256 characters.');
  return problems;
}

export function assertPasswordOk(field: string, password: string, email?: string): void {
  const problems = passwordProblems(password, email);
  if (problems.length > 0) throw badRequest({ [field]: problems });
}
