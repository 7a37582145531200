import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react';
import type { DpsAnswer, DpsFieldDefinition } from 'shared-session';
import { charactersRemaining, Dropdown } from 'shared-ui';
import { QuestionLabel, RequiredMark, TextareaControl } from './fieldParts';
import { countryName } from './labels';

/** The id of a question's control (the error summary links to it). */
export const questionId = (key: string): string => `dps-q-${key}`;

export interface QuestionFieldProps {
  fieldKey: string;
  field: DpsFieldDefinition;
  value: DpsAnswer | undefined;
  onChange: (value: DpsAnswer) => void;
  /** The message to show under the question (validation or the server's). */
  error?: string;
  disabled?: boolean;
  locale: string;
}

const FREQUENT = ['GB', 'IT', 'US'];

function Messages({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="fx-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="fx-field__error">
          {error}
        </p>
      ) : null}
    </>
  );
}

const describedBy = (id: string, hint: unknown, error: unknown): string | undefined =>
  [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

/** A labelled control's state for assistive technology: invalid, required, and the hint and error that describe it. */
const controlAria = (id: string, field: DpsFieldDefinition, hint: unknown, error: unknown) => ({
  'aria-invalid': error ? true : undefined,
  'aria-required': field.required || undefined,
  'aria-describedby': describedBy(id, hint, error),
});

/** A question with one labelled control: the label, the control in its box, then the hint and the error. */
function LabelledQuestion({ id, classes, field, hint, error, children }: { id: string; classes: string; field: DpsFieldDefinition; hint?: ReactNode; error?: string; children: ReactNode }) {
  return (
    <div className={classes}>
      <QuestionLabel field={field} htmlFor={id} />
      {children}
      <Messages id={id} hint={hint} error={error} />
    </div>
  );
}

/** What every way of drawing a question receives: the question, its answer and its control's id. */
interface DrawnQuestionProps extends QuestionFieldProps {
  id: string;
  classes: string;
  text: string;
}

/** Yes-no and short choices as a radio group. */
function RadioQuestion({ id, classes, field, value, onChange, error, disabled }: DrawnQuestionProps) {
  const { i18n } = useLingui();
  const options =
    field.type === 'boolean'
      ? [
          { value: true as const, label: i18n._({ id: 'manage.applications.answer.yes', message: 'Yes' }) },
          { value: false as const, label: i18n._({ id: 'manage.applications.answer.no', message: 'No' }) },
        ]
      : (field.options ?? []);
  return (
    <fieldset id={id} className={`${classes} dps-question--choice`} aria-describedby={describedBy(id, field.help_text, error)} tabIndex={-1}>
      <QuestionLabel field={field} />
      <div className="dps-question__options">
        {options.map((option) => (
          <label key={String(option.value)} className="dps-question__option">
            <input
              type="radio"
              name={id}
              value={String(option.value)}
              checked={value === option.value}
              disabled={disabled}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(option.value)}
            />{' '}
            {option.label}
          </label>
        ))}
      </div>
      <Messages id={id} hint={field.help_text} error={error} />
    </fieldset>
  );
}

/** Longer choices as a dropdown. */
function DropdownQuestion({ id, text, field, onChange, error, disabled }: DrawnQuestionProps) {
  return (
    <div className="dps-question">
      <Dropdown
        id={id}
        label={field.question}
        required={field.required}
        items={field.options ?? []}
        value={text || null}
        disabled={disabled}
        hint={field.help_text}
        error={error}
        onChange={(next) => onChange(String(next))}
      />
    </div>
  );
}

/** A confirmation as a checkbox. */
function ConfirmQuestion({ id, classes, field, value, onChange, error, disabled }: DrawnQuestionProps) {
  return (
    <div className={`${classes} dps-question--confirm`}>
      <label className="dps-question__option">
        <input
          id={id}
          type="checkbox"
          checked={value === true}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, field.help_text, error)}
          onChange={(e) => onChange(e.target.checked)}
        />{' '}
        {field.question}
        <RequiredMark required={field.required} />
      </label>
      <Messages id={id} hint={field.help_text} error={error} />
    </div>
  );
}

