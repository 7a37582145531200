import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { bus, type DispatchInstruction, type Region } from 'shared-session';
import { formatCapacity, formatDateTime, useBusValue, type DataTableColumn, type Load as Loaded } from 'shared-ui';
import type { Counted } from './api';
import { DISPATCH_STATUS } from './labels';
import { countOf, Section, TableOrEmpty, type Stat } from './Section';

function dispatchColumns(i18n: I18n, region: Region, withProvider: boolean): DataTableColumn<DispatchInstruction>[] {
  return [
    { key: 'start', header: i18n._({ id: 'home.col.start', message: 'Starts' }), sortable: true, isRowHeader: true, render: (d) => formatDateTime(d.start, region) ?? '' },
    { key: 'competition_name', header: i18n._({ id: 'home.col.competition', message: 'Competition' }), sortable: true },
    ...(withProvider ? [{ key: 'flex_provider_name', header: i18n._({ id: 'home.col.provider', message: 'Flex provider' }), sortable: true }] : []),
    { key: 'window_name', header: i18n._({ id: 'home.col.window', message: 'Service window' }), sortable: true },
    {
      key: 'quantity',
      header: i18n._({ id: 'home.col.quantity', message: 'Quantity' }),
      sortable: true,
      align: 'end',
      render: (d) => formatCapacity(d.quantity, d.unit, region) ?? '',
    },
    { key: 'status', header: i18n._({ id: 'home.col.status', message: 'Status' }), sortable: true, value: (d) => i18n._(DISPATCH_STATUS[d.status]) },
  ];
}

/** Upcoming dispatches as a figure of the home's "At a glance" list (`null` counts as none). */
export function dispatchesStat(result: Loaded<Counted<DispatchInstruction> | null>, to: string): Stat {
  return {
    key: 'dispatches',
    label: <Trans id="home.stat.dispatches" message="upcoming dispatches" />,
    value: countOf(result, (d) => d?.total ?? 0),
    to,
  };
}

export interface DispatchesSectionProps {
  result: Loaded<Counted<DispatchInstruction> | null>;
  onRetry: () => void;
  /** The full list in Operations ("See all upcoming dispatches"). */
  moreTo: string;
  /** A column naming each instruction's flex provider (the operator's view). */
  withProvider: boolean;
  caption: ReactNode;
  emptyDescription: ReactNode;
  emptyAction?: ReactNode;
}

/** The home's "Upcoming dispatches" section, for a flex provider and a system operator alike. */
export function DispatchesSection({ result, onRetry, moreTo, withProvider, caption, emptyDescription, emptyAction }: DispatchesSectionProps) {
  const { i18n } = useLingui();
  const region = useBusValue(bus.region$);
  const columns = useMemo(() => dispatchColumns(i18n, region, withProvider), [i18n, region, withProvider]);
  return (
    <Section
      id="home-dispatches"
      title={<Trans id="home.dispatches.title" message="Upcoming dispatches" />}
      more={<Link to={moreTo}><Trans id="home.dispatches.more" message="See all upcoming dispatches" /></Link>}
      result={result}
      onRetry={onRetry}
    >
      {(value) => (
        <TableOrEmpty
          rows={value?.rows ?? []}
          empty={{ title: <Trans id="home.dispatches.empty" message="No upcoming dispatches" />, description: emptyDescription, action: emptyAction }}
          caption={caption}
          columns={columns}
          getRowKey={(d) => d.id}
          searchable
          exportFilename="upcoming-dispatches"
        />
      )}
    </Section>
  );
}
