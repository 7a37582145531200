import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react';
import { useDomId } from '../internal/useId';
import { useFormat, type DateStyle } from '../format';

export type SubmitState = 'default' | 'submitting' | 'submitted';

export interface SubmitBlockProps {
  state: SubmitState;
  onSubmit: () => void;
  /** False while the submission is not allowed (e.g. incomplete data). Defaults to true. */
  canSubmit?: boolean;
  /** Shown under the button while submission is not allowed. */
  notAllowedReason?: ReactNode;
  /** Name of the submitting user, where known. */
  submittedBy?: string | null;
  submittedAt?: Date | string | number | null;
  title?: ReactNode;
  description?: ReactNode;
  /** Button text in the default state; "Submit" by default. */
  submitLabel?: ReactNode;
  /** How the submission date is written, in the region's locale and zone ("5 Mar 2026" by default). */
  dateStyle?: DateStyle;
}

/**
 * A submit block (spec platform §4.4): default → submitting → submitted. The button is disabled
 * when submission is not allowed, in progress or done; afterwards a confirmation names the
 * submitting user where known and the date.
 */
export function SubmitBlock({
  state,
  onSubmit,
  canSubmit = true,
  notAllowedReason,
  submittedBy,
  submittedAt,
  title,
  description,
  submitLabel,
  dateStyle = 'medium',
}: SubmitBlockProps) {
  const { i18n } = useLingui();
  const format = useFormat();
  const baseId = useDomId('fx-submit');
  const reasonId = `${baseId}-reason`;
  const disabled = !canSubmit || state !== 'default';
  const showReason = state === 'default' && !canSubmit && notAllowedReason;

  let buttonText: ReactNode = submitLabel ?? <Trans id="ui.submit.button" message="Submit" />;
  if (state === 'submitting') buttonText = <Trans id="ui.submit.submitting" message="Submitting…" />;
  if (state === 'submitted') buttonText = <Trans id="ui.submit.done" message="Submitted" />;

  const dateText = format.formatDate(submittedAt, dateStyle);
  let confirmation: string;
  if (submittedBy && dateText) {
    confirmation = i18n._({
      id: 'ui.submit.confirmation.byOn',
      message: 'Submitted by {name} on {date}',
      values: { name: submittedBy, date: dateText },
    });
  } else if (dateText) {
    confirmation = i18n._({ id: 'ui.submit.confirmation.on', message: 'Submitted on {date}', values: { date: dateText } });
  } else if (submittedBy) {
    confirmation = i18n._({ id: 'ui.submit.confirmation.by', message: 'Submitted by {name}', values: { name: submittedBy } });
  } else {
    confirmation = i18n._({ id: 'ui.submit.confirmation.plain', message: 'Submitted' });
  }

  return (
    <section className="fx-submit-block" data-state={state} aria-busy={state === 'submitting' || undefined}>
      {title ? <h3 className="fx-submit-block__title">{title}</h3> : null}
      {description ? <p className="fx-submit-block__description">{description}</p> : null}
      <button
        type="button"
        className="fx-button fx-button--primary"
        disabled={disabled}
        aria-describedby={showReason ? reasonId : undefined}
        onClick={() => {
          if (!disabled) onSubmit();
        }}
      >
        {buttonText}
      </button>
      {showReason ? (
        <p id={reasonId} className="fx-field__hint">
          {notAllowedReason}
        </p>
      ) : null}
      <div role="status" className="fx-submit-block__status">
        {state === 'submitted' ? <p className="fx-submit-block__confirmation">{confirmation}</p> : null}
      </div>
    </section>
  );
}
