import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { useDomId } from '../internal/useId';

export interface ProgressBarProps {
  /** Percentage complete, 0 to 100. */
  value: number;
  /** Names the bar (visible above it). */
  label: ReactNode;
  /** Show the percentage next to the label; true by default. */
  showValue?: boolean;
  className?: string;
}

/** Throws for values outside 0–100: the bar accepts only percentages (spec platform §5). */
export function assertPercentage(value: number): void {
  if (!Number.isFinite(value) || value < 0 || value > 100) {
    throw new RangeError(`ProgressBar value must be between 0 and 100, got ${value}`);
  }
}

/** A determinate progress bar. */
export function ProgressBar({ value, label, showValue = true, className }: ProgressBarProps) {
  assertPercentage(value);
  const { i18n } = useLingui();
  const labelId = useDomId('fx-progress');
  const rounded = Math.round(value);
  const text = i18n._({ id: 'ui.progress.value', message: '{percent}%', values: { percent: rounded } });
  return (
    <div className={['fx-progress', className].filter(Boolean).join(' ')}>
      <div className="fx-progress__header">
        <span id={labelId} className="fx-progress__label">
          {label}
        </span>
        {showValue ? (
          <span className="fx-progress__value" aria-hidden="true">
            {text}
          </span>
        ) : null}
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={text}
        className="fx-progress__track"
      >
        <div className="fx-progress__fill" style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}
