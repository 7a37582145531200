import { useEffect, useMemo, useState } from 'react';
import { useFormState } from 'react-final-form';
import { Trans, useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { passwordRequirements, STRONG_ENOUGH, type PasswordRequirement } from './rules';
import { loadEstimator, type Estimator, type Score } from './strength';

const SCORE_LABELS: Record<Score, MessageDescriptor> = {
  0: /*i18n*/ { id: 'register.password.score.0', message: 'Very weak' },
  1: /*i18n*/ { id: 'register.password.score.1', message: 'Weak' },
  2: /*i18n*/ { id: 'register.password.score.2', message: 'Fair' },
  3: /*i18n*/ { id: 'register.password.score.3', message: 'Strong' },
  4: /*i18n*/ { id: 'register.password.score.4', message: 'Very strong' },
};

const REQUIREMENTS: Record<PasswordRequirement, MessageDescriptor> = {
  length: /*i18n*/ { id: 'register.password.requirement.length', message: 'At least 10 characters' },
  notNumeric: /*i18n*/ { id: 'register.password.requirement.notNumeric', message: 'Not only numbers' },
  notEmail: /*i18n*/ { id: 'register.password.requirement.notEmail', message: 'Not your e-mail address' },
};

interface Values {
  first_name?: string;
  last_name?: string;
  email?: string;
  password?: string;
  password_confirmation?: string;
}

/** zxcvbn, loaded when this first shows; null while loading or when it could not load. */
function useEstimator(): Estimator | null {
  const { i18n } = useLingui();
  const [estimator, setEstimator] = useState<Estimator | null>(null);
  useEffect(() => {
    let live = true;
    loadEstimator(i18n).then(
      (e) => live && setEstimator(() => e),
      () => undefined, // Without the estimator the requirements still apply; the server checks them too.
    );
    return () => {
      live = false;
    };
  }, [i18n]);
  return estimator;
}

/**
 * Under the password fields: the strength (zxcvbn score, its warning and suggestions), the
 * requirements with met / not met, and whether the confirmation matches.
 */
export function PasswordStrength() {
  const { i18n } = useLingui();
  const { values } = useFormState<Values>({ subscription: { values: true } });
  const estimator = useEstimator();
  const password = values.password ?? '';
  const email = values.email ?? '';
  const strength = useMemo(
    () => (estimator && password ? estimator(password, [email, email.split('@')[0] ?? '', values.first_name ?? '', values.last_name ?? '']) : null),
    [estimator, password, email, values.first_name, values.last_name],
  );
  const requirements = passwordRequirements(password, email);
  const confirmation = values.password_confirmation ?? '';

  return (
    <div className="password-check">
      <div className="password-check__strength" aria-live="polite" data-strong-enough={strength ? String(strength.score >= STRONG_ENOUGH) : undefined}>
        {strength ? (
          <>
            <meter min={0} max={4} low={2} high={3} optimum={4} value={strength.score} aria-label={i18n._({ id: 'register.password.meterLabel', message: 'Strength of the password' })} />
            <p className="password-check__score">
              <Trans id="register.password.strength" message="Password strength: {label}" values={{ label: i18n._(SCORE_LABELS[strength.score]) }} />
            </p>
            {strength.warning ? <p className="password-check__warning">{strength.warning}</p> : null}
            {strength.score < STRONG_ENOUGH
              ? strength.suggestions.map((s) => (
                  <p key={s} className="password-check__suggestion">
                    {s}
                  </p>
                ))
              : null}
          </>
        ) : password && !estimator ? (
          <p className="muted">
            <Trans id="register.password.checking" message="Checking the password strength…" />
          </p>
        ) : null}
      </div>
      <ul className="password-check__requirements" aria-label={i18n._({ id: 'register.password.requirementsLabel', message: 'Requirements for the password' })}>
        {(Object.keys(REQUIREMENTS) as PasswordRequirement[]).map((key) => (
          <li key={key} className={requirements[key] ? 'is-met' : 'is-unmet'} data-met={requirements[key]}>
            <span aria-hidden="true">{requirements[key] ? '✓ ' : '✗ '}</span>
            {i18n._(REQUIREMENTS[key])}
            <span className="visually-hidden">
              {requirements[key] ? i18n._({ id: 'register.password.met', message: '(met)' }) : i18n._({ id: 'register.password.unmet', message: '(not met)' })}
            </span>
          </li>
        ))}
      </ul>
      {confirmation && confirmation === password ? (
        <p className="password-check__match" role="status">
          <Trans id="register.password.match" message="The passwords match." />
        </p>
      ) : null}
    </div>
  );
}
