import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Field, Form } from 'react-final-form';
import { FORM_ERROR } from 'final-form';
import { Trans, useLingui } from '@lingui/react';
import { errorMessage, isApiError } from 'shared-session';
import { DataTable, EmptyState, LoadFailure, NotFoundPage, PageLoader, useFormat, useLoad, useReloadOn, visibleError, type DataTableColumn } from 'shared-ui';
import { allBids, decideBids, EXCHANGE_EVENTS, listingRanking, type Bid, type DecisionsBody, type Listing, type Ranking } from '../common/api';
import { CheckboxField } from '../common/fields';
import { bidStatusLabel, priceUnitLabel } from '../common/labels';
import { ListingFacts, quantityText, usePrice } from '../common/ListingFacts';
import { kwToMw, mwText, mwToKw, parseDecimal } from '../common/numbers';
import { EXCHANGE_PATHS } from '../common/paths';
import { useListing } from '../common/useListing';
import '../common/exchange.css';

type Choice = '' | 'accept' | 'reject';
interface DecisionValues {
  decision?: Choice;
  /** What to accept of the bid: MW (kW for a load modification); empty accepts the whole bid. */
  quantity?: string;
  reason?: string;
}
interface Values {
  bids: Record<string, DecisionValues>;
  close_early?: boolean;
}

const keyOf = (bid: number) => `b${bid}`;
// One object for every render: a new one would reset the form (react-final-form compares them shallowly).
const INITIAL: Values = { bids: {} };

/** The decisions as the API takes them, in the bids' order; undecided bids are left out. */
export function decisionsBody(values: Values, bids: readonly Bid[], kw: boolean): DecisionsBody {
  const decisions: DecisionsBody['decisions'] = [];
  for (const bid of bids) {
    const v = values.bids[keyOf(bid.id)];
    if (!v?.decision) continue;
    if (v.decision === 'accept') {
      const typed = parseDecimal(v.quantity);
      decisions.push({ bid: bid.id, decision: 'accept', ...(typed === null ? {} : { mw: kw ? kwToMw(typed) : mwText(v.quantity ?? '') }) });
    } else {
      decisions.push({ bid: bid.id, decision: 'reject', ...(v.reason?.trim() ? { reason: v.reason.trim() } : {}) });
    }
  }
  return { decisions, ...(values.close_early ? { close_early: true } : {}) };
}

/**
 * The server's refusal as form errors. Its 400 lists one entry per decision sent, in order
 * (`{"decisions": [{}, {"mw": ["…"]}]}`): each message lands on that bid's field (mw on the part
 * to accept, reason on the reason, bid on the decision); a plain message about the decisions as a
 * whole (`{"decisions": ["…"]}`) and any other refusal show above the buttons.
 */
