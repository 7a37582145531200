export { FieldFrame, visibleError } from './FieldFrame';
export type { FieldFrameProps, FieldControlProps } from './FieldFrame';
export { TextField } from './TextField';
export type { TextFieldProps } from './TextField';
export { TextAreaField, TEXTAREA_ROWS, TEXTAREA_COLS } from './TextAreaField';
export type { TextAreaFieldProps } from './TextAreaField';
export { DecimalField, DateField, TimeField, DurationField, CurrencyField, PercentageField } from './Fields';
export type { DecimalFieldProps, CurrencyFieldProps } from './Fields';
export * from './validators';
