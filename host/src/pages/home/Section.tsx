import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Trans } from '@lingui/react';
import { DataTable, EmptyState, LoadState, type Load as Loaded } from 'shared-ui';

export interface SectionProps<T> {
  id: string;
  title: ReactNode;
  /** A link to the full list or the place to act ("See all bids"). */
  more?: ReactNode;
  result: Loaded<T>;
  onRetry: () => void;
  children: (value: T) => ReactNode;
}

/** One block of a page: its heading, then its content once loaded, or a loading line, or the error with "Try again". */
export function Section<T>({ id, title, more, result, onRetry, children }: SectionProps<T>) {
  return (
    <section className="home-section" aria-labelledby={id}>
      <div className="home-section__header">
        <h2 id={id}>{title}</h2>
        {more ? <p className="home-section__more">{more}</p> : null}
      </div>
      {result.state === 'ready' ? (
        children(result.value)
      ) : (
        <LoadState
          result={result}
          loading={<Trans id="home.loading" message="Loading…" />}
          loadingClassName="page-loading"
          failure={result.state === 'failed' && result.message ? result.message : <Trans id="home.loadFailed" message="This could not be loaded." />}
          failureClassName="home-section__error"
          retry={{ label: <Trans id="home.retry" message="Try again" />, onRetry }}
        />
      )}
    </section>
  );
}

/**
 * The table's own properties but for its rows (given once, for the table and the check for none), its caption's
 * visibility and its own empty line (never shown: without rows the section shows its empty state instead).
 */
type SectionTableProps<Row> = Omit<Parameters<typeof DataTable<Row>>[0], 'rows' | 'hideCaption' | 'empty'>;

export interface TableOrEmptyProps<Row> extends SectionTableProps<Row> {
  rows: readonly Row[];
  /** What the section says when there are no rows, and the next step if any. */
  empty: { title: ReactNode; description: ReactNode; action?: ReactNode };
  /** A line above the table ("The latest 5 of 12 …"). */
  intro?: ReactNode;
}

/** A section's list: its rows as a table (caption for assistive technology only), or, when there are none, an empty state. */
export function TableOrEmpty<Row>({ rows, empty, intro, ...table }: TableOrEmptyProps<Row>) {
  if (rows.length === 0) return <EmptyState headingLevel={3} title={empty.title} description={empty.description} action={empty.action} />;
  return (
    <>
      {intro}
      <DataTable {...table} rows={rows} hideCaption />
    </>
  );
}

export interface Stat {
  key: string;
  label: ReactNode;
  value: ReactNode;
  /** Where to act on it. */
  to?: string;
}

/** A figure once its data has loaded, a dash until then (or when it failed). */
export const countOf = <T,>(result: Loaded<T>, n: (value: T) => number): string | number => (result.state === 'ready' ? n(result.value) : '–');

/** The overdue milestones of the organisation's contracts, as a figure leading to the milestones screen. */
export const milestonesStat = (overdue: Loaded<number>, to: string): Stat => ({
  key: 'milestones-overdue',
  label: <Trans id="home.stat.milestonesOverdue" message="contract milestones overdue" />,
  value: countOf(overdue, (n) => n),
  to,
});

/** Key figures as a list of tiles, each a link to where the user acts on it. */
export function Stats({ label, stats }: { label: string; stats: readonly Stat[] }) {
  return (
    <ul className="home-stats" aria-label={label}>
      {stats.map((stat) => (
        <li key={stat.key} className="home-stat" data-stat={stat.key}>
          {stat.to ? (
            <Link className="home-stat__link" to={stat.to}>
              <span className="home-stat__value">{stat.value}</span> <span className="home-stat__label">{stat.label}</span>
            </Link>
          ) : (
            <>
              <span className="home-stat__value">{stat.value}</span> <span className="home-stat__label">{stat.label}</span>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
