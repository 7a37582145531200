import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import { Modal } from 'shared-ui';
import type { BulkBidResult } from './api';
import { BIDS_PATHS } from './paths';

/**
 * The bulk bid confirmation (spec platform §2.4 "confirm bids in bulk"): what the file did — new
 * ballots, new bids, amended and unchanged ones — with the way to the bids it touched.
 */
export function BulkBidConfirmation({ result, filename, onClose }: { result: BulkBidResult | null; filename: string; onClose: () => void }) {
  const { i18n } = useLingui();
  const lines = result
    ? [
        i18n._({ id: 'manage.bids.bulk.confirm.ballots', message: '{count, plural, =0 {No new ballots} one {# new ballot} other {# new ballots}}', values: { count: result.ballots_created } }),
        i18n._({ id: 'manage.bids.bulk.confirm.created', message: '{count, plural, =0 {No new bids} one {# new bid} other {# new bids}}', values: { count: result.bids_created } }),
        i18n._({ id: 'manage.bids.bulk.confirm.amended', message: '{count, plural, =0 {No bids amended} one {# bid amended (a new version)} other {# bids amended (a new version each)}}', values: { count: result.bids_amended } }),
        i18n._({ id: 'manage.bids.bulk.confirm.unchanged', message: '{count, plural, =0 {No bids left unchanged} one {# bid unchanged (the same offer again)} other {# bids unchanged (the same offers again)}}', values: { count: result.bids_unchanged } }),
      ]
    : [];
  return (
    <Modal
      open={result !== null}
      onClose={onClose}
      title={<Trans id="manage.bids.bulk.confirm.title" message="Your bids were submitted" />}
      footer={
        <>
          <Link className="fx-button fx-button--primary" to={BIDS_PATHS.edit}>
            <Trans id="manage.bids.bulk.confirm.edit" message="Review your active bids" />
          </Link>
          <Link className="fx-button" to={BIDS_PATHS.list}>
            <Trans id="manage.bids.bulk.confirm.list" message="See all your bids" />
          </Link>
          <button type="button" className="fx-button" onClick={onClose}>
            <Trans id="manage.bids.bulk.confirm.done" message="Done" />
          </button>
        </>
      }
    >
      <p>
        <Trans
          id="manage.bids.bulk.confirm.text"
          message="Every row of {file} was checked and saved. You can change these bids until bidding closes in each competition."
          values={{ file: filename }}
        />
      </p>
      <ul className="provider-bids__summary" aria-label={i18n._({ id: 'manage.bids.bulk.confirm.summary', message: 'What your file did' })}>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </Modal>
  );
}