/** The country as a list, the frequently chosen first, the others by their name in the locale. */
function CountryQuestion({ id, classes, text, field, onChange, error, disabled, locale }: DrawnQuestionProps) {
  const { i18n } = useLingui();
  const options = field.options ?? [];
  const named = (code: string, label: string) => ({ value: code, label: countryName(code, locale, label) });
  const frequent = options.filter((o) => FREQUENT.includes(o.value)).map((o) => named(o.value, o.label));
  const others = options
    .filter((o) => !FREQUENT.includes(o.value))
    .map((o) => named(o.value, o.label))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
  return (
    <LabelledQuestion id={id} classes={classes} field={field} hint={field.help_text} error={error}>
      <div className="fx-field__control">
        <select id={id} className="fx-input" value={text} disabled={disabled} {...controlAria(id, field, field.help_text, error)} onChange={(e) => onChange(e.target.value || null)}>
          <option value="">{i18n._({ id: 'manage.applications.country.choose', message: 'Choose a country' })}</option>
          <optgroup label={i18n._({ id: 'manage.applications.country.frequent', message: 'Frequently chosen' })}>
            {frequent.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </optgroup>
          <optgroup label={i18n._({ id: 'manage.applications.country.others', message: 'All other countries' })}>
            {others.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </optgroup>
        </select>
      </div>
    </LabelledQuestion>
  );
}

/** A textarea with the characters remaining under it. */
function TextareaQuestion({ id, classes, text, field, onChange, error, disabled }: DrawnQuestionProps) {
  const hint = (
    <>
      {field.help_text ? <>{field.help_text} </> : null}
      {charactersRemaining(text, field.max_length)}
    </>
  );
  return (
    <LabelledQuestion id={id} classes={classes} field={field} hint={hint} error={error}>
      <TextareaControl id={id} value={text} disabled={disabled} {...controlAria(id, field, true, error)} onChange={(e) => onChange(e.target.value)} />
    </LabelledQuestion>
  );
}

/** A one-line text answer; a year or an address gets its keyboard and an example when it has no help. */
function TextQuestion({ id, classes, text, field, onChange, error, disabled }: DrawnQuestionProps) {
  const inputMode = field.type === 'year' ? 'numeric' : field.type === 'url' ? 'url' : undefined;
  const hint =
    field.help_text ??
    (field.type === 'year' ? <Trans id="manage.applications.hint.year" message="Four digits, e.g. 2014." /> : field.type === 'url' ? <Trans id="manage.applications.hint.url" message="e.g. www.example.com" /> : undefined);
  return (
    <LabelledQuestion id={id} classes={classes} field={field} hint={hint} error={error}>
      <div className="fx-field__control">
        <input id={id} type="text" className="fx-input" inputMode={inputMode} value={text} disabled={disabled} {...controlAria(id, field, hint, error)} onChange={(e) => onChange(e.target.value)} />
      </div>
    </LabelledQuestion>
  );
}

/**
 * One question of the questionnaire, drawn by its type: text (with its length limit), textarea
 * (characters remaining), yes-no and short choices as radio groups, longer choices as a dropdown,
 * the country as a list with the frequently chosen first, a confirmation as a checkbox. File
 * questions are drawn by AttachmentField.
 */
export function QuestionField(props: QuestionFieldProps) {
  const { fieldKey, field, value, error } = props;
  const drawn: DrawnQuestionProps = {
    ...props,
    id: questionId(fieldKey),
    classes: ['fx-field', 'dps-question', error ? 'has-error' : null].filter(Boolean).join(' '),
    text: typeof value === 'string' ? value : '',
  };
  if (field.type === 'boolean' || (field.type === 'choice' && (field.options ?? []).length <= 4)) return <RadioQuestion {...drawn} />;
  if (field.type === 'choice') return <DropdownQuestion {...drawn} />;
  if (field.type === 'confirm') return <ConfirmQuestion {...drawn} />;
  if (field.type === 'country') return <CountryQuestion {...drawn} />;
  if (field.type === 'textarea') return <TextareaQuestion {...drawn} />;
  return <TextQuestion {...drawn} />;
}
