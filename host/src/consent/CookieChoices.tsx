import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react';
import type { ConsentChoice } from 'shared-session';
import './choices.css';

export interface CookieChoicesProps {
  value: ConsentChoice;
  onChange: (value: ConsentChoice) => void;
  /** Prefix for the switches' ids (two sets may be on one page). */
  idPrefix: string;
}

interface Category {
  key: 'essential' | keyof ConsentChoice;
  name: ReactNode;
  text: ReactNode;
}

const CATEGORIES: Category[] = [
  {
    key: 'essential',
    name: <Trans id="legal.cookies.essential" message="Essential (always on)" />,
    text: <Trans id="legal.cookies.essential.text" message="Your login session, your region and the features enabled for you. Flex does not work without them." />,
  },
  {
    key: 'statistics',
    name: <Trans id="legal.cookies.statistics" message="Statistics" />,
    text: <Trans id="legal.cookies.statistics.text" message="Anonymous usage figures that help us improve the product." />,
  },
  {
    key: 'marketing',
    name: <Trans id="legal.cookies.marketing" message="Marketing" />,
    text: <Trans id="legal.cookies.marketing.text" message="Help widgets and measurement of our communications." />,
  },
];

/**
 * The three cookie categories as switches, each with what it means: essential is on and cannot
 * be switched off; statistics and marketing follow `value`.
 */
export function CookieChoices({ value, onChange, idPrefix }: CookieChoicesProps) {
  const { i18n } = useLingui();
  return (
    <fieldset className="cookie-choices">
      <legend className="fx-visually-hidden">{i18n._({ id: 'consent.categories', message: 'Cookie categories' })}</legend>
      {CATEGORIES.map(({ key, name, text }) => {
        const id = `${idPrefix}-${key}`;
        const essential = key === 'essential';
        return (
          <div key={key} className="cookie-choice">
            <input
              id={id}
              type="checkbox"
              role="switch"
              className="cookie-choice__switch"
              checked={essential ? true : value[key]}
              disabled={essential}
              aria-describedby={`${id}-text`}
              onChange={essential ? undefined : (event) => onChange({ ...value, [key]: event.target.checked })}
            />
            <label htmlFor={id} className="cookie-choice__name">
              {name}
            </label>
            <p id={`${id}-text`} className="cookie-choice__text">
              {text}
            </p>
          </div>
        );
      })}
    </fieldset>
  );
}
