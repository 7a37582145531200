import { useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { Link } from 'react-router-dom';
import { errorCode, paths, userErrorMessage, type Ballot } from 'shared-session';
import { Modal, SelectionChecklist, type ChecklistId, type ChecklistItem } from 'shared-ui';
import { eligibilityLabel, type ProviderAssetSummary } from '../../common/competitions';
import { createBallot } from './api';
import { canBid, defaultSelection } from './model';

export interface NewBallotModalProps {
  competitionId: number;
  open: boolean;
  /** The provider's assets in the competition's area (flex/assetsummary/). */
  assets: readonly ProviderAssetSummary[];
  ballots: readonly Ballot[];
  /**
   * The assets of the provider's confirmed entry when bidding follows entry (the
   * entry-confirmation flag), else null: no entry is needed.
   */
  entered?: ReadonlySet<number> | null;
  onClose: () => void;
  onCreated: (ballot: Ballot) => void;
}

/** Whether the asset can bid now: it qualifies, is built and, when bidding follows entry, is entered. */
export const canBidNow = (a: ProviderAssetSummary, entered: ReadonlySet<number> | null | undefined): boolean => canBid(a) && (!entered || entered.has(a.flex_asset));

function itemOf(i18n: I18n, a: ProviderAssetSummary, entered: ReadonlySet<number> | null | undefined): ChecklistItem {
  const available = canBidNow(a, entered);
  const name = a.name ? `${a.ref ?? a.flex_asset} — ${a.name}` : (a.ref ?? String(a.flex_asset));
  return {
    // A planned asset's id is a planned-asset id: keep it apart from flex asset ids.
    id: a.planned ? `planned-${a.flex_asset}` : a.flex_asset,
    label: name,
    available,
    unavailableReason: canBid(a)
      ? i18n._({ id: 'manage.ballots.select.notEntered', message: 'Not in your confirmed entry: confirm entry with this asset to bid with it.' })
      : a.planned
      ? i18n._({ id: 'manage.ballots.select.planned', message: 'A planned asset cannot bid until it is built and registered.' })
      : i18n._({
          id: 'manage.ballots.select.notQualifying',
          message: 'Does not qualify ({status})',
          values: { status: eligibilityLabel(i18n, a.eligibility_status) },
        }),
  };
}

/**
 * The asset-selection modal (platform §2.4) that starts a ballot: a checklist of the provider's
 * assets in the area (those that cannot bid are shown but cannot be ticked), starting from the
 * default selection; confirming creates the ballot (`POST bids/ballots/`).
 */
export function NewBallotModal({ competitionId, open, assets, ballots, entered = null, onClose, onCreated }: NewBallotModalProps) {
  const { i18n } = useLingui();
  const items = useMemo(() => assets.map((a) => itemOf(i18n, a, entered)), [i18n, assets, entered]);
  const selected = useMemo(() => defaultSelection(assets, ballots).filter((id) => !entered || entered.has(id)), [assets, ballots, entered]);
  const notEntered = entered ? assets.filter((a) => canBid(a) && !entered.has(a.flex_asset)).length : 0;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; entry: boolean } | null>(null);

  async function confirm(ids: ChecklistId[]) {
    setBusy(true);
    setError(null);
    try {
      const ballot = await createBallot(competitionId, ids.map(Number));
      onCreated(ballot);
    } catch (e) {
      const labels = { flex_assets: i18n._({ id: 'manage.ballots.field.assets', message: 'Assets' }), competition: i18n._({ id: 'manage.ballots.field.competition', message: 'Competition' }) };
      setError({
        message: userErrorMessage(e, i18n._({ id: 'manage.ballots.create.failed', message: 'The ballot could not be created. Please try again.' }), labels),
        entry: errorCode(e) === 'entry_required',
      });
    } finally {
      setBusy(false);
    }
  }

  function close() {
    setError(null);
    onClose();
  }

  return (
    <Modal open={open} onClose={close} title={<Trans id="manage.ballots.select.title" message="Select the assets to bid with" />} size="medium">
      <div aria-busy={busy || undefined}>
        <p>
          <Trans
            id="manage.ballots.select.text"
            message="The assets you tick bid together: each bid of the ballot offers their combined capacity. Only qualifying assets that are built can bid."
          />
        </p>
        {notEntered > 0 ? (
          <p>
            <Trans
              id="manage.ballots.select.entryNote"
              message="Only assets whose entry you confirmed can bid; {count, plural, one {# of your qualifying assets is} other {# of your qualifying assets are}} not entered."
              values={{ count: notEntered }}
            />{' '}
            <Link to={paths.competitionOnMap(competitionId)}>
              <Trans id="manage.ballots.select.toEntry" message="Confirm entry" />
            </Link>
          </p>
        ) : null}
        {error ? (
          <p className="competitions-page__error" role="alert">
            {error.message}
            {error.entry ? (
              <>
                {' '}
                <Link to={paths.competitionOnMap(competitionId)}>
                  <Trans id="manage.ballots.select.toEntry" message="Confirm entry" />
                </Link>
              </>
            ) : null}
          </p>
        ) : null}
        <SelectionChecklist
          legend={<Trans id="manage.ballots.select.legend" message="Your assets in this competition" />}
          items={items}
          selected={selected}
          onCancel={close}
          onConfirm={(ids) => void (busy ? undefined : confirm(ids))}
        />
      </div>
    </Modal>
  );
}
