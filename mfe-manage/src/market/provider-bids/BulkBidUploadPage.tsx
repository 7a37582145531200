import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import { downloadTemplate, errorMessage, hasPermissions, isFileSuccess, PERMISSIONS, saveBlob, type FileUpload as FileUploadStatus } from 'shared-session';
import { EmptyState, FileUpload, LoadFailure, useSession, type FileUploadServices, useLoad } from 'shared-ui';
import { retryLoad } from '../../competitions/detail/parts';
import { bulkBidResultOf, openCompetitionsToBid, type BulkBidResult } from './api';
import { BidsScreen } from './BidsScreen';
import { BulkBidConfirmation } from './BulkBidConfirmation';
import { BulkBidOutcome } from './BulkBidOutcome';
import { BIDS_PATHS } from './paths';

export const BIDS_FILE_KIND = 'bids';

/**
 * Bulk bid submission (/manage/flexprovider/bids/bulk-upload): the bids CSV through the file
 * pipeline (template, upload, stages in the file-loading modal). A good file ends in the bulk bid
 * confirmation; a file with errors leaves its per-row problems on the page, and nothing is saved.
 * The template of one competition (`?competition={id}` preselects it) lists its service windows by
 * period and name, one prefilled row each: nobody has to look up a window id.
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
        <dt><code>service_period, service_window</code></dt>
        <dd>
          <Trans
            id="manage.bids.bulk.col.windowNameHelp"
            message="The service window's name, as on the competition page, and its period's name (needed when the same window name is used in more than one period). The competition's template lists them all."
          />
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
      <CompetitionTemplate services={services} />
      <FileUpload
        key={uploadKey}
        templateLabel={<Trans id="manage.bids.bulk.blankTemplate" message="Download a blank template" />}
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

/**
 * The bids template of one competition open for bidding where the provider has qualifying assets:
 * one row per service window with its period and name, the reference and the assets filled in.
 */
function CompetitionTemplate({ services }: { services?: Partial<FileUploadServices> }) {
  const { i18n } = useLingui();
  const [search] = useSearchParams();
  const { result, reload } = useLoad(openCompetitionsToBid, i18n._({ id: 'manage.bids.bulk.template.loadFailed', message: 'The competitions open for bidding could not be loaded.' }), []);
  const [chosen, setChosen] = useState<string>(search.get('competition') ?? '');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const download = services?.downloadTemplate ?? downloadTemplate;
  const save = services?.saveBlob ?? saveBlob;

  if (result.state === 'failed') return <LoadFailure message={result.message} retry={retryLoad(reload)} className="competitions-page__error" />;
  const competitions = result.state === 'ready' ? result.value : [];
  const selected = competitions.find((c) => String(c.id) === chosen) ?? null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!selected || busy) return;
    setBusy(true);
    setProblem(null);
    try {
      const { blob, filename } = await download(BIDS_FILE_KIND, { competition: selected.id });
      save(blob, filename);
    } catch (failure) {
      setProblem(errorMessage(failure, i18n._({ id: 'manage.bids.bulk.template.failed', message: 'The template could not be downloaded. Please try again.' })));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="provider-bids__template" onSubmit={submit} aria-labelledby="bids-template-heading">
      <h2 id="bids-template-heading">
        <Trans id="manage.bids.bulk.template.heading" message="Start from a competition's template" />
      </h2>
      {result.state === 'ready' && competitions.length === 0 ? (
        <p>
          <Trans id="manage.bids.bulk.template.none" message="No competition open for bidding has your qualifying assets at the moment." />
        </p>
      ) : (
        <div className="fx-field">
          <label htmlFor="bids-template-competition" className="fx-field__label">
            <Trans id="manage.bids.bulk.template.competition" message="Competition" />
          </label>
          <select id="bids-template-competition" className="fx-input" value={selected ? String(selected.id) : ''} onChange={(e) => setChosen(e.target.value)} disabled={result.state !== 'ready'}>
            <option value="">{i18n._({ id: 'manage.bids.bulk.template.choose', message: 'Choose a competition' })}</option>
            {competitions.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {i18n._({ id: 'manage.bids.bulk.template.option', message: '{name} ({reference})', values: { name: c.name, reference: c.reference } })}
              </option>
            ))}
          </select>
          <p className="fx-field__hint">
            <Trans id="manage.bids.bulk.template.hint" message="One row per service window, by period and name, with the competition's reference and your qualifying assets filled in. Add capacity, run time and prices, and delete the rows you do not bid for." />
          </p>
        </div>
      )}
      {competitions.length > 0 ? (
        <button type="submit" className="fx-button" disabled={!selected || busy}>
          <Trans id="manage.bids.bulk.template.download" message="Download this competition's bids template" />
        </button>
      ) : null}
      {problem ? (
        <p className="fx-field__error" role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
