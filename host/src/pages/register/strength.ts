/**
 * Password strength with zxcvbn-ts, loaded on first use (its dictionaries are large: they
 * must not weigh on the host's initial JavaScript). The feedback texts are ours, through
 * Lingui, keyed by zxcvbn's warning and suggestion keys.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import './i18n';
// Types only (erased): the libraries themselves load with import() below.
import type * as ZxcvbnCore from '@zxcvbn-ts/core';
import type * as ZxcvbnCommon from '@zxcvbn-ts/language-common';
import type * as ZxcvbnEn from '@zxcvbn-ts/language-en';

export type Score = 0 | 1 | 2 | 3 | 4;

export interface Strength {
  score: Score;
  warning: string | null;
  suggestions: string[];
}

export type Estimator = (password: string, userInputs: string[]) => Strength;

const WARNINGS: Record<string, MessageDescriptor> = {
  straightRow: /*i18n*/ { id: 'register.password.warning.straightRow', message: 'Straight rows of keys on your keyboard are easy to guess.' },
  keyPattern: /*i18n*/ { id: 'register.password.warning.keyPattern', message: 'Short keyboard patterns are easy to guess.' },
  simpleRepeat: /*i18n*/ { id: 'register.password.warning.simpleRepeat', message: 'Repeated characters like "aaa" are easy to guess.' },
  extendedRepeat: /*i18n*/ { id: 'register.password.warning.extendedRepeat', message: 'Repeated character patterns like "abcabcabc" are easy to guess.' },
  sequences: /*i18n*/ { id: 'register.password.warning.sequences', message: 'Common character sequences like "abc" are easy to guess.' },
  recentYears: /*i18n*/ { id: 'register.password.warning.recentYears', message: 'Recent years are easy to guess.' },
  dates: /*i18n*/ { id: 'register.password.warning.dates', message: 'Dates are easy to guess.' },
  topTen: /*i18n*/ { id: 'register.password.warning.topTen', message: 'This is a heavily used password.' },
  topHundred: /*i18n*/ { id: 'register.password.warning.topHundred', message: 'This is a frequently used password.' },
  common: /*i18n*/ { id: 'register.password.warning.common', message: 'This is a commonly used password.' },
  similarToCommon: /*i18n*/ { id: 'register.password.warning.similarToCommon', message: 'This is similar to a commonly used password.' },
  wordByItself: /*i18n*/ { id: 'register.password.warning.wordByItself', message: 'Single words are easy to guess.' },
  namesByThemselves: /*i18n*/ { id: 'register.password.warning.namesByThemselves', message: 'Single names or surnames are easy to guess.' },
  commonNames: /*i18n*/ { id: 'register.password.warning.commonNames', message: 'Common names and surnames are easy to guess.' },
  userInputs: /*i18n*/ { id: 'register.password.warning.userInputs', message: 'Avoid your name, your e-mail address and other details from this form.' },
  pwned: /*i18n*/ { id: 'register.password.warning.pwned', message: 'This password was exposed by a data breach on the Internet.' },
};

const SUGGESTIONS: Record<string, MessageDescriptor> = {
  l33t: /*i18n*/ { id: 'register.password.suggestion.l33t', message: "Avoid predictable letter substitutions like '@' for 'a'." },
  reverseWords: /*i18n*/ { id: 'register.password.suggestion.reverseWords', message: 'Avoid reversed spellings of common words.' },
  allUppercase: /*i18n*/ { id: 'register.password.suggestion.allUppercase', message: 'Capitalise some, but not all letters.' },
  capitalization: /*i18n*/ { id: 'register.password.suggestion.capitalization', message: 'Capitalise more than the first letter.' },
  dates: /*i18n*/ { id: 'register.password.suggestion.dates', message: 'Avoid dates and years that are associated with you.' },
  recentYears: /*i18n*/ { id: 'register.password.suggestion.recentYears', message: 'Avoid recent years.' },
  associatedYears: /*i18n*/ { id: 'register.password.suggestion.associatedYears', message: 'Avoid years that are associated with you.' },
  sequences: /*i18n*/ { id: 'register.password.suggestion.sequences', message: 'Avoid common character sequences.' },
  repeated: /*i18n*/ { id: 'register.password.suggestion.repeated', message: 'Avoid repeated words and characters.' },
  longerKeyboardPattern: /*i18n*/ { id: 'register.password.suggestion.longerKeyboardPattern', message: 'Use longer keyboard patterns and change typing direction several times.' },
  anotherWord: /*i18n*/ { id: 'register.password.suggestion.anotherWord', message: 'Add more words that are less common.' },
  useWords: /*i18n*/ { id: 'register.password.suggestion.useWords', message: 'Use several words, but avoid common phrases.' },
  noNeed: /*i18n*/ { id: 'register.password.suggestion.noNeed', message: 'You can create strong passwords without symbols, numbers or capital letters.' },
  pwned: /*i18n*/ { id: 'register.password.suggestion.pwned', message: 'If you use this password elsewhere, change it.' },
};

/** zxcvbn's texts replaced by ours where we have them (a key added by a later zxcvbn keeps its English text). */
function translate(i18n: I18n, library: Record<string, string>, ours: Record<string, MessageDescriptor>): Record<string, string> {
  return Object.fromEntries(Object.entries(library).map(([key, text]) => [key, ours[key] ? i18n._(ours[key]) : text]));
}

let libraries: Promise<[typeof ZxcvbnCore, typeof ZxcvbnCommon, typeof ZxcvbnEn]> | null = null;
const estimators = new Map<string, Promise<Estimator>>();

/** The estimator for the active locale, loading zxcvbn and its dictionaries on first use. */
export function loadEstimator(i18n: I18n): Promise<Estimator> {
  const cached = estimators.get(i18n.locale);
  if (cached) return cached;
  libraries ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-en')]);
  const loading = libraries.then(([core, common, en]) => {
    const zxcvbn = new core.ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary },
      graphs: common.adjacencyGraphs,
      // No Levenshtein matching: it makes each check ~50 times slower (over 100 ms a keystroke).
      translations: {
        warnings: translate(i18n, en.translations.warnings, WARNINGS),
        suggestions: translate(i18n, en.translations.suggestions, SUGGESTIONS),
        timeEstimation: en.translations.timeEstimation,
      } as typeof en.translations,
    });
    return (password: string, userInputs: string[]): Strength => {
      const result = zxcvbn.check(password, userInputs.filter(Boolean));
      return { score: result.score, warning: result.feedback.warning, suggestions: result.feedback.suggestions };
    };
  });
  // A failed load is forgotten, so a later visit tries again.
  loading.catch(() => {
    libraries = null;
    estimators.delete(i18n.locale);
  });
  estimators.set(i18n.locale, loading);
  return loading;
}
