import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import { hasPermissions, isFileSuccess, PERMISSIONS, type FileUpload as FileUploadStatus } from 'shared-session';
import { EmptyState, FileUpload, useSession, type FileUploadServices } from 'shared-ui';
import { bulkBidResultOf, type BulkBidResult } from './api';
import { BidsScreen } from './BidsScreen';
import { BulkBidConfirmation } from './BulkBidConfirmation';
import { BulkBidOutcome } from './BulkBidOutcome';
import { BIDS_PATHS } from './paths';

export const BIDS_FILE_KIND = 'bids';

/**
 * Bulk bid submission (/manage/flexprovider/bids/bulk-upload): the bids CSV through the file
 * pipeline (template, upload, stages in the file-loading modal). A good file ends in the bulk bid
 * confirmation; a file with errors leaves its per-row problems on the page, and nothing is saved.
 */
export function BulkBidUploadPage({ services }: { services?: Partial<FileUploadServices> }) {
  const { i18n } = useLingui();
  const claims = useSession()?.claims;
  const orgId = claims?.role.id ?? null;
  const canManage = hasPermissions(claims, [PERMISSIONS.manageBids]);
  const [outcome, setOutcome] = useState<FileUploadStatus | null>(null);
  const [confirmation, setConfirmation] = useState<{ result: BulkBidResult; filename: string } | null>(null);
  // A new upload control after a good file: its progress modal gives way to the confirmation.
  const [uploadKey, setUploadKey] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const closedOnce = useRef(false);

  useEffect(() => {
    // The upload control that had focus was replaced: focus returns to the heading when the confirmation closes.
    if (confirmation === null && closedOnce.current) heading.current?.focus();
  }, [confirmation]);

  const title = <Trans id="manage.bids.bulk.title" message="Bulk bid submission" />;
  if (orgId === null || !canManage) {
    return (
      <BidsScreen path={BIDS_PATHS.bulkUpload} title={title}>
        <EmptyState
          title={<Trans id="manage.bids.bulk.noPermission.title" message="You cannot submit bids" />}
          description={<Trans id="manage.bids.bulk.noPermission.text" message="Submitting bids needs permission to manage bids. Ask your team admin to give it to you." />}
          action={
            <Link className="fx-button" to={BIDS_PATHS.list}>
              <Trans id="manage.bids.bulk.noPermission.list" message="See your organisation's bids" />
            </Link>
          }
        />
      </BidsScreen>
    );
  }

  return (
    <BidsScreen
      path={BIDS_PATHS.bulkUpload}
      headingRef={heading}
      title={title}
      intro={
        <Trans
          id="manage.bids.bulk.intro"
          message="Submit many bids at once from a CSV file, one row per bid. Rows with the same competition and the same assets go into one ballot; a row for a window you have already bid in amends that bid. Every row is checked first: if any row has a problem, nothing is saved."
        />
      }
    >
      <dl className="provider-bids__columns" aria-label={i18n._({ id: 'manage.bids.bulk.columns', message: 'Columns of the bids file' })}>
        <dt><code>competition</code></dt>
        <dd>
          <Trans id="manage.bids.bulk.col.competitionHelp" message="The competition's reference, as on its page." />
        </dd>
        <dt><code>service_window</code></dt>
        <dd>
          <Trans id="manage.bids.bulk.col.windowHelp" message="The service window's id, shown beside each window on the competition page." />
        </dd>
        <dt><code>assets</code></dt>
        <dd>
          <Trans id="manage.bids.bulk.col.assetsHelp" message="Your asset refs bidding together, separated by ; (semicolon)." />
        </dd>
        <dt><code>capacity, max_runtime</code></dt>
        <dd>
          <Trans id="manage.bids.bulk.col.capacityHelp" message="Capacity in MW (MVAr for reactive power) with at most 1 decimal place; the longest run as D HH:MM:SS or HH:MM:SS." />
        </dd>
        <dt><code>availability_price, utilisation_price, service_fee</code></dt>
        <dd>
          <Trans id="manage.bids.bulk.col.pricesHelp" message="Only the rates the competition takes, with at most 2 decimals; leave the others empty." />
        </dd>
      </dl>
      <FileUpload
        key={uploadKey}
        kind={BIDS_FILE_KIND}
        orgId={orgId}
        label={i18n._({ id: 'manage.bids.bulk.label', message: 'Bids CSV file' })}
        hint={i18n._({ id: 'manage.bids.bulk.hint', message: 'CSV, comma or semicolon separated, at most 5 MB and 5,000 rows. Start from the template.' })}
        modalTitle={i18n._({ id: 'manage.bids.bulk.modalTitle', message: 'Submitting bids from your file' })}
        services={services}
        onDone={(status) => {
          setOutcome(status);
          if (isFileSuccess(status)) {
            setUploadKey((k) => k + 1);
            setConfirmation({ result: bulkBidResultOf(status), filename: status.filename });
          }
        }}
        onError={() => setOutcome(null)}
      />
      {outcome ? <BulkBidOutcome status={outcome} /> : null}
      <BulkBidConfirmation
        result={confirmation?.result ?? null}
        filename={confirmation?.filename ?? ''}
        onClose={() => {
          closedOnce.current = true;
          setConfirmation(null);
        }}
      />
    </BidsScreen>
  );
}
