/**
 * Contract end dates are stored exclusive (the first day the contract no longer runs) and shown
 * one day earlier (platform §9): the last day it runs.
 */

/** The last day a stored (exclusive) end date stands for: YYYY-MM-DD → the day before. */
export function lastDay(storedEnd: string): string {
  return new Date(Date.parse(`${storedEnd.slice(0, 10)}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/** The stored (exclusive) end for a last day: YYYY-MM-DD → the day after. */
export function storedEnd(last: string): string {
  return new Date(Date.parse(`${last}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}