export function decisionErrors(error: unknown, sent: DecisionsBody, fallback: string): Record<string, unknown> {
  const entries = isApiError(error) && error.status === 400 && isRecord(error.body) ? error.body.decisions : undefined;
  if (!Array.isArray(entries)) return { [FORM_ERROR]: errorMessage(error, fallback) };
  const bids: Record<string, DecisionValues> = {};
  const general: string[] = [];
  entries.forEach((entry: unknown, index) => {
    const decision = sent.decisions[index];
    if (typeof entry === 'string') general.push(entry);
    else if (isRecord(entry) && decision) {
      for (const [field, messages] of Object.entries(entry)) {
        const text = Array.isArray(messages) ? messages.join(' ') : String(messages);
        const name = field === 'mw' ? 'quantity' : field === 'reason' ? 'reason' : 'decision';
        bids[keyOf(decision.bid)] = { ...bids[keyOf(decision.bid)], [name]: text };
      }
    }
  });
  if (!general.length && !Object.keys(bids).length) general.push(errorMessage(error, fallback));
  return { ...(Object.keys(bids).length ? { bids } : {}), ...(general.length ? { [FORM_ERROR]: general.join(' ') } : {}) };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The lister decides the bids on its listing (/exchange/listings/{id}/decision-bids): accept
 * each (all of it or part, at least the smallest fill) or reject it with a reason; the automatic
 * ranking proposes decisions (explained on the page); bidding may be closed early with the
 * decisions; once sent, the outcome shows the trades.
 */
export function DecisionBidsPage() {
  const { id, load } = useListing();
  if (id === null) return <NotFoundPage />;
  const result = load.result;
  if (result.state === 'failed') {
    if (result.notFound) return <NotFoundPage />;
    return <LoadFailure message={result.message} retry={{ label: <Trans id="exchange.retry" message="Try again" />, onRetry: load.reload }} />;
  }
  if (result.state === 'loading') return <PageLoader />;
  if (!result.value.is_mine) return <NotFoundPage />;
  return <Decisions listing={result.value} onDecided={load.replace} />;
}

function Decisions({ listing, onDecided }: { listing: Listing; onDecided: (listing: Listing) => void }) {
  const { i18n } = useLingui();
  const f = useFormat();
  const kw = listing.exchange_type === 'load_modification';
  const bids = useLoad(() => allBids({ listing: listing.id }), i18n._({ id: 'exchange.decide.loadFailed', message: 'The bids could not be loaded.' }), [listing.id]);
  useReloadOn(EXCHANGE_EVENTS, bids.reload);
  const [ranking, setRanking] = useState<Ranking | null>(null);
  const [rankingError, setRankingError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);
  const fallback = i18n._({ id: 'exchange.failed', message: 'That did not work. Please try again.' });
  const decidable = listing.status === 'open' || listing.status === 'closed';

  if (bids.result.state === 'failed') return <LoadFailure message={bids.result.message} retry={{ label: <Trans id="exchange.retry" message="Try again" />, onRetry: bids.reload }} />;
  if (bids.result.state === 'loading') return <PageLoader />;
  const all = bids.result.value;
  const live = all.filter((b) => b.status === 'submitted');

  const submit = async (values: Values) => {
    // While bidding is open the server takes decisions only with the listing closed early.
    if (listing.status === 'open' && !values.close_early)
      return { close_early: i18n._({ id: 'exchange.decide.mustClose', message: 'Bidding is still open: tick this to close it now with your decisions, or wait for it to close.' }) };
    const body = decisionsBody(values, live, kw);
    try {
      const next = await decideBids(listing.id, body);
      onDecided(next);
      bids.reload();
      setDone(i18n._({ id: 'exchange.decide.done', message: 'Your decisions on {reference} are recorded; bidders are told.', values: { reference: listing.reference } }));
      return undefined;
    } catch (failure) {
      return decisionErrors(failure, body, fallback);
    }
  };

  return (
    <section className="ex-page" aria-labelledby="ex-decide-title">
      <h1 id="ex-decide-title" tabIndex={-1}>
        <Trans id="exchange.decide.title" message="Decide the bids on {reference}" values={{ reference: listing.reference }} />
      </h1>
      <p className="ex-intro">
        <Trans
          id="exchange.decide.intro"
          message="Accept a bid in full, or part of it (at least the smallest fill); reject the others with a reason. Accepted quantity cannot exceed the listing. Once every bid is decided the listing is settled: accepted bids become trades."
        />
      </p>
      {done ? (
        <div role="status" className="ex-done" tabIndex={-1} ref={doneRef}>
          <p>{done}</p>
          <p>
            <Link to={EXCHANGE_PATHS.outcome(listing.id)}>
              <Trans id="exchange.decide.toOutcome" message="See the outcome" />
            </Link>
          </p>
        </div>
      ) : null}
      <section className="ex-box" aria-labelledby="ex-decide-terms">
        <h2 id="ex-decide-terms">
          <Trans id="exchange.view.facts" message="Terms" />
        </h2>
        <ListingFacts listing={listing} compact />
      </section>
      {live.length === 0 ? (
        <EmptyState
          title={<Trans id="exchange.decide.empty.title" message="No bids to decide" />}
          description={
            decidable ? (
              <Trans id="exchange.decide.empty.text" message="Bids appear here as providers submit them; you are told of each one. Come back before bidding closes, or wait for its close." />
            ) : (
              <Trans id="exchange.decide.empty.done" message="Every bid on this listing is decided. The outcome shows the trades." />
            )
          }
          action={
            listing.status === 'awarded' ? (
              <Link className="fx-button" to={EXCHANGE_PATHS.outcome(listing.id)}>
                <Trans id="exchange.decide.toOutcome" message="See the outcome" />
              </Link>
            ) : null
          }
        />
      ) : (
        <Form<Values> onSubmit={submit} initialValues={INITIAL} subscription={{ submitting: true, submitError: true }}>
          {({ handleSubmit, submitting, submitError, form }) => {
            const applyRanking = async () => {
              setRankingError(null);
              try {
                const r = await listingRanking(listing.id);
                setRanking(r);
                const proposed: Values['bids'] = { ...form.getState().values.bids };
                for (const row of r.rows) {
                  proposed[keyOf(row.bid)] =
                    row.decision === 'accept'
                      ? { decision: 'accept', ...(row.proposed_mw === null ? {} : { quantity: kw ? mwToKw(row.proposed_mw) : row.proposed_mw }) }
                      : { decision: 'reject', reason: row.why };
                }
                form.change('bids', proposed);
              } catch (failure) {
                setRankingError(errorMessage(failure, fallback));
              }
            };
            return (
              <form className="ex-form ex-form--wide" onSubmit={(e) => void handleSubmit(e)} noValidate aria-labelledby="ex-decide-title">
                <section className="ex-box" aria-labelledby="ex-ranking-title">
                  <h2 id="ex-ranking-title">
                    <Trans id="exchange.ranking.title" message="Automatic ranking" />
                  </h2>
                  <p>
                    {listing.exchange_type === 'load_modification' ? (
                      <Trans id="exchange.ranking.explainLm" message="Bids are ranked by price, highest first (the buyer pays it), and accepted in that order until the listing is filled; a bid that would leave less than the smallest fill is accepted in part or rejected. It fills in your decisions; you can change any before you send them." />
                    ) : (
                      <Trans id="exchange.ranking.explain" message="Bids are ranked by the premium you receive, highest first (the lowest net price the buyer keeps), and accepted in that order until the listing is filled; a bid that would leave less than the smallest fill is accepted in part or rejected. It fills in your decisions; you can change any before you send them." />
                    )}
                  </p>
                  <div className="ex-actions">
                    <button type="button" className="fx-button" onClick={() => void applyRanking()} disabled={submitting}>
                      <Trans id="exchange.ranking.apply" message="Apply automatic ranking" />
                    </button>
                  </div>
                  {rankingError ? (
                    <p role="alert" className="ex-error">
                      {rankingError}
                    </p>
                  ) : null}
                  {ranking ? (
                    <p role="status">
                      <Trans
                        id="exchange.ranking.applied"
                        message="Ranking applied: {filled} of {total} filled."
                        values={{ filled: quantityText(f, listing, ranking.filled_mw), total: quantityText(f, listing, ranking.listing_mw) }}
                      />
                    </p>
                  ) : null}
                </section>
                <BidsTable listing={listing} bids={live} ranking={ranking} />
                {listing.status === 'open' ? (
                  <CheckboxField
                    name="close_early"
                    label={<Trans id="exchange.decide.closeEarly" message="Accept early and close bidding now" />}
                    hint={<Trans id="exchange.decide.closeEarlyHint" message="Bidding closes when you send these decisions, before its closing time; no further bids are taken." />}
                  />
                ) : null}
                {typeof submitError === 'string' ? (
                  <p role="alert" className="ex-error">
                    {submitError}
                  </p>
                ) : null}
                <div className="ex-actions">
                  <button type="submit" className="fx-button fx-button--primary" disabled={submitting || !decidable} aria-busy={submitting}>
                    <Trans id="exchange.decide.submit" message="Submit decisions" />
                  </button>
                  <Link className="fx-button" to={EXCHANGE_PATHS.view(listing.id)}>
                    <Trans id="exchange.decide.back" message="Back to the listing" />
                  </Link>
                </div>
              </form>
            );
          }}
        </Form>
      )}
      {all.length > live.length ? <DecidedBids listing={listing} bids={all.filter((b) => b.status !== 'submitted')} /> : null}
    </section>
  );
}

function BidsTable({ listing, bids, ranking }: { listing: Listing; bids: readonly Bid[]; ranking: Ranking | null }) {
  const { i18n } = useLingui();
  const f = useFormat();
  const why = new Map(ranking?.rows.map((r) => [r.bid, r]) ?? []);
  // The decision comes right after the bidder, so that on a narrow screen it is in view first; prices per the listing's unit (in the header).
  const columns: DataTableColumn<Bid>[] = [
    { key: 'bidder_fp_name', header: i18n._({ id: 'exchange.col.bidder', message: 'Bidder' }), sortable: true, isRowHeader: true },
    { key: 'decision', header: i18n._({ id: 'exchange.col.decision', message: 'Decision' }), exportable: false, render: (b) => <DecisionCell listing={listing} bid={b} /> },
    {
      key: 'price',
      header: i18n._({ id: 'exchange.col.priceIn', message: 'Price ({unit})', values: { unit: priceUnitLabel(i18n, listing) } }),
      sortable: true,
      align: 'end',
      value: (b) => Number(b.price),
      render: (b) => f.formatMoney(b.price, listing.currency) ?? b.price,
    },
    { key: 'mw', header: i18n._({ id: 'exchange.col.quantity', message: 'Quantity' }), sortable: true, align: 'end', value: (b) => Number(b.mw), render: (b) => quantityText(f, listing, b.mw) },
    {
      key: 'ranking',
      header: i18n._({ id: 'exchange.col.ranking', message: 'Ranking' }),
      exportable: false,
      render: (b) => why.get(b.id)?.why ?? '—',
    },
    { key: 'created', header: i18n._({ id: 'exchange.col.submitted', message: 'Submitted' }), sortable: true, value: (b) => b.created, render: (b) => f.formatDateTime(b.created) ?? '—' },
  ];
  return (
    <DataTable
      caption={<Trans id="exchange.decide.caption" message="Bids to decide" />}
      columns={columns}
      rows={bids}
      getRowKey={(b) => b.id}
      exportFilename={`${listing.reference}-bids`}
      defaultSort={{ key: 'price', direction: listing.exchange_type === 'load_modification' ? 'descending' : 'ascending' }}
    />
  );
}

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="fx-field__error">
      {error}
    </p>
  ) : null;
}

