/**
 * A tiny composable SQL builder with positional parameters.
 *
 *   const q = sql`SELECT * FROM users t WHERE t.organisation_id = ${orgId} AND ${cond}`;
 *   db.query(q.text, q.values)   // or db.run(q)
 *
 * Interpolated values become `$n` parameters; interpolated `SqlFragment`s are inlined with
 * their own parameters renumbered. Use `raw()` only for trusted identifiers/keywords,
 * `ident()` for identifiers that come from code (quoted), and `join()` to combine fragments.
 */
export class SqlFragment {
  constructor(
    readonly strings: readonly string[],
    readonly params: readonly unknown[],
  ) {}

  /** Compile to text with `$1..$n` placeholders, starting after `offset` existing params. */
  compile(offset = 0): { text: string; values: unknown[] } {
    let text = this.strings[0] ?? '';
    for (let i = 0; i < this.params.length; i++) {
      text += `$${offset + i + 1}${this.strings[i + 1] ?? ''}`;
    }
    return { text, values: [...this.params] };
  }

  get text(): string {
    return this.compile().text;
  }

  get values(): unknown[] {
    return [...this.params];
  }
}

export function sql(strings: TemplateStringsArray, ...values: unknown[]): SqlFragment {
  const outStrings: string[] = [strings[0] ?? ''];
  const outParams: unknown[] = [];
  values.forEach((value, i) => {
    const next = strings[i + 1] ?? '';
    if (value instanceof SqlFragment) {
      // Inline the fragment: glue its first string to the current tail.
      const last = outStrings.length - 1;
      outStrings[last] += value.strings[0] ?? '';
      for (let j = 0; j < value.params.length; j++) {
        outParams.push(value.params[j]);
        outStrings.push(value.strings[j + 1] ?? '');
      }
      outStrings[outStrings.length - 1] += next;
    } else {
      outParams.push(value);
      outStrings.push(next);
    }
  });
  return new SqlFragment(outStrings, outParams);
}

/** Trusted SQL text (keywords, already-validated identifiers). Never pass user input. */
export function raw(text: string): SqlFragment {
  return new SqlFragment([text], []);
}

const IDENT = /^[a-z_][a-z0-9_]*$/i;

/** A quoted identifier, optionally qualified (`t.name` → `t."name"`). Throws on odd names. */
export function ident(name: string): SqlFragment {
  const parts = name.split('.');
  if (!parts.every((p) => IDENT.test(p))) throw new Error(`Invalid SQL identifier: ${name}`);
  return raw(parts.map((p) => `"${p}"`).join('.'));
}

export function join(fragments: readonly SqlFragment[], separator = ', '): SqlFragment {
  if (fragments.length === 0) return raw('');
  const strings = new Array<string>(fragments.length).fill(separator);
  strings[0] = '';
  strings.push('');
  return sql(Object.assign([...strings], { raw: [...strings] }) as unknown as TemplateStringsArray, ...fragments);
}

/** `a AND b AND …`; true when empty. */
export function and(conditions: readonly (SqlFragment | null | undefined)[]): SqlFragment {
  const present = conditions.filter((c): c is SqlFragment => c instanceof SqlFragment);
  if (present.length === 0) return raw('TRUE');
  return join(
    present.map((c) => sql`(${c})`),
    ' AND ',
  );
}

export const TRUE = raw('TRUE');
export const FALSE = raw('FALSE');
