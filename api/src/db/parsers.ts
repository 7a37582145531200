/** Postgres type OIDs whose text form we parse the same way on PGlite and on pg. */
export const TYPE_PARSERS: Record<number, (value: string) => unknown> = {
  20: (v) => Number(v), // int8 (count(*))
  1700: (v) => Number(v), // numeric
  1082: (v) => v, // date stays 'YYYY-MM-DD' (no timezone shift)
};
