import { useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { errorMessage, type Ballot } from 'shared-session';
import { Modal, SelectionChecklist, type ChecklistId, type ChecklistItem } from 'shared-ui';
import { eligibilityLabel, type ProviderAssetSummary } from '../../competitions/data';
import { createBallot } from './api';
import { canBid, defaultSelection } from './model';

export interface NewBallotModalProps {
  competitionId: number;
  open: boolean;
  /** The provider's assets in the competition's area (flex/assetsummary/). */
  assets: readonly ProviderAssetSummary[];
  ballots: readonly Ballot[];
  onClose: () => void;
  onCreated: (ballot: Ballot) => void;
}

function itemOf(i18n: I18n, a: ProviderAssetSummary): ChecklistItem {
  const available = canBid(a);
  const name = a.name ? `${a.ref ?? a.flex_asset} — ${a.name}` : (a.ref ?? String(a.flex_asset));
  return {
    // A planned asset's id is a planned-asset id: keep it apart from flex asset ids.
    id: a.planned ? `planned-${a.flex_asset}` : a.flex_asset,
    label: name,
    available,
    unavailableReason: a.planned
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
export function NewBallotModal({ competitionId, open, assets, ballots, onClose, onCreated }: NewBallotModalProps) {
  const { i18n } = useLingui();
  const items = useMemo(() => assets.map((a) => itemOf(i18n, a)), [i18n, assets]);
  const selected = useMemo(() => defaultSelection(assets, ballots), [assets, ballots]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm(ids: ChecklistId[]) {
    setBusy(true);
    setError(null);
    try {
      const ballot = await createBallot(competitionId, ids.map(Number));
      onCreated(ballot);
    } catch (e) {
      setError(errorMessage(e, i18n._({ id: 'manage.ballots.create.failed', message: 'The ballot could not be created. Please try again.' })));
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
        {error ? (
          <p className="competitions-page__error" role="alert">
            {error}
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
