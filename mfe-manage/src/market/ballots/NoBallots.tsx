import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Trans } from '@lingui/react';
import { paths } from 'shared-session';
import { EmptyState } from 'shared-ui';
import { ballotLinks } from './paths';

export interface NoBallotsProps {
  competitionId: number;
  biddingOpen: boolean;
  /** The provider's assets that can bid now (qualifying, built and, under entry confirmation, entered). */
  biddable: number;
  /** The provider's qualifying built assets. */
  qualifying: number;
  /** The button that opens the asset selection. */
  createButton: ReactNode;
}

/** Why the provider has no ballot to show: bidding is closed, entry is not confirmed, no asset can bid, or none is created yet. */
type NoBallotsCase = 'closed' | 'noEntry' | 'noAssets' | 'none';

function noBallotsCase({ biddingOpen, biddable, qualifying }: Pick<NoBallotsProps, 'biddingOpen' | 'biddable' | 'qualifying'>): NoBallotsCase {
  if (!biddingOpen) return 'closed';
  if (biddable === 0) return qualifying > 0 ? 'noEntry' : 'noAssets';
  return biddable > 0 ? 'none' : 'closed';
}

/**
 * What the ballots panel shows when the provider has no ballot, saying what to do: bidding is not
 * open; confirm entry first; no asset can bid yet; or create the first ballot.
 */
export function NoBallots({ competitionId, biddingOpen, biddable, qualifying, createButton }: NoBallotsProps) {
  const says: Record<NoBallotsCase, { title: ReactNode; description: ReactNode; action?: ReactNode }> = {
    closed: {
      title: <Trans id="manage.ballots.empty.closed" message="You have no ballots in this competition" />,
      description: <Trans id="manage.ballots.empty.closedText" message="Bidding is not open, so no ballot can be created now." />,
    },
    noEntry: {
      title: <Trans id="manage.ballots.empty.noEntry" message="Confirm your entry to bid" />,
      description: (
        <Trans
          id="manage.ballots.empty.noEntryText"
          message="Only assets whose entry you confirmed can bid in this competition. Confirm entry with your qualifying assets first."
        />
      ),
      action: (
        <Link className="fx-button" to={paths.competitionOnMap(competitionId)}>
          <Trans id="manage.ballots.select.toEntry" message="Confirm entry" />
        </Link>
      ),
    },
    noAssets: {
      title: <Trans id="manage.ballots.empty.noAssets" message="None of your assets can bid in this competition yet" />,
      description: (
        <Trans
          id="manage.ballots.empty.noAssetsText"
          message="Only assets that qualify for the competition and are built (not planned) can bid. Check your assets' eligibility and complete their data."
        />
      ),
      action: (
        <Link className="fx-button" to={ballotLinks.qualification}>
          <Trans id="manage.ballots.empty.toQualification" message="Go to asset qualification" />
        </Link>
      ),
    },
    none: {
      title: <Trans id="manage.ballots.empty.none" message="You have no ballots in this competition yet" />,
      description: (
        <Trans id="manage.ballots.empty.noneText" message="Create a ballot: choose the assets that bid together, then enter a bid for each service window." />
      ),
      action: createButton,
    },
  };
  const { title, description, action } = says[noBallotsCase({ biddingOpen, biddable, qualifying })];
  return <EmptyState headingLevel={3} title={title} description={description} action={action} />;
}
