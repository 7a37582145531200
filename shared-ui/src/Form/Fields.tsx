import { useMemo, type ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { TextField, type TextFieldProps } from './TextField';
import {
  composeValidators,
  isCurrency,
  isDate,
  isDuration,
  isPercentage,
  isTime,
  maxDecimalPlaces,
  normaliseDate,
  DEFAULT_DECIMAL_PLACES,
  type Validator,
} from './validators';

type BaseProps = Omit<TextFieldProps, 'type' | 'normalise' | 'inputMode'>;

function useRules(rule: Validator, extra: Validator | undefined): Validator {
  return useMemo(() => composeValidators(rule, extra), [rule, extra]);
}

export interface DecimalFieldProps extends BaseProps {
  /** Decimal places allowed; 1 by default. */
  decimalPlaces?: number;
  /** Unit after the input, e.g. MW. */
  unit?: ReactNode;
}

/** A number with a limit on decimal places (default 1). */
export function DecimalField({ decimalPlaces = DEFAULT_DECIMAL_PLACES, unit, validate, ...rest }: DecimalFieldProps) {
  const rule = useMemo(() => maxDecimalPlaces(decimalPlaces), [decimalPlaces]);
  const rules = useRules(rule, validate);
  return <TextField {...rest} suffix={unit ?? rest.suffix} inputMode="decimal" validate={rules} />;
}

/** A date as YYYY-MM-DD; day-month-year with -, / or . is converted when leaving the field. */
export function DateField({ validate, placeholder, ...rest }: BaseProps) {
  const { i18n } = useLingui();
  const rules = useRules(isDate, validate);
  return (
    <TextField
      {...rest}
      placeholder={placeholder ?? i18n._({ id: 'ui.field.datePlaceholder', message: 'YYYY-MM-DD' })}
      inputMode="numeric"
      normalise={normaliseDate}
      validate={rules}
    />
  );
}

/** A 24-hour time HH:MM. */
export function TimeField({ validate, placeholder, ...rest }: BaseProps) {
  const { i18n } = useLingui();
  const rules = useRules(isTime, validate);
  return (
    <TextField
      {...rest}
      placeholder={placeholder ?? i18n._({ id: 'ui.field.timePlaceholder', message: 'HH:MM' })}
      inputMode="numeric"
      normalise={(v) => v.trim()}
      validate={rules}
    />
  );
}

/** A duration: optional day count then HH:MM:SS. */
export function DurationField({ validate, placeholder, ...rest }: BaseProps) {
  const { i18n } = useLingui();
  const rules = useRules(isDuration, validate);
  return (
    <TextField
      {...rest}
      placeholder={placeholder ?? i18n._({ id: 'ui.field.durationPlaceholder', message: '[days] HH:MM:SS' })}
      normalise={(v) => v.trim().replace(/\s+/g, ' ')}
      validate={rules}
    />
  );
}

export interface CurrencyFieldProps extends BaseProps {
  /** Currency code or symbol shown before the input, e.g. GBP. */
  currency?: ReactNode;
}

/** An amount with up to 2 decimal places. */
export function CurrencyField({ currency, validate, ...rest }: CurrencyFieldProps) {
  const rules = useRules(isCurrency, validate);
  return (
    <TextField
      {...rest}
      prefix={currency ?? rest.prefix}
      inputMode="decimal"
      normalise={(v) => v.trim()}
      validate={rules}
    />
  );
}

/** A percentage from 0 to 100. */
export function PercentageField({ validate, ...rest }: BaseProps) {
  const rules = useRules(isPercentage, validate);
  return (
    <TextField
      {...rest}
      suffix={rest.suffix ?? '%'}
      inputMode="decimal"
      normalise={(v) => v.trim()}
      validate={rules}
    />
  );
}