/** One bid's decision: accept (with an optional part) or reject (with a reason), each labelled with the bidder. */
function DecisionCell({ listing, bid }: { listing: Listing; bid: Bid }) {
  const { i18n } = useLingui();
  const base = `bids.${keyOf(bid.id)}`;
  const kw = listing.exchange_type === 'load_modification';
  const who = bid.bidder_fp_name;
  return (
    <div className="ex-decision">
      <Field<Choice> name={`${base}.decision`}>
        {({ input, meta }) => {
          const error = visibleError(meta);
          return (
            <>
              <select
                {...input}
                value={input.value ?? ''}
                className="fx-input"
                aria-label={i18n._({ id: 'exchange.decide.choiceOf', message: 'Decision on the bid of {bidder}', values: { bidder: who } })}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `ex-d-${bid.id}-error` : undefined}
              >
                <option value="">{i18n._({ id: 'exchange.decide.none', message: 'Not decided' })}</option>
                <option value="accept">{i18n._({ id: 'exchange.decide.accept', message: 'Accept' })}</option>
                <option value="reject">{i18n._({ id: 'exchange.decide.reject', message: 'Reject' })}</option>
              </select>
              <FieldError id={`ex-d-${bid.id}-error`} error={error} />
            </>
          );
        }}
      </Field>
      <Field<Choice> name={`${base}.decision`} subscription={{ value: true }}>
        {({ input: { value } }) =>
          value === 'accept' ? (
            <Field<string>
              name={`${base}.quantity`}
              validate={(v) => {
                if (!v) return undefined;
                const n = parseDecimal(v);
                const mw = n === null ? null : kw ? n / 1000 : n;
                if (mw === null || mw <= 0) return i18n._({ id: 'exchange.bid.quantityNumber', message: 'Enter the quantity as a number.' });
                if (mw > Number(bid.mw) + 1e-9) return i18n._({ id: 'exchange.decide.moreThanBid', message: 'Accept at most the bid’s own quantity.' });
                if (mw < Number(listing.min_fill_mw) - 1e-9) return i18n._({ id: 'exchange.decide.lessThanFill', message: 'Accept at least the smallest fill of the listing.' });
                return undefined;
              }}
            >
              {({ input, meta }) => {
                const error = visibleError(meta);
                return (
                  <>
                    <input
                      {...input}
                      value={input.value ?? ''}
                      className="fx-input"
                      inputMode="decimal"
                      placeholder={kw ? 'kW' : 'MW'}
                      aria-label={
                        kw
                          ? i18n._({ id: 'exchange.decide.partKw', message: 'kW to accept of {bidder}’s bid (empty: all of it)', values: { bidder: who } })
                          : i18n._({ id: 'exchange.decide.partMw', message: 'MW to accept of {bidder}’s bid (empty: all of it)', values: { bidder: who } })
                      }
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `ex-q-${bid.id}-error` : undefined}
                    />
                    <FieldError id={`ex-q-${bid.id}-error`} error={error} />
                  </>
                );
              }}
            </Field>
          ) : value === 'reject' ? (
            <Field<string> name={`${base}.reason`} validate={(v) => (v?.trim() ? undefined : i18n._({ id: 'exchange.decide.reasonRequired', message: 'Give the bidder a reason.' }))}>
              {({ input, meta }) => {
                const error = visibleError(meta);
                return (
                  <>
                    <input
                      {...input}
                      value={input.value ?? ''}
                      className="fx-input"
                      maxLength={1000}
                      aria-label={i18n._({ id: 'exchange.decide.reasonOf', message: 'Reason for rejecting {bidder}’s bid', values: { bidder: who } })}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `ex-r-${bid.id}-error` : undefined}
                    />
                    <FieldError id={`ex-r-${bid.id}-error`} error={error} />
                  </>
                );
              }}
            </Field>
          ) : null
        }
      </Field>
    </div>
  );
}

