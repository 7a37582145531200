import type { ReactNode } from 'react';
import type { FieldMetaState } from 'react-final-form';
import { useDomId } from '../internal/useId';

export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
}

export interface FieldFrameProps {
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  /** The field's react-final-form meta; the error shows once the field is touched. */
  meta: FieldMetaState<unknown>;
  prefix?: ReactNode;
  suffix?: ReactNode;
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** Error text to show for a field: validation or submit error, once touched. */
export function visibleError(meta: FieldMetaState<unknown>): string | undefined {
  if (!meta.touched) return undefined;
  const error: unknown = meta.error ?? (meta.dirtySinceLastSubmit ? undefined : meta.submitError);
  if (typeof error === 'string') return error;
  if (Array.isArray(error) && typeof error[0] === 'string') return error[0];
  return undefined;
}

/** Label (with an asterisk when required), control, hint and error of a form field. */
export function FieldFrame({ label, required, hint, meta, prefix, suffix, id, className, children }: FieldFrameProps) {
  const controlId = useDomId('fx-field', id);
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const error = visibleError(meta);
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={['fx-field', error ? 'has-error' : null, className].filter(Boolean).join(' ')}>
      <label htmlFor={controlId} className="fx-field__label">
        {label}
        {required ? (
          <span className="fx-field__required" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      <div className="fx-field__control">
        {prefix ? <span className="fx-field__affix">{prefix}</span> : null}
        {children({
          id: controlId,
          'aria-describedby': describedBy || undefined,
          'aria-invalid': error ? true : undefined,
          'aria-required': required || undefined,
        })}
        {suffix ? <span className="fx-field__affix">{suffix}</span> : null}
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

/** A field's hint and error lines, referenced by the control's aria-describedby. */
export function FieldMessages({ hint, hintId, error, errorId }: { hint?: ReactNode; hintId: string; error?: ReactNode; errorId: string }) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="fx-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="fx-field__error">
          {error}
        </p>
      ) : null}
    </>
  );
}
