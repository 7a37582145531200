/** An id from the route or the query (`/competitions/12`, `?competition=12`), or null when it is not one. */
export function parseId(value: string | null | undefined): number | null {
  return typeof value === 'string' && /^\d{1,10}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}
