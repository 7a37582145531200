import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import { browserLocation, errorMessage, orgTypeOf } from 'shared-session';
import { EmptyState, LoadFailure, NotFoundPage, useLoad, useSession, useReloadOn } from 'shared-ui';
import { allContracts, contractLinks, type Contract } from './api';
import { ContractDetail } from './ContractDetail';
import { ContractsTable, type Audience } from './ContractsTable';
import { AcceptDialog, TerminateDialog } from './dialogs';
import { FrameworkAgreementsTable } from './FrameworkAgreementsTable';
import './contracts.css';

type Dialog = { kind: 'accept' | 'terminate'; contract: Contract } | null;

/**
 * The contracts of the caller's organisation (/manage/{org}/contracts): the register (sort,
 * search, CSV), one contract's detail with its obligations and documents (`?contract=ID`), the
 * provider's accept dialog, the operator's terminate dialog and its framework agreements
 * register. A pushed `contract.updated` event reloads the register.
 */
export function ContractsPage({ audience }: { audience: Audience }) {
  const { i18n } = useLingui();
  const load = useLoad(allContracts, i18n._({ id: 'manage.contracts.loadFailed', message: 'The contracts could not be loaded.' }), []);
  const [params, setParams] = useSearchParams();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [done, setDone] = useState<string | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const detailRef = useRef<HTMLDivElement>(null);
  const selectedId = Number(params.get('contract'));
  const rows = load.result.state === 'ready' ? load.result.value : [];
  const selected = rows.find((r) => r.id === selectedId) ?? null;

  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);
  useReloadOn(['contract.updated'], load.reload);
  useEffect(() => {
    if (selected) detailRef.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [selected?.id]); // eslint-disable-line react-hooks/exhaustive-deps

  const open = (c: Contract | null) => {
    setDone(null);
    setParams(c ? { contract: String(c.id) } : {});
  };
  const download = async (c: Contract, format: 'pdf' | 'csv') => {
    setDownloadError(null);
    try {
      const links = await contractLinks(c.id);
      browserLocation.assign(format === 'pdf' ? links.pdf : links.csv);
    } catch (failure) {
      setDownloadError(errorMessage(failure, i18n._({ id: 'manage.contracts.downloadFailed', message: 'The file could not be downloaded. Please try again.' })));
    }
  };
  const finished = (c: Contract) => {
    load.update((all) => all.map((r) => (r.id === c.id ? c : r)));
    setDialog(null);
    setDone(
      c.status === 'terminated'
        ? i18n._({ id: 'manage.contracts.terminate.done', message: 'Contract {reference} is terminated; {provider} is told.', values: { reference: c.reference, provider: c.flex_provider_name } })
        : i18n._({ id: 'manage.contracts.accept.done', message: 'Contract {reference} is accepted; {operator} is told.', values: { reference: c.reference, operator: c.system_operator_name } }),
    );
  };

  const result = load.result;
  return (
    <section className="contracts" aria-labelledby="contracts-title">
      <h1 id="contracts-title" tabIndex={-1}>
        <Trans id="manage.screen.contracts" message="Contracts" />
      </h1>
      <p className="contracts__intro">
        {audience === 'operator' ? (
          <Trans id="manage.contracts.operatorIntro" message="The call-off contracts made when you confirm a competition's results: one per provider with accepted bids, each obligation an accepted bid. Providers accept them here; you can terminate one with a reason." />
        ) : (
          <Trans id="manage.contracts.providerIntro" message="Your call-off contracts, made when an operator confirms a competition's results: one per competition, each obligation one of your accepted bids. Read the terms and accept each one; end dates are the last day the contract runs." />
        )}
      </p>
      {done ? (
        <p role="status" className="contracts-done" tabIndex={-1} ref={doneRef}>
          {done}
        </p>
      ) : null}
      {downloadError ? (
        <p role="alert" className="contracts-error">
          {downloadError}
        </p>
      ) : null}
      {selected ? (
        <div ref={detailRef}>
          <ContractDetail
            contract={selected}
            audience={audience}
            onDownload={(format) => void download(selected, format)}
            onAccept={() => setDialog({ kind: 'accept', contract: selected })}
            onTerminate={() => setDialog({ kind: 'terminate', contract: selected })}
            onClose={() => open(null)}
          />
        </div>
      ) : null}
      <h2 className="contracts__heading">
        <Trans id="manage.contracts.register" message="Contracts register" />
      </h2>
      {result.state === 'failed' ? (
        <LoadFailure message={result.message} retry={{ label: <Trans id="manage.contracts.retry" message="Try again" />, onRetry: load.reload }} className="contracts-error" />
      ) : (
        <ContractsTable
          rows={rows}
          audience={audience}
          loading={result.state === 'loading'}
          open={(c) => (
            <button type="button" className="fx-button" onClick={() => open(c)} aria-label={i18n._({ id: 'manage.contracts.viewOf', message: 'View contract {reference}', values: { reference: c.reference } })}>
              <Trans id="manage.contracts.view" message="View" />
            </button>
          )}
          empty={
            <EmptyState
              headingLevel={3}
              title={<Trans id="manage.contracts.empty.title" message="No contracts yet" />}
              description={<Trans id="manage.contracts.empty.text" message="A contract appears here when a competition's results with accepted bids are confirmed." />}
            />
          }
        />
      )}
      <h2 className="contracts__heading">
        <Trans id="manage.contracts.fa.title" message="Framework agreements" />
      </h2>
      <FrameworkAgreementsTable audience={audience} />
      {dialog?.kind === 'accept' ? <AcceptDialog contract={dialog.contract} onClose={() => setDialog(null)} onDone={finished} /> : null}
      {dialog?.kind === 'terminate' ? <TerminateDialog contract={dialog.contract} onClose={() => setDialog(null)} onDone={finished} /> : null}
    </section>
  );
}

/** The contracts screen of one organisation type; another type's URL is not found. */
export function ContractsScreen({ org }: { org: 'flexprovider' | 'systemoperator' }) {
  const session = useSession();
  if (orgTypeOf(session?.claims) !== org) return <NotFoundPage />;
  return <ContractsPage audience={org === 'systemoperator' ? 'operator' : 'provider'} />;
}

export default ContractsScreen;
