import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import { orgTypeOf } from 'shared-session';
import { EmptyState, LoadFailure, NotFoundPage, PageLoader, useLoad, useSession } from 'shared-ui';
import { AccessNotice } from '../common/AccessNotice';
import { createListing, exchangeAccess, getListing, publishListing, updateListing, type ExchangeType, type Listing, type ListingBody } from '../common/api';
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
 * A new listing (/exchange/new-listing), or a draft changed (`?edit=ID`): choose what is listed
 * (a capacity-market agreement, a flexibility obligation or a load modification), fill in its
 * form, then save it as a draft or publish it. The listing's page opens after.
 */
export function NewListingPage() {
  const { i18n } = useLingui();
  const session = useSession();
  const [params] = useSearchParams();
  const editId = /^\d+$/.test(params.get('edit') ?? '') ? Number(params.get('edit')) : null;
  const isProvider = orgTypeOf(session?.claims) === 'flexprovider';
  const draft = useLoad<Listing | null>(
    () => (editId === null ? Promise.resolve(null) : getListing(editId)),
    i18n._({ id: 'exchange.listing.loadFailed', message: 'The listing could not be loaded.' }),
    [editId],
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
  if (existing && (!existing.is_mine || existing.status !== 'draft'))
    return (
      <section className="ex-page" aria-labelledby="ex-new-title">
        <h1 id="ex-new-title" tabIndex={-1}>
          <Trans id="exchange.edit.title" message="Edit listing {reference}" values={{ reference: existing.reference }} />
        </h1>
        <p className="ex-notice">
          <Trans id="exchange.edit.notDraft" message="Only your own drafts can be changed; this listing is published or not yours." />
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
    if (draft) {
      const changed = await updateListing(draft.id, body);
      return publish ? publishListing(changed.id) : changed;
    }
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
        {draft ? <Trans id="exchange.edit.title" message="Edit listing {reference}" values={{ reference: draft.reference }} /> : <Trans id="exchange.new" message="New listing" />}
      </h1>
      {draft ? null : (
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
