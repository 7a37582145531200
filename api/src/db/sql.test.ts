import { sql, raw, ident, join, and } from './sql.js';

describe('sql builder', () => {
  it('numbers parameters across nested fragments', () => {
    const cond = sql`t.size > ${5} AND t.name = ${'x'}`;
    const q = sql`SELECT * FROM ${ident('widgets')} AS t WHERE t.owner = ${7} AND (${cond}) LIMIT ${10}`;
    expect(q.text).toBe('SELECT * FROM "widgets" AS t WHERE t.owner = $1 AND (t.size > $2 AND t.name = $3) LIMIT $4');
    expect(q.values).toEqual([7, 5, 'x', 10]);
  });

  it('joins fragments and ANDs conditions, skipping absent ones', () => {
    const list = join([sql`${1}`, sql`${2}`, raw('3')]);
    expect(sql`IN (${list})`.compile()).toEqual({ text: 'IN ($1, $2, 3)', values: [1, 2] });
    expect(and([sql`a = ${1}`, undefined, null, sql`b = ${2}`]).compile()).toEqual({ text: '(a = $1) AND (b = $2)', values: [1, 2] });
    expect(and([]).text).toBe('TRUE');
    expect(join([]).text).toBe('');
  });

  it('quotes identifiers and refuses odd ones', () => {
    expect(ident('t.flex_provider_id').text).toBe('"t"."flex_provider_id"');
    expect(() => ident('name; DROP TABLE users')).toThrow('Invalid SQL identifier');
    expect(() => ident('"x"')).toThrow();
  });

  it('keeps values out of the SQL text', () => {
    const evil = "'); DROP TABLE users; --";
    const q = sql`SELECT ${evil}`;
    expect(q.text).toBe('SELECT $1');
    expect(q.values).toEqual([evil]);
  });
});
