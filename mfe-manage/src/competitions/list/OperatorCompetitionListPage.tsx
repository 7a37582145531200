import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import { bus, hasPermissions, orgTypeOf, paths, PERMISSIONS, type Region } from 'shared-session';
import { DataTable, Dropdown, EmptyState, LoadFailure, formatDateTime, formatInteger, NotFoundPage, useBusValue, useSession, type DataTableColumn, type DropdownValue } from 'shared-ui';
import {
  allOperatorCompetitions,
  COMPETITION_STATUSES,
  COMPETITIONS_PAGE_SIZE,
  countsOf,
  operatorCompetitionsPage,
  statusLabel,
  STATUS_LABELS,
  type Competition,
  type CompetitionStatus,
} from '../../common/competitions';
import { retryLoad } from '../detail/parts';
import { useServerTable } from '../../common/useServerTable';
import { COMPETITIONS_PATHS } from '../paths';
import '../detail/competitions.css';

const DEFAULT_SORT = { key: 'name', direction: 'ascending' } as const;

/**
 * The operator's competitions (workflows §2): `/manage/systemoperator/competitions`
 * and `/manage/systemoperator/{orgId}/competitions`, sorted, searched, filtered and paged by the server.
 */
export function OperatorCompetitionListPage() {
  const session = useSession();
  const claims = session?.claims;
  const { orgId: orgParam } = useParams();
  if (orgTypeOf(claims) !== 'systemoperator' || !hasPermissions(claims, [PERMISSIONS.viewCompetitions])) return <NotFoundPage />;
  const ownOrg = claims?.role.id ?? null;
  if (ownOrg === null) return <NotFoundPage />;
  if (orgParam !== undefined && orgParam !== String(ownOrg)) return <OtherOrganisation ownOrg={ownOrg} />;
  return <CompetitionList operator={ownOrg} canManage={hasPermissions(claims, [PERMISSIONS.manageCompetitions])} />;
}

function OtherOrganisation({ ownOrg }: { ownOrg: number }) {
  return (
    <section className="competitions-page">
      <h1>
        <Trans id="competitions.list.title" message="Competitions" />
      </h1>
      <EmptyState
        title={<Trans id="competitions.list.otherOrg.title" message="These competitions are not yours to see" />}
        description={
          <Trans
            id="competitions.list.otherOrg.text"
            message="You can only see the competitions of your own organisation. Another organisation's list stays with them."
          />
        }
        action={
          <Link to={paths.operatorCompetitions(ownOrg)}>
            <Trans id="competitions.list.otherOrg.link" message="Go to your organisation's competitions" />
          </Link>
        }
      />
    </section>
  );
}

