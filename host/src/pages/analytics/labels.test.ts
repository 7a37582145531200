import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LABELLED_COLUMNS, LABELLED_FIGURES } from './labels';

/** The keys the contract names, per kind of line of its report sections. */
function contractKeys(): { columns: Set<string>; figures: Set<string> } {
  const readme = readFileSync(join(__dirname, '../../../../api/src/domain/analytics/README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Reports and their figures'));
  const columns = new Set<string>();
  const figures = new Set<string>();
  // Items of a report section run over several lines: join each "- …" item before reading it.
  const items = section.split(/\n(?=- |### )/).map((item) => item.replace(/\s+/g, ' '));
  const ticked = (text: string) => [...text.matchAll(/`([a-z0-9_]+)`/g)].map((m) => m[1]!);
  for (const item of items) {
    if (item.startsWith('- main columns:')) ticked(item).forEach((k) => columns.add(k));
    else if (item.startsWith('- figures:')) ticked(item).forEach((k) => figures.add(k));
    else if (item.startsWith('- table ')) ticked(item.replace(/[Tt]able `[a-z_]+`:/g, '')).forEach((k) => columns.add(k));
    else if (item.startsWith('- chart:')) ticked(item).filter((k) => k !== 'x').forEach((k) => columns.add(k));
  }
  return { columns, figures };
}

describe('analytics labels', () => {
  it('label every column and figure key of the contract', () => {
    const { columns, figures } = contractKeys();
    expect(columns.size).toBeGreaterThan(50);
    expect(figures.size).toBeGreaterThan(20);
    expect([...columns].filter((k) => !LABELLED_COLUMNS.includes(k))).toEqual([]);
    expect([...figures].filter((k) => !LABELLED_FIGURES.includes(k))).toEqual([]);
  });
});
