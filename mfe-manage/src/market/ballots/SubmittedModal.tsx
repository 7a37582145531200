import { Link, useNavigate } from 'react-router-dom';
import { Trans } from '@lingui/react';
import { paths } from 'shared-session';
import { Modal, useFlags } from 'shared-ui';
import { BALLOT_FLAGS } from './flags';
import { ballotLinks } from './paths';

export interface SubmittedModalProps {
  open: boolean;
  competitionId: number;
  onClose: () => void;
}

/**
 * The bid-submitted modal (platform §2.4, workflows §4): finish bidding (back to the competition),
 * add another bid (a new ballot), or — baseline nudge on — upload a baseline for settlement.
 */
export function SubmittedModal({ open, competitionId, onClose }: SubmittedModalProps) {
  const navigate = useNavigate();
  const nudge = useFlags().has(BALLOT_FLAGS.baselineNudge);
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="small"
      title={<Trans id="manage.ballots.submitted.title" message="Your bids are submitted" />}
      footer={
        <div className="fx-button-row">
          {nudge ? (
            <Link className="fx-button" to={ballotLinks.baselineUpload}>
              <Trans id="manage.ballots.submitted.baseline" message="Upload baseline" />
            </Link>
          ) : null}
          <button type="button" className="fx-button" onClick={() => navigate(ballotLinks.newBallot(competitionId))}>
            <Trans id="manage.ballots.submitted.another" message="Add another bid" />
          </button>
          <button type="button" className="fx-button fx-button--primary" onClick={() => navigate(paths.providerCompetition(competitionId))}>
            <Trans id="manage.ballots.submitted.finish" message="Finish bidding" />
          </button>
        </div>
      }
    >
      <p>
        <Trans
          id="manage.ballots.submitted.text"
          message="You can amend and re-submit them on this page until bidding closes. To bid with other assets, add another bid: it starts a new ballot."
        />
      </p>
      {nudge ? (
        <p>
          <Trans
            id="manage.ballots.submitted.baselineText"
            message="Settlement measures your delivery against a baseline: upload your assets' baseline data now on the settlement upload page."
          />
        </p>
      ) : null}
    </Modal>
  );
}
