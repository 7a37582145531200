/** A route's numeric id, or null when it is not one. */
export function parseId(value: string | undefined): number | null {
  return value !== undefined && /^\d{1,10}$/.test(value) ? Number(value) : null;
}
