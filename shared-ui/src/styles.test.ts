/**
 * @jest-environment node
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const css = readFileSync(join(__dirname, 'styles.css'), 'utf8');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'locales' ? [] : sources(path);
    return /\.tsx$/.test(name) && !/\.test\./.test(name) ? [path] : [];
  });
}

test('braces are balanced', () => {
  const open = css.split('{').length;
  const close = css.split('}').length;
  expect(open).toBe(close);
});

test('every fx- class used by a component has a rule', () => {
  const used = new Set<string>();
  for (const file of sources(__dirname)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/fx-[a-z]+(?:-[a-z]+)*(?:__[a-z-]+)?(?:--[a-z]+)?/g)) {
      used.add(match[0]);
    }
  }
  // Id prefixes passed to useDomId are not classes.
  const ids = new Set(['fx-dropdown', 'fx-modal', 'fx-checklist', 'fx-submit', 'fx-field', 'fx-tabs', 'fx-empty', 'fx-progress']);
  const missing = [...used].filter((cls) => !css.includes(`.${cls}`) && !ids.has(cls));
  expect(missing).toEqual([]);
});