function DecidedBids({ listing, bids }: { listing: Listing; bids: readonly Bid[] }) {
  const { i18n } = useLingui();
  const f = useFormat();
  const price = usePrice(listing);
  const columns: DataTableColumn<Bid>[] = [
    { key: 'bidder_fp_name', header: i18n._({ id: 'exchange.col.bidder', message: 'Bidder' }), sortable: true, isRowHeader: true },
    { key: 'price', header: i18n._({ id: 'exchange.col.price', message: 'Price' }), sortable: true, align: 'end', value: (b) => Number(b.price), render: (b) => price(b.price) },
    { key: 'mw', header: i18n._({ id: 'exchange.col.quantity', message: 'Quantity' }), sortable: true, align: 'end', value: (b) => Number(b.mw), render: (b) => quantityText(f, listing, b.mw) },
    { key: 'status', header: i18n._({ id: 'exchange.col.status', message: 'Status' }), sortable: true, value: (b) => bidStatusLabel(i18n, b.status) },
    {
      key: 'awarded_mw',
      header: i18n._({ id: 'exchange.col.awarded', message: 'Awarded' }),
      align: 'end',
      value: (b) => (b.awarded_mw === null ? null : Number(b.awarded_mw)),
      render: (b) => (b.awarded_mw === null ? '—' : quantityText(f, listing, b.awarded_mw)),
    },
    { key: 'decision_reason', header: i18n._({ id: 'exchange.col.reason', message: 'Reason' }) },
  ];
  return (
    <section aria-labelledby="ex-decided-title">
      <h2 id="ex-decided-title">
        <Trans id="exchange.decide.decided" message="Bids already decided or withdrawn" />
      </h2>
      <DataTable
        caption={<Trans id="exchange.decide.decided" message="Bids already decided or withdrawn" />}
        hideCaption
        columns={columns}
        rows={bids}
        getRowKey={(b) => b.id}
        exportFilename={`${listing.reference}-decided-bids`}
      />
    </section>
  );
}

export default DecisionBidsPage;