function CompetitionList({ operator, canManage }: { operator: number; canManage: boolean }) {
  const { i18n } = useLingui();
  const region = useBusValue(bus.region$);
  const [statuses, setStatuses] = useState<CompetitionStatus[]>([]);
  const filters = useMemo(() => ({ operator, statuses }), [operator, statuses]);
  const table = useServerTable({
    defaultSort: DEFAULT_SORT,
    pageSize: COMPETITIONS_PAGE_SIZE,
    filters,
    fetchPage: operatorCompetitionsPage,
    fetchAll: allOperatorCompetitions,
    failedMessage: i18n._({ id: 'competitions.list.loadFailed', message: 'The competitions could not be loaded.' }),
  });
  const columns = useMemo(() => competitionColumns(i18n, region), [i18n, region]);
  const filtered = table.search !== '' || statuses.length > 0;
  const nothingYet = table.empty && !filtered;

  const statusItems = useMemo(
    () => COMPETITION_STATUSES.map((s) => ({ value: s, label: i18n._(STATUS_LABELS[s]) })),
    [i18n],
  );

  return (
    <section className="competitions-page" aria-labelledby="competitions-list-title">
      <div className="competitions-page__head">
        <h1 id="competitions-list-title">
          <Trans id="competitions.list.title" message="Competitions" />
        </h1>
        <div className="competitions-page__actions">
          {canManage ? (
            <Link className="fx-button fx-button--primary" to={COMPETITIONS_PATHS.create}>
              <Trans id="competitions.list.create" message="Create a competition" />
            </Link>
          ) : null}
          {canManage ? (
            <Link className="fx-button" to={COMPETITIONS_PATHS.templates}>
              <Trans id="competitions.list.templates" message="Templates" />
            </Link>
          ) : null}
        </div>
      </div>
      {table.error ? <LoadFailure message={table.error} retry={retryLoad(table.retry)} className="competitions-page__error" /> : null}
      {nothingYet ? (
        <EmptyState
          title={<Trans id="competitions.list.empty.title" message="You have no competitions yet" />}
          description={
            canManage ? (
              <Trans
                id="competitions.list.empty.text"
                message="Create a competition to tell flex providers what you need, where and when. You can also start from one of your templates or upload several at once."
              />
            ) : (
              <Trans
                id="competitions.list.empty.textReadOnly"
                message="Competitions your organisation creates appear here. Ask a colleague who manages competitions to create one."
              />
            )
          }
          action={
            canManage ? (
              <Link className="fx-button fx-button--primary" to={COMPETITIONS_PATHS.create}>
                <Trans id="competitions.list.empty.create" message="Create your first competition" />
              </Link>
            ) : null
          }
        />
      ) : (
        <DataTable
          caption={<Trans id="competitions.list.caption" message="Your competitions" />}
          columns={columns}
          {...table.tableProps}
          getRowKey={(c) => c.id}
          empty={<Trans id="competitions.list.noMatch" message="No competitions match your search and filters." />}
          searchLabel={i18n._({ id: 'competitions.list.search', message: 'Search competitions by name' })}
          exportFilename="competitions"
          toolbar={
            <Dropdown
              multiple
              label={<Trans id="competitions.list.statusFilter" message="Filter by status" />}
              placeholder={i18n._({ id: 'competitions.list.statusFilter.all', message: 'All statuses' })}
              items={statusItems}
              value={statuses}
              onChange={(values: DropdownValue[]) => {
                setStatuses(COMPETITION_STATUSES.filter((s) => values.includes(s)));
                table.firstPage();
              }}
            />
          }
        />
      )}
    </section>
  );
}

type I18nLike = ReturnType<typeof useLingui>['i18n'];

function competitionColumns(i18n: I18nLike, region: Region): DataTableColumn<Competition>[] {
  const date = (key: 'qualification_open' | 'qualification_closed' | 'open' | 'closed', header: string): DataTableColumn<Competition> => ({
    key,
    header,
    sortable: true,
    value: (c) => formatDateTime(c[key], region) ?? '',
    render: (c) => formatDateTime(c[key], region) ?? '—',
  });
  const count = (key: 'qualifyingAssets' | 'entries' | 'bids', header: string): DataTableColumn<Competition> => ({
    key,
    header,
    align: 'end',
    value: (c) => countsOf(c)[key],
    render: (c) => formatInteger(countsOf(c)[key], region) ?? '—',
  });
  const status = (c: Competition) => {
    const text = statusLabel(i18n, c.status);
    return c.is_active === false ? i18n._({ id: 'competitions.list.deactivated', message: '{status} (deactivated)', values: { status: text } }) : text;
  };
  return [
    { key: 'reference', header: i18n._({ id: 'competitions.col.reference', message: 'Reference' }), sortable: true, isRowHeader: true },
    {
      key: 'name',
      header: i18n._({ id: 'competitions.col.name', message: 'Name' }),
      sortable: true,
      value: (c) => c.name,
      render: (c) => <Link to={paths.operatorCompetition(c.id)}>{c.name}</Link>,
    },
    {
      key: 'status',
      header: i18n._({ id: 'competitions.col.status', message: 'Status' }),
      sortable: true,
      value: status,
      render: (c) => <span className={`competition-status competition-status--${c.status}`}>{status(c)}</span>,
    },
    date('qualification_open', i18n._({ id: 'competitions.col.qualificationOpen', message: 'Qualification opens' })),
    date('qualification_closed', i18n._({ id: 'competitions.col.qualificationClosed', message: 'Qualification closes' })),
    date('open', i18n._({ id: 'competitions.col.open', message: 'Bidding opens' })),
    date('closed', i18n._({ id: 'competitions.col.closed', message: 'Bidding closes' })),
    count('qualifyingAssets', i18n._({ id: 'competitions.col.qualifyingAssets', message: 'Qualifying assets' })),
    count('entries', i18n._({ id: 'competitions.col.entries', message: 'Entries' })),
    count('bids', i18n._({ id: 'competitions.col.bids', message: 'Bids' })),
  ];
}
