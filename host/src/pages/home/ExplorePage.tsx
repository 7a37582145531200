import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { bus, paths, type Region } from 'shared-session';
import { DataTable, formatDateTime, useBusValue, type DataTableColumn, useLoad } from 'shared-ui';
import { PageIntro } from '../PageIntro';
import { byOperator, exploreCompetitions, type ExploreCompetition, type OperatorGroup } from './api';
import { useCanOpen } from './canOpen';
import { COMPETITION_STATUS } from './labels';
import { Section, TableOrEmpty } from './Section';

export const MARKETPLACE_PATH = '/marketplace/buy';

function operatorColumns(i18n: I18n): DataTableColumn<OperatorGroup>[] {
  return [
    {
      key: 'operator',
      header: i18n._({ id: 'explore.col.operator', message: 'System operator' }),
      isRowHeader: true,
      sortable: true,
      value: (g) => g.operator.name,
      render: (g) => (
        <span className="explore-operator">
          <span className="explore-operator__swatch" style={{ background: g.operator.brand_colour ?? undefined }} aria-hidden="true" />
          {g.operator.name}
        </span>
      ),
    },
    { key: 'qualifying', header: i18n._({ id: 'explore.col.qualifying', message: 'Qualification open' }), sortable: true, align: 'end' },
    { key: 'open', header: i18n._({ id: 'explore.col.open', message: 'Bidding open' }), sortable: true, align: 'end' },
    { key: 'total', header: i18n._({ id: 'explore.col.total', message: 'All live competitions' }), sortable: true, align: 'end' },
  ];
}

function competitionColumns(i18n: I18n, region: Region): DataTableColumn<ExploreCompetition>[] {
  return [
    {
      key: 'name',
      header: i18n._({ id: 'explore.col.competition', message: 'Competition' }),
      isRowHeader: true,
      sortable: true,
      render: (c) => (
        <Link to={paths.competitionOnMap(c.id)} aria-label={i18n._({ id: 'explore.onMap', message: '{name}, on the map', values: { name: c.name } })}>
          {c.name}
        </Link>
      ),
    },
    { key: 'operator', header: i18n._({ id: 'explore.col.operator', message: 'System operator' }), sortable: true, value: (c) => c.operator.name },
    { key: 'status', header: i18n._({ id: 'explore.col.status', message: 'Status' }), sortable: true, value: (c) => i18n._(COMPETITION_STATUS[c.status]) },
    {
      key: 'qualification_closed',
      header: i18n._({ id: 'explore.col.qualificationCloses', message: 'Qualification closes' }),
      sortable: true,
      value: (c) => c.qualification_closed ?? '',
      render: (c) => formatDateTime(c.qualification_closed, region) ?? '',
    },
    { key: 'open', header: i18n._({ id: 'explore.col.biddingOpens', message: 'Bidding opens' }), sortable: true, value: (c) => c.open ?? '', render: (c) => formatDateTime(c.open, region) ?? '' },
    { key: 'closed', header: i18n._({ id: 'explore.col.biddingCloses', message: 'Bidding closes' }), sortable: true, value: (c) => c.closed ?? '', render: (c) => formatDateTime(c.closed, region) ?? '' },
  ];
}

/** /explore (flag `explore`): where operators are buying flexibility now, by operator, with links to the map. */
export function ExplorePage() {
  const { i18n } = useLingui();
  const region = useBusValue(bus.region$);
  const canOpen = useCanOpen();
  const competitions = useLoad(exploreCompetitions, '', []);
  const opCols = useMemo(() => operatorColumns(i18n), [i18n]);
  const compCols = useMemo(() => competitionColumns(i18n, region), [i18n, region]);
  return (
    <PageIntro
      title={<Trans id="explore.title" message="Explore markets" />}
      lead={
        <Trans
          id="explore.lead2"
          message="Where system operators are buying flexibility now: competitions open for qualification, waiting for bidding, or open for bids. Choose one to see its area and the assets that qualify on the map."
        />
      }
    >
      <p className="home-actions">
        <Link className="fx-button fx-button--primary" to={paths.dashboard}>
          <Trans id="explore.map" message="Open the map" />
        </Link>
        {canOpen(MARKETPLACE_PATH) ? (
          <Link className="fx-button" to={MARKETPLACE_PATH}>
            <Trans id="explore.marketplace" message="Open the buyer marketplace" />
          </Link>
        ) : null}
      </p>
      <Section id="explore-operators" title={<Trans id="explore.operators.title" message="By system operator" />} result={competitions.result} onRetry={competitions.reload}>
        {(rows) => (
          <TableOrEmpty
            rows={byOperator(rows)}
            empty={{
              title: <Trans id="explore.empty" message="No competitions are open right now" />,
              description: <Trans id="explore.emptyText" message="System operators publish new competitions as their networks need flexibility. They appear here and on the map as soon as qualification opens." />,
            }}
            caption={<Trans id="explore.operators.caption" message="Live competitions by system operator" />}
            columns={opCols}
            getRowKey={(g) => g.operator.id}
            exportFilename="competitions-by-operator"
          />
        )}
      </Section>
      <Section id="explore-competitions" title={<Trans id="explore.competitions.title" message="Live competitions" />} result={competitions.result} onRetry={competitions.reload}>
        {(rows) =>
          rows.length === 0 ? (
            <p className="muted">
              <Trans id="explore.competitions.none" message="Nothing to list yet." />
            </p>
          ) : (
            <DataTable
              caption={<Trans id="explore.competitions.caption2" message="Every live competition" />}
              hideCaption
              columns={compCols}
              rows={rows}
              getRowKey={(c) => c.id}
              searchable
              searchLabel={i18n._({ id: 'explore.search', message: 'Search by competition or system operator' })}
              pageSize={20}
              exportFilename="live-competitions"
              defaultSort={{ key: 'closed', direction: 'ascending' }}
            />
          )
        }
      </Section>
    </PageIntro>
  );
}
