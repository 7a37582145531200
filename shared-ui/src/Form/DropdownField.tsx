import { useMemo, type ReactNode } from 'react';
import { useField } from 'react-final-form';
import { Dropdown } from '../Dropdown/Dropdown';
import type { DropdownItem, DropdownValue } from '../Dropdown/items';
import { visibleError } from './FieldFrame';
import { composeValidators, required as requiredValidator, type Validator } from './validators';

export interface DropdownFieldProps {
  name: string;
  label: ReactNode;
  items: readonly DropdownItem[];
  /** Multi select: the field value is an array. */
  multiple?: boolean;
  required?: boolean;
  hint?: ReactNode;
  validate?: Validator;
  disabled?: boolean;
  placeholder?: string;
  id?: string;
  className?: string;
}

/** The Dropdown bound to react-final-form (value, or array of values when multiple). */
export function DropdownField({
  name,
  label,
  items,
  multiple = false,
  required = false,
  hint,
  validate,
  disabled,
  placeholder,
  id,
  className,
}: DropdownFieldProps) {
  const validator = useMemo(
    () => composeValidators(required && requiredValidator, validate),
    [required, validate],
  );
  const { input, meta } = useField<DropdownValue | DropdownValue[] | undefined>(name, { validate: validator });
  const common = {
    label,
    items,
    required,
    hint,
    error: visibleError(meta),
    disabled,
    placeholder,
    id,
    className,
    onBlur: () => input.onBlur(),
    onFocus: () => input.onFocus(),
  };
  if (multiple) {
    const values = Array.isArray(input.value) ? input.value : [];
    return <Dropdown {...common} multiple value={values} onChange={(next) => input.onChange(next)} />;
  }
  const value = Array.isArray(input.value) || input.value === '' ? null : input.value;
  return <Dropdown {...common} value={value} onChange={(next) => input.onChange(next)} />;
}
