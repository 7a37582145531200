import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react';
import { bus, errorMessage } from 'shared-session';
import { EmptyState, LoadFailure, Modal, formatDate, useBusValue, useLoad, useSession, useReloadOn } from 'shared-ui';
import { allInvoices, downloadLinks, issueDraft, markPaid, type Invoice } from './api';
import { openDownload } from './download';
import { InvoicesTable, type Audience } from './InvoicesTable';
import { kindLabel, monthLabel } from './labels';
import './invoices.css';

type Confirm = { kind: 'paid' | 'issue'; invoice: Invoice } | null;

const nameOf = (i: Invoice, draft: string) => i.number ?? draft;

/** What the reader may do with a document: the operator who pays (or the issuer) marks it paid; the issuer issues its draft. */
export function mayMarkPaid(i: Invoice, orgId: number | null): boolean {
  return (i.status === 'issued' || i.status === 'overdue') && orgId !== null && (i.system_operator === orgId || i.issuer === orgId);
}
export function mayIssue(i: Invoice, orgId: number | null): boolean {
  return i.status === 'draft' && orgId !== null && i.issuer === orgId;
}

function ConfirmModal({ confirm, onClose, onDone }: { confirm: NonNullable<Confirm>; onClose: () => void; onDone: (i: Invoice) => void }) {
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { invoice } = confirm;
  const name = nameOf(invoice, kindLabel(i18n, invoice));
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      onDone(await (confirm.kind === 'paid' ? markPaid(invoice.id) : issueDraft(invoice.id)));
    } catch (failure) {
      setError(errorMessage(failure, i18n._({ id: 'settlement.invoices.actionFailed', message: 'That did not work. Please try again.' })));
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      onClose={onClose}
      size="small"
      title={
        confirm.kind === 'paid' ? (
          <Trans id="settlement.invoices.paid.title" message="Mark {name} paid?" values={{ name }} />
        ) : (
          <Trans id="settlement.invoices.issue.title" message="Issue this draft?" />
        )
      }
      footer={
        <>
          <button type="button" className="fx-button" onClick={onClose} disabled={busy}>
            <Trans id="settlement.invoices.cancel" message="Cancel" />
          </button>
          <button type="button" className="fx-button fx-button--primary" onClick={() => void run()} disabled={busy} aria-busy={busy}>
            {confirm.kind === 'paid' ? <Trans id="settlement.invoices.paid.confirm" message="Mark paid" /> : <Trans id="settlement.invoices.issue.confirm" message="Issue" />}
          </button>
        </>
      }
    >
      <p>
        {confirm.kind === 'paid' ? (
          <Trans id="settlement.invoices.paid.text" message="Record that {name} of {recipient} has been paid. This cannot be undone." values={{ name, recipient: invoice.flex_provider_name }} />
        ) : (
          <Trans id="settlement.invoices.issue.text" message="It takes your next invoice number and is due 30 days from today. {operator} is told at once. Issued documents cannot be changed." values={{ operator: invoice.system_operator_name }} />
        )}
      </p>
      {error ? (
        <p role="alert" className="invoices-error">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}

/**
 * The settlement invoices of the caller's organisation (/settlement/{org}/invoices): what it issues
 * and what it receives, credit notes and supplementary invoices under their original, with PDF and
 * CSV downloads; the operator marks documents paid, a provider in provider-issued mode issues its
 * drafts. A pushed `invoice.issued` event reloads the list.
 */
export function InvoicesPage({ audience }: { audience: Audience }) {
  const { i18n } = useLingui();
  const region = useBusValue(bus.region$);
  const orgId = useSession()?.claims?.role?.id ?? null;
  const load = useLoad(allInvoices, i18n._({ id: 'settlement.invoices.loadFailed', message: 'The invoices could not be loaded.' }), []);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [done, setDone] = useState<string | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);
  // A document issued elsewhere (a report published, a provider issuing its draft) shows at once.
  useReloadOn(['invoice.issued'], load.reload);

  const draft = i18n._({ id: 'settlement.invoices.draftNumber', message: 'Draft (no number yet)' });
  const download = async (i: Invoice, format: 'pdf' | 'csv') => {
    setDownloadError(null);
    try {
      const links = await downloadLinks(i.id);
      openDownload(format === 'pdf' ? links.pdf : links.csv);
    } catch (failure) {
      setDownloadError(errorMessage(failure, i18n._({ id: 'settlement.invoices.downloadFailed', message: 'The file could not be downloaded. Please try again.' })));
    }
  };
  const finished = (i: Invoice) => {
    load.update((rows) => rows.map((r) => (r.id === i.id ? i : r)));
    setConfirm(null);
    setDone(
      i.status === 'paid'
        ? i18n._({ id: 'settlement.invoices.paid.done', message: '{name} is marked paid.', values: { name: nameOf(i, draft) } })
        : i18n._({ id: 'settlement.invoices.issue.done', message: 'Issued as {name}, due {due}.', values: { name: nameOf(i, draft), due: formatDate(i.due_at, 'medium', region) ?? '' } }),
    );
  };
  const actions = (i: Invoice) => {
    const name = nameOf(i, draft);
    return (
      <>
        <button type="button" className="fx-button" onClick={() => void download(i, 'pdf')} aria-label={i18n._({ id: 'settlement.invoices.pdfOf', message: 'Download {name} as PDF', values: { name } })}>
          <Trans id="settlement.invoices.pdf" message="PDF" />
        </button>
        <button type="button" className="fx-button" onClick={() => void download(i, 'csv')} aria-label={i18n._({ id: 'settlement.invoices.csvOf', message: 'Download {name} as CSV', values: { name } })}>
          <Trans id="settlement.invoices.csv" message="CSV" />
        </button>
        {mayMarkPaid(i, orgId) ? (
          <button type="button" className="fx-button" onClick={() => setConfirm({ kind: 'paid', invoice: i })} aria-label={i18n._({ id: 'settlement.invoices.markPaidFor', message: 'Mark paid: {name}', values: { name } })}>
            <Trans id="settlement.invoices.markPaid" message="Mark paid" />
          </button>
        ) : null}
        {mayIssue(i, orgId) ? (
          <button type="button" className="fx-button fx-button--primary" onClick={() => setConfirm({ kind: 'issue', invoice: i })} aria-label={i18n._({ id: 'settlement.invoices.issueOf', message: 'Issue the draft for {competition}, {month}', values: { competition: i.competition_name, month: monthLabel(i.month, region.locale) } })}>
            <Trans id="settlement.invoices.issue" message="Issue" />
          </button>
        ) : null}
      </>
    );
  };

  const result = load.result;
  return (
    <section className="invoices" aria-labelledby="invoices-title">
      <h1 id="invoices-title" tabIndex={-1}>
        <Trans id="settlement.invoices" message="Invoices" />
      </h1>
      <p className="invoices__intro">
        {audience === 'operator' ? (
          <Trans id="settlement.invoices.operatorIntro" message="The invoices for your competitions, made when you publish a settlement report: self-billed ones you issue for the providers, and those providers issue to you. Mark each one paid when you have paid it." />
        ) : (
          <Trans id="settlement.invoices.providerIntro" message="Your invoices for each competition and month, made when the operator publishes a settlement report. A later version of a report brings a credit note or a supplementary invoice for the difference, shown under the invoice it corrects." />
        )}
      </p>
      {done ? (
        <p role="status" className="invoices-done" tabIndex={-1} ref={doneRef}>
          {done}
        </p>
      ) : null}
      {downloadError ? (
        <p role="alert" className="invoices-error">
          {downloadError}
        </p>
      ) : null}
      {result.state === 'failed' ? (
        <LoadFailure message={result.message} retry={{ label: <Trans id="settlement.invoices.retry" message="Try again" />, onRetry: load.reload }} className="invoices-error" />
      ) : (
        <InvoicesTable
          rows={result.state === 'ready' ? result.value : []}
          loading={result.state === 'loading'}
          region={region}
          audience={audience}
          actions={actions}
          empty={
            <EmptyState
              headingLevel={3}
              title={<Trans id="settlement.invoices.empty.title" message="No invoices yet" />}
              description={<Trans id="settlement.invoices.empty.text" message="Invoices appear here when a settlement report is published." />}
            />
          }
        />
      )}
      {confirm ? <ConfirmModal confirm={confirm} onClose={() => setConfirm(null)} onDone={finished} /> : null}
    </section>
  );
}
