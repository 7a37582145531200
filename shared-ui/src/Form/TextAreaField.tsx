import { useMemo, type ReactNode } from 'react';
import { useField } from 'react-final-form';
import { useLingui } from '@lingui/react';
import { FieldFrame } from './FieldFrame';
import {
  charactersRemaining,
  composeValidators,
  maxLength as maxLengthValidator,
  required as requiredValidator,
  TEXTAREA_MAX_LENGTH,
  type Validator,
} from './validators';

export const TEXTAREA_ROWS = 4;
export const TEXTAREA_COLS = 8;

export interface TextAreaFieldProps {
  name: string;
  label: ReactNode;
  required?: boolean;
  /** Maximum characters; 500 by default. */
  maxLength?: number;
  validate?: Validator;
  disabled?: boolean;
  placeholder?: string;
  rows?: number;
  id?: string;
  className?: string;
}

/** A textarea with the "You have N characters remaining" hint and the length limit. */
export function TextAreaField({
  name,
  label,
  required = false,
  maxLength = TEXTAREA_MAX_LENGTH,
  validate,
  disabled,
  placeholder,
  rows = TEXTAREA_ROWS,
  id,
  className,
}: TextAreaFieldProps) {
  // Re-render the hint when the language changes.
  useLingui();
  const validator = useMemo(
    () => composeValidators(required && requiredValidator, maxLengthValidator(maxLength), validate),
    [required, maxLength, validate],
  );
  const { input, meta } = useField<string>(name, { validate: validator });
  return (
    <FieldFrame
      label={label}
      required={required}
      hint={charactersRemaining(input.value, maxLength)}
      meta={meta}
      id={id}
      className={className}
    >
      {(control) => (
        <textarea
          {...control}
          {...input}
          value={input.value ?? ''}
          className="fx-input fx-textarea"
          rows={rows}
          cols={TEXTAREA_COLS}
          disabled={disabled}
          placeholder={placeholder}
        />
      )}
    </FieldFrame>
  );
}
