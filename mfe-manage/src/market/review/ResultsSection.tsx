import { useMemo, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { DataTable, formatCapacity, formatInteger, type DataTableColumn, type FormatRegion, type PowerUnit } from 'shared-ui';
import { Facts } from '../../competitions/detail/parts';
import { windowText } from './BidsTable';
import type { WindowResult } from './model';
import type { useReviewResults } from './useReview';

function columns(i18n: I18n, unit: PowerUnit, region: FormatRegion): DataTableColumn<WindowResult>[] {
  const capacity = (key: string, header: string, pick: (r: WindowResult) => number | null): DataTableColumn<WindowResult> => ({
    key,
    header,
    sortable: true,
    align: 'end',
    value: pick,
    render: (r) => formatCapacity(pick(r), unit, region) ?? '—',
  });
  const count = (key: 'bids' | 'accepted' | 'rejected' | 'pending', header: string): DataTableColumn<WindowResult> => ({
    key,
    header,
    sortable: true,
    align: 'end',
    value: (r) => r[key],
  });
  return [
    { key: 'window', header: i18n._({ id: 'manage.review.col.window', message: 'Window' }), isRowHeader: true, sortable: true, value: (r) => windowText(r.window, i18n, region) },
    capacity('required', i18n._({ id: 'manage.review.col.capacityRequired', message: 'Capacity required' }), (r) => r.window.capacity_required),
    count('bids', i18n._({ id: 'manage.review.col.bids', message: 'Bids' })),
    capacity('offered', i18n._({ id: 'manage.review.col.capacityOffered', message: 'Capacity offered' }), (r) => r.capacityOffered),
    count('accepted', i18n._({ id: 'manage.review.col.accepted', message: 'Accepted' })),
    count('rejected', i18n._({ id: 'manage.review.col.rejected', message: 'Rejected' })),
    count('pending', i18n._({ id: 'manage.review.col.pending', message: 'Pending' })),
    capacity('acceptedCapacity', i18n._({ id: 'manage.review.col.acceptedCapacity', message: 'Accepted capacity' }), (r) => r.acceptedCapacity),
    {
      key: 'met',
      header: i18n._({ id: 'manage.review.col.requirementMet', message: 'Requirement met' }),
      sortable: true,
      value: (r) =>
        r.met === null
          ? ''
          : r.met
            ? i18n._({ id: 'manage.review.yes', message: 'Yes' })
            : i18n._({ id: 'manage.review.no', message: 'No' }),
    },
  ];
}

export interface ResultsSectionProps {
  /** The heading's id and words. */
  id: string;
  title: ReactNode;
  /** The review's decisions counted, its results per window and its capacity unit. */
  figures: Pick<ReturnType<typeof useReviewResults>, 'counts' | 'results' | 'unit'>;
  region: FormatRegion;
}

/** A review page's results: the decisions counted, then per service window the capacity required against offered and accepted. */
export function ResultsSection({ id, title, figures: { counts, results, unit }, region }: ResultsSectionProps) {
  const { i18n } = useLingui();
  const cols = useMemo(() => columns(i18n, unit, region), [i18n, unit, region]);
  return (
    <section className="review-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <Facts
        className="review-facts"
        items={[
          [<Trans key="a" id="manage.review.col.accepted" message="Accepted" />, formatInteger(counts.accepted, region)],
          [<Trans key="r" id="manage.review.col.rejected" message="Rejected" />, formatInteger(counts.rejected, region)],
          [<Trans key="p" id="manage.review.col.pending" message="Pending" />, formatInteger(counts.pending, region)],
          [<Trans key="c" id="manage.review.col.acceptedCapacity" message="Accepted capacity" />, formatCapacity(counts.acceptedCapacity, unit, region)],
        ]}
      />
      <DataTable
        caption={<Trans id="manage.review.windows.caption2" message="Capacity and decisions per service window" />}
        columns={cols}
        rows={results}
        getRowKey={(r) => r.window.id}
        exportFilename="window-results"
        empty={<Trans id="manage.review.windowResults.empty" message="This competition has no service windows." />}
      />
    </section>
  );
}
