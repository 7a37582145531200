import { Trans, useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import type { AutoDecisionResult } from 'shared-session';
import { Modal, powerUnitOf, useFormat } from 'shared-ui';
import type { OperatorCompetition } from '../../common/competitions';
import { rateLabel, rateUnit } from '../shared/labels';
import { autoDecide } from './api';
import { guidePriceOf, meritFieldOf } from './model';
import { useAction } from './useAction';

/** The auto-decisioning rule, written out (the server's rule in bids/approvals/auto_decide/). */
const AUTO_RULE: MessageDescriptor = /*i18n*/ {
  id: 'manage.review.auto.rule',
  message:
    'Per service window, bids are taken in merit order — lowest price first (the utilisation price when the competition takes one, otherwise its one rate), ties to the earlier submission, then the lower bid id — and accepted whole while the accepted capacity is below the window’s required capacity. Bids above the competition’s guide price are rejected as over the price cap; the rest as capacity already met.',
};

export interface AutoDecideModalProps {
  open: boolean;
  competition: OperatorCompetition;
  /** Active bids of the competition and how many of them already carry a decision. */
  bids: number;
  decided: number;
  locale: string;
  onClose: () => void;
  onDone: (result: AutoDecisionResult) => void;
  /** A conflict (409): the modal closes and the page shows the server's message and reloads. */
  onConflict: (message: string) => void;
}

/**
 * The auto-decisioning warning (workflows §2 modals, platform §2.4): it overwrites every earlier
 * decision on the page; the rule is written out before the operator continues.
 */
export function AutoDecideModal({ open, competition, bids, decided, locale, onClose, onDone, onConflict }: AutoDecideModalProps) {
  const { i18n } = useLingui();
  const format = useFormat();
  const { busy: running, error, run: runAction, clearError } = useAction(onConflict);
  const merit = meritFieldOf(competition.competition_type);
  const guide = guidePriceOf(competition);

  const close = () => {
    if (running) return;
    clearError();
    onClose();
  };

  const run = () =>
    runAction(() => autoDecide(competition.id), i18n._({ id: 'manage.review.auto.failed', message: 'Auto-decisioning failed. Please try again.' }), onDone);

  return (
    <Modal
      open={open}
      onClose={close}
      title={<Trans id="manage.review.auto.title" message="Auto-decisioning" />}
      footer={
        <>
          <button type="button" className="fx-button" onClick={close} disabled={running}>
            <Trans id="manage.review.auto.cancel" message="Cancel" />
          </button>
          <button type="button" className="fx-button fx-button--primary" onClick={() => void run()} disabled={running} aria-busy={running}>
            {running ? <Trans id="manage.review.auto.running" message="Deciding…" /> : <Trans id="manage.review.auto.continue" message="Overwrite decisions and continue" />}
          </button>
        </>
      }
    >
      <div className="review-warning">
        <p>
          <strong>
            <Trans
              id="manage.review.auto.warning"
              message="This overwrites earlier decisions on this page. Every one of the {bids, plural, one {# bid} other {# bids}} of {name} is decided again, including the {decided, plural, one {# bid} other {# bids}} you or market clearing already decided."
              values={{ bids, decided, name: competition.name }}
            />
          </strong>
        </p>
      </div>
      <h3 className="review-modal__subheading">
        <Trans id="manage.review.auto.ruleHeading" message="The rule" />
      </h3>
      <p>{i18n._(AUTO_RULE)}</p>
      <p>
        {guide !== null && merit !== null ? (
          <Trans
            id="manage.review.auto.guide"
            message="Here the merit price is the {rate}, and the guide price is {price}."
            values={{ rate: rateLabel(i18n, merit).toLocaleLowerCase(locale), price: `${format.formatMoney(guide, competition.currency) ?? ''}${rateUnit(merit, powerUnitOf(competition.power_type))}` }}
          />
        ) : (
          <Trans id="manage.review.auto.noGuide" message="This competition sets no guide price for its merit price, so no bid is rejected as over the price cap." />
        )}
      </p>
      {error ? (
        <p className="review-page__error" role="alert">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
