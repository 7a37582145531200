import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import { orgTypeOf } from 'shared-session';
import { EmptyState, LoadFailure, NotFoundPage, PageLoader, useLoad, useSession } from 'shared-ui';
import { AccessNotice } from '../common/AccessNotice';
import { createListing, exchangeAccess, getListing, type ExchangeType, type Listing, type ListingBody } from '../common/api';
import { EXCHANGE_TYPES, typeLabel } from '../common/labels';
import { EXCHANGE_PATHS } from '../common/paths';
import { CapacityMarketForm } from './CapacityMarketForm';
import { LoadModificationForm } from './LoadModificationForm';
import { ObligationForm } from './ObligationForm';
import '../common/exchange.css';

/** What the listing page says after the form saved it (passed in the navigation's state). */
export interface SavedNotice {
  notice: string;
}

/**
 * A new listing (/exchange/new-listing), blank or copied from one of the lister's own listings
 * (`?from=ID`: a draft to change, or a withdrawn or expired listing to offer again): choose what is
 * listed (a capacity-market agreement, a flexibility obligation or a load modification), fill in
 * its form, then save it as a draft or publish it. The new listing's page opens after.
 */
export function NewListingPage() {
  const { i18n } = useLingui();
  const session = useSession();
  const [params] = useSearchParams();
  const fromId = /^\d+$/.test(params.get('from') ?? '') ? Number(params.get('from')) : null;
  const isProvider = orgTypeOf(session?.claims) === 'flexprovider';
  const draft = useLoad<Listing | null>(
    () => (fromId === null ? Promise.resolve(null) : getListing(fromId)),
    i18n._({ id: 'exchange.listing.loadFailed', message: 'The listing could not be loaded.' }),
    [fromId],
  );
  const access = useLoad(exchangeAccess, i18n._({ id: 'exchange.access.loadFailed', message: 'Your market access could not be loaded.' }), []);
  const [chosen, setChosen] = useState<ExchangeType | null>(null);

  if (!isProvider)
    return (
      <section className="ex-page" aria-labelledby="ex-new-title">
        <h1 id="ex-new-title" tabIndex={-1}>
          <Trans id="exchange.new" message="New listing" />
        </h1>
        <EmptyState title={<Trans id="exchange.new.providersOnly" message="Only flex providers list on the exchange" />} description={<Trans id="exchange.new.providersOnlyText" message="You can browse the listings and, with the right to buy, buy from them." />} />
      </section>
    );
  if (draft.result.state === 'failed') {
    if (draft.result.notFound) return <NotFoundPage />;
    return <LoadFailure message={draft.result.message} retry={{ label: <Trans id="exchange.retry" message="Try again" />, onRetry: draft.reload }} />;
  }
  if (draft.result.state === 'loading') return <PageLoader />;
  const existing = draft.result.value;
  if (existing && !existing.is_mine)
    return (
      <section className="ex-page" aria-labelledby="ex-new-title">
        <h1 id="ex-new-title" tabIndex={-1}>
          <Trans id="exchange.copy.title" message="New listing from {reference}" values={{ reference: existing.reference }} />
        </h1>
        <p className="ex-notice">
          <Trans id="exchange.copy.notMine" message="Only your own listings can be copied into a new one." />
        </p>
      </section>
    );
  return <Editor draft={existing} chosen={existing?.exchange_type ?? chosen} onChoose={setChosen} access={access.result.state === 'ready' ? access.result.value : null} />;
}

function Editor({ draft, chosen, onChoose, access }: { draft: Listing | null; chosen: ExchangeType | null; onChoose: (t: ExchangeType) => void; access: Awaited<ReturnType<typeof exchangeAccess>> | null }) {
  const { i18n } = useLingui();
  const session = useSession();
  const navigate = useNavigate();
  const roleId = session?.claims.role.id ?? null;

  const save = async (body: ListingBody, publish: boolean): Promise<Listing> => {
    if (roleId === null) throw new Error('no organisation');
    return createListing(roleId, { ...body, publish });
  };
  const onSaved = (listing: Listing, published: boolean) => {
    const notice: SavedNotice = {
      notice: published
        ? i18n._({ id: 'exchange.new.published', message: 'Listing {reference} is published.', values: { reference: listing.reference } })
        : i18n._({ id: 'exchange.new.saved', message: 'Listing {reference} is saved as a draft. Publish it when it is ready.', values: { reference: listing.reference } }),
    };
    navigate(EXCHANGE_PATHS.view(listing.id), { state: notice });
  };
  const props = { draft, labelledBy: 'ex-new-title', save, onSaved };
  const hints: Record<ExchangeType, string> = {
    capacity_market: i18n._({ id: 'exchange.new.cmHint', message: 'Transfer part or all of a capacity-market agreement for part or all of its delivery year. Prices per kW per year.' }),
    flexibility_obligation: i18n._({ id: 'exchange.new.obHint', message: 'Pass on an obligation of an accepted contract from a day you choose to its end.' }),
    load_modification: i18n._({ id: 'exchange.new.lmHint', message: 'Offer turn-down at a GSP region to a large new load, priced per kW per month.' }),
  };
  return (
    <section className="ex-page" aria-labelledby="ex-new-title">
      <h1 id="ex-new-title" tabIndex={-1}>
        {draft ? <Trans id="exchange.copy.title" message="New listing from {reference}" values={{ reference: draft.reference }} /> : <Trans id="exchange.new" message="New listing" />}
      </h1>
      {draft ? (
        <p className="ex-intro">
          <Trans
            id="exchange.copy.intro"
            message="The form starts from {reference}; saving makes a new listing. Withdraw {reference} if it is a draft you no longer need."
            values={{ reference: draft.reference }}
          />
        </p>
      ) : (
        <fieldset className="ex-radios">
          <legend>
            <Trans id="exchange.new.what" message="What do you list?" />
          </legend>
          {EXCHANGE_TYPES.map((t) => (
            <div className="ex-radio" key={t}>
              <input id={`ex-type-${t}`} type="radio" name="exchange_type" value={t} checked={chosen === t} onChange={() => onChoose(t)} aria-describedby={`ex-type-${t}-hint`} />
              <label htmlFor={`ex-type-${t}`}>{typeLabel(i18n, t)}</label>
              <p id={`ex-type-${t}-hint`} className="fx-field__hint">
                {hints[t]}
              </p>
            </div>
          ))}
        </fieldset>
      )}
      {chosen && access ? <AccessNotice access={access} only={chosen} isProvider /> : null}
      {chosen === 'capacity_market' ? <CapacityMarketForm key={chosen} {...props} /> : null}
      {chosen === 'flexibility_obligation' ? <ObligationForm key={chosen} {...props} /> : null}
      {chosen === 'load_modification' ? <LoadModificationForm key={chosen} {...props} /> : null}
    </section>
  );
}

export default NewListingPage;
