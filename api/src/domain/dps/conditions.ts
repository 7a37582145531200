/**
 * The questionnaire's conditional fields (workflows §4) and what counts as an answer: which
 * questions are shown given the answers so far, and which shown, required questions are still
 * blank. The one statement of these rules: the server's validation and the provider's wizard in
 * mfe-manage (src/applications/model.ts, as `api/rules/dps-conditions`) both import this module, so it imports nothing and works
 * on the definitions' shape alone (the stored DPS definitions, or their generated API type).
 */

/** An answer: text or a choice's value, true/false (yes-no, confirmation), a file question's file names. */
export type ConditionAnswer = string | boolean | readonly string[] | null;

/** Shown when the question `field` (itself shown) holds one of `values`. */
export interface ShowCondition {
  readonly field: string;
  readonly values: ReadonlyArray<string | boolean>;
}

/** What these rules read of a question's definition. */
export interface ConditionalField {
  readonly type: string;
  readonly required: boolean;
  /** Shown when any condition holds; always shown without conditions. */
  readonly show_if?: readonly ShowCondition[];
}

/** What these rules read of a questionnaire: its questions by key. */
export interface ConditionalQuestions {
  readonly fields: Readonly<Record<string, ConditionalField | undefined>>;
}

/** Answers by question key. */
export type ConditionAnswers = Readonly<Record<string, ConditionAnswer | undefined>>;

/** Shown: no conditions, or one holds with its controlling question shown too (a loop of conditions shows nothing). */
export function isShown(defs: ConditionalQuestions, key: string, answers: ConditionAnswers, seen: ReadonlySet<string> = new Set()): boolean {
  const field = defs.fields[key];
  if (!field) return false;
  if (!field.show_if?.length) return true;
  if (seen.has(key)) return false;
  const path = new Set([...seen, key]);
  return field.show_if.some((c) => c.values.some((v) => v === answers[c.field]) && isShown(defs, c.field, answers, path));
}

/** No answer: nothing, blank text, no files; a false yes-no answer is an answer, an unticked confirmation is not. */
export function isBlank(field: Pick<ConditionalField, 'type'>, value: ConditionAnswer | undefined): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'boolean') return field.type === 'confirm' ? !value : false;
  if (typeof value === 'string') return value.trim() === '';
  return value.length === 0;
}

/** A shown, required question left blank ('This field may not be blank.'). */
export function isMissing(defs: ConditionalQuestions, key: string, answers: ConditionAnswers): boolean {
  const field = defs.fields[key];
  return !!field?.required && isShown(defs, key, answers) && isBlank(field, answers[key]);
}
