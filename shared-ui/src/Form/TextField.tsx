import { useMemo, type HTMLAttributes, type ReactNode } from 'react';
import { useField } from 'react-final-form';
import { FieldFrame } from './FieldFrame';
import { composeValidators, required as requiredValidator, type Validator } from './validators';

export interface TextFieldProps {
  name: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  /** Extra validation, run after the field's own rules. */
  validate?: Validator;
  disabled?: boolean;
  placeholder?: string;
  type?: 'text' | 'email' | 'password' | 'search' | 'tel' | 'url';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  prefix?: ReactNode;
  suffix?: ReactNode;
  /** Applied to the value when the field loses focus and before submit. */
  normalise?: (value: string) => string;
  id?: string;
  className?: string;
}

/** A text input bound to react-final-form, with the shared field frame. */
export function TextField({
  name,
  label,
  required = false,
  hint,
  validate,
  disabled,
  placeholder,
  type = 'text',
  inputMode,
  autoComplete,
  prefix,
  suffix,
  normalise,
  id,
  className,
}: TextFieldProps) {
  const validator = useMemo(
    () => composeValidators(required && requiredValidator, validate),
    [required, validate],
  );
  const { input, meta } = useField<string>(name, {
    validate: validator,
    ...(normalise
      ? { formatOnBlur: true, format: (value: string | undefined) => (value ? normalise(value) : (value ?? '')) }
      : {}),
  });
  return (
    <FieldFrame
      label={label}
      required={required}
      hint={hint}
      meta={meta}
      prefix={prefix}
      suffix={suffix}
      id={id}
      className={className}
    >
      {(control) => (
        <input
          {...control}
          {...input}
          value={input.value ?? ''}
          type={type}
          className="fx-input"
          disabled={disabled}
          placeholder={placeholder}
          inputMode={inputMode}
          autoComplete={autoComplete}
        />
      )}
    </FieldFrame>
  );
}
