import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import { bus } from 'shared-session';
import { EmptyState, useBusValue } from 'shared-ui';
import { BidsScreen } from './BidsScreen';
import { BidsTable } from './BidsTable';
import { bidColumns } from './columns';
import { BIDS_PATHS } from './paths';

/** Nothing to list yet: where bids come from. */
export function NoBidsYet({ title }: { title?: ReactNode }) {
  return (
    <EmptyState
      title={title ?? <Trans id="manage.bids.empty.title" message="You have no bids yet" />}
      description={
        <Trans
          id="manage.bids.empty.text"
          message="Bid in a competition that is open for bidding and in which your assets qualify, or submit several bids at once from a CSV file."
        />
      }
      action={
        <span className="provider-bids__actions">
          <Link className="fx-button fx-button--primary" to={BIDS_PATHS.submit}>
            <Trans id="manage.bids.empty.submit" message="Submit new bids" />
          </Link>
          <Link className="fx-button" to={BIDS_PATHS.bulkUpload}>
            <Trans id="manage.bids.empty.bulk" message="Upload a bids file" />
          </Link>
        </span>
      }
    />
  );
}

/** Every active bid of the provider across competitions (/manage/flexprovider/bids and /list). */
export function BidsListPage() {
  const { i18n } = useLingui();
  const region = useBusValue(bus.region$);
  const columns = useMemo(() => {
    const c = bidColumns(i18n, region);
    return [c.competition, c.window, c.assets, c.capacity, c.maxRuntime, c.prices, c.submitted, c.outcome, c.reason, c.status, c.ballot];
  }, [i18n, region]);
  return (
    <BidsScreen
      path={BIDS_PATHS.list}
      title={<Trans id="manage.bids.list.title" message="Your bids" />}
      intro={
        <Trans
          id="manage.bids.list.intro"
          message="Every bid you have placed, one per ballot and service window. Bids in competitions open for bidding are active and can still change; outcomes and their reasons show once the operator has confirmed the results."
        />
      }
    >
      <BidsTable
        caption={<Trans id="manage.bids.list.caption" message="Your bids across competitions" />}
        columns={columns}
        filters={{ outcome: true, scope: true }}
        exportFilename="bids"
        empty={<NoBidsYet />}
      />
    </BidsScreen>
  );
}
