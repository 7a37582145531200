import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import { bus, paths, type Competition } from 'shared-session';
import { DataTable, EmptyState, formatDateTime, formatInteger, useBusValue, type DataTableColumn, LoadState, useLoad } from 'shared-ui';
import { competitionTypeLabel } from '../../common/competitions';
import { retryLoad } from '../../competitions/detail/parts';
import { openCompetitionsToBid, qualifyingAssetsOf } from './api';
import { BidsScreen } from './BidsScreen';
import { BIDS_PATHS } from './paths';

/**
 * Submit new bids (/manage/flexprovider/bids/submit): the competitions open for bidding in which
 * the provider has qualifying assets, each leading to its ballots page where bids are placed.
 */
export function SubmitBidsPage() {
  const { i18n } = useLingui();
  const region = useBusValue(bus.region$);
  const { result, reload } = useLoad(openCompetitionsToBid, i18n._({ id: 'manage.bids.submit.loadFailed', message: 'The competitions open for bidding could not be loaded.' }), []);

  const columns = useMemo((): DataTableColumn<Competition>[] => {
    return [
      {
        key: 'name',
        header: i18n._({ id: 'manage.bids.submit.col.name', message: 'Competition' }),
        isRowHeader: true,
        sortable: true,
        render: (c) => <Link to={paths.providerCompetition(c.id)}>{c.name}</Link>,
      },
      { key: 'reference', header: i18n._({ id: 'manage.bids.submit.col.reference', message: 'Reference' }), sortable: true },
      {
        key: 'competition_type',
        header: i18n._({ id: 'manage.bids.submit.col.type', message: 'You bid' }),
        sortable: true,
        value: (c) => competitionTypeLabel(i18n, c.competition_type),
      },
      {
        key: 'closed',
        header: i18n._({ id: 'manage.bids.submit.col.closes', message: 'Bidding closes' }),
        sortable: true,
        value: (c) => c.closed ?? '',
        render: (c) => formatDateTime(c.closed, region) ?? '—',
      },
      {
        key: 'qualifying',
        header: i18n._({ id: 'manage.bids.submit.col.qualifying', message: 'Your qualifying assets' }),
        align: 'end',
        sortable: true,
        value: (c) => qualifyingAssetsOf(c),
        render: (c) => formatInteger(qualifyingAssetsOf(c), region) ?? '—',
      },
      {
        key: 'ballots',
        header: i18n._({ id: 'manage.bids.submit.col.ballots', message: 'Your ballots' }),
        align: 'end',
        sortable: true,
        value: (c) => c.counts?.bids ?? 0,
        render: (c) => formatInteger(c.counts?.bids ?? 0, region) ?? '—',
      },
      {
        key: 'action',
        header: i18n._({ id: 'manage.bids.submit.col.action', message: 'Bid' }),
        exportable: false,
        render: (c) => (
          <Link
            className="fx-button fx-button--primary"
            to={paths.providerBallots(c.id)}
            aria-label={i18n._({ id: 'manage.bids.submit.bidIn', message: 'Bid in {name}', values: { name: c.name } })}
          >
            <Trans id="manage.bids.submit.bid" message="Bid" />
          </Link>
        ),
      },
    ];
  }, [i18n, region]);

  return (
    <BidsScreen
      path={BIDS_PATHS.submit}
      title={<Trans id="manage.bids.submit.title" message="Submit new bids" />}
      intro={
        <Trans
          id="manage.bids.submit.intro"
          message="Competitions open for bidding in which at least one of your assets qualifies. Choose Bid to group your assets into a ballot and offer capacity and prices for each service window."
        />
      }
    >
      {result.state !== 'ready' ? (
        <LoadState
          result={result}
          loading={<Trans id="manage.bids.submit.loading" message="Loading the competitions open for bidding…" />}
          retry={retryLoad(reload)}
          failureClassName="competitions-page__error"
        />
      ) : result.value.length === 0 ? (
        <EmptyState
          title={<Trans id="manage.bids.submit.empty.title" message="No competition is open for bidding with your assets" />}
          description={
            <Trans
              id="manage.bids.submit.empty.text"
              message="You can bid once a competition opens for bidding and at least one of your assets qualifies for it. Find competitions near your assets on the map and confirm your entry while qualification is open; they appear here when bidding opens."
            />
          }
          action={
            <span className="provider-bids__actions">
              <Link className="fx-button fx-button--primary" to={paths.dashboard}>
                <Trans id="manage.bids.submit.empty.map" message="Find competitions on the map" />
              </Link>
              <Link className="fx-button" to={BIDS_PATHS.bulkUpload}>
                <Trans id="manage.bids.empty.bulk" message="Upload a bids file" />
              </Link>
            </span>
          }
        />
      ) : (
        <DataTable
          caption={<Trans id="manage.bids.submit.caption" message="Competitions open for bidding with your qualifying assets" />}
          columns={columns}
          rows={result.value}
          getRowKey={(c) => c.id}
          defaultSort={{ key: 'closed', direction: 'ascending' }}
          searchable
          searchLabel={i18n._({ id: 'manage.bids.submit.search', message: 'Search competitions' })}
          pageSize={50}
          exportFilename="open-competitions"
        />
      )}
    </BidsScreen>
  );
}
