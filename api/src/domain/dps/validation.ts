/**
 * The questionnaire's rules, on the definitions alone (no database): what an answer must look like
 * (§5 text limits, options, formats) and which shown, required questions are still blank ('This
 * field may not be blank.'). Which questions are shown and what counts as blank (workflows §4
 * conditional fields) are conditions.ts, which the provider's wizard applies too.
 */
import { isMissing } from './conditions.js';
import { sectionFields, type DpsDefinitions, type FieldDefinition, type ResponseValue } from './definitions.js';

export const BLANK = 'This field may not be blank.';

/** Answers by question key (a file question's answer is the list of its attachments' file names). */
export type Answers = Record<string, ResponseValue | undefined>;
export type FieldErrors = Record<string, string[]>;

const YEAR = /^\d{4}$/;
const WEBSITE = /^(https?:\/\/)?[^\s/.]+(\.[^\s/.]+)+(\/\S*)?$/i;

/** What is wrong with one answer in itself (an empty answer has nothing wrong; blanks are judged apart). */
export function answerProblems(field: FieldDefinition, value: ResponseValue | undefined, now = new Date()): string[] {
  if (value === undefined || value === null || field.type === 'file') return [];
  if (field.type === 'boolean' || field.type === 'confirm') return typeof value === 'boolean' ? [] : ['Must be a valid boolean.'];
  if (typeof value !== 'string') return ['Not a valid string.'];
  const text = value.trim();
  if (text === '') return [];
  if (field.max_length !== undefined && text.length > field.max_length) return [`Ensure this field has no more than ${field.max_length} characters.`];
  if ((field.type === 'choice' || field.type === 'country') && !(field.options ?? []).some((o) => o.value === text)) return [`“${text.slice(0, 40)}” is not a valid choice.`];
  if (field.type === 'year') {
    if (!YEAR.test(text)) return ['Enter the year as four digits, e.g. 2014.'];
    if (Number(text) > now.getUTCFullYear()) return ['The year cannot be in the future.'];
    if (Number(text) < 1800) return ['Enter a year from 1800 on.'];
  }
  if (field.type === 'url' && !WEBSITE.test(text)) return ['Enter a website address, e.g. www.example.com.'];
  return [];
}

/** Every shown, required question that is blank, over the whole application. */
export function blankErrors(defs: DpsDefinitions, answers: Answers): FieldErrors {
  const errors: FieldErrors = {};
  for (const section of defs.sections) {
    for (const key of sectionFields(section)) {
      if (isMissing(defs, key, answers)) errors[key] = [BLANK];
    }
  }
  return errors;
}

/** The section a question belongs to. */
export function sectionOfField(defs: DpsDefinitions, key: string): string | null {
  return defs.sections.find((s) => sectionFields(s).includes(key))?.name ?? null;
}
