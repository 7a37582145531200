/**
 * The asset of an unavailability record, found among the provider's assets (thousands, so by
 * search on the server: ref or name) and chosen from the matches; the choice can be changed.
 */
import { useEffect, useId, useState } from 'react';
import { useField } from 'react-final-form';
import { Trans, useLingui } from '@lingui/react';
import { errorMessage } from 'shared-session';
import { visibleError } from 'shared-ui';
import { findAssets } from './api';
import type { AssetChoice } from './model';

/** Delay before typed text is searched. */
export const ASSET_SEARCH_DEBOUNCE_MS = 300;

export function AssetPicker() {
  const { i18n } = useLingui();
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const { input, meta } = useField<AssetChoice | null>('asset');
  const [text, setText] = useState('');
  const [matches, setMatches] = useState<AssetChoice[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const chosen = input.value || null;
  const error = visibleError(meta);

  useEffect(() => {
    if (chosen) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      findAssets(text).then(
        (found) => {
          if (!current) return;
          setMatches(found);
          setProblem(null);
        },
        (failure: unknown) => current && setProblem(errorMessage(failure, i18n._({ id: 'manage.availability.assetsFailed', message: 'Your assets could not be searched.' }))),
      );
    }, ASSET_SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text, chosen, i18n]);

  return (
    <fieldset className={['availability-form__asset', error ? 'has-error' : null].filter(Boolean).join(' ')} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="fx-field__label">
        <Trans id="manage.availability.asset" message="Asset" />
        <span className="fx-field__required" aria-hidden="true">
          {' *'}
        </span>
      </legend>
      {chosen ? (
        <p className="availability-form__chosen">
          <strong>{chosen.ref}</strong> {chosen.name}{' '}
          <button
            type="button"
            className="fx-button fx-button--small"
            onClick={() => {
              input.onChange(null);
              setMatches(null);
            }}
          >
            <Trans id="manage.availability.changeAsset" message="Choose another asset" />
          </button>
        </p>
      ) : (
        <>
          <label htmlFor={`${id}-search`} className="fx-field__label">
            <Trans id="manage.availability.findAsset" message="Find the asset by reference or name" />
          </label>
          <input
            id={`${id}-search`}
            type="search"
            className="fx-input"
            value={text}
            onChange={(e) => setText(e.target.value)}
            onBlur={() => input.onBlur()}
            autoComplete="off"
          />
          {problem ? (
            <p role="alert" className="fx-field__error">
              {problem}
            </p>
          ) : null}
          {matches === null ? null : matches.length === 0 ? (
            <p role="status">
              <Trans id="manage.availability.noAssets" message="None of your assets matches. Try part of its reference or name." />
            </p>
          ) : (
            <ul className="availability-form__matches" aria-label={i18n._({ id: 'manage.availability.matches', message: 'Matching assets' })}>
              {matches.map((a) => (
                <li key={a.id}>
                  <button type="button" className="fx-button fx-button--small" onClick={() => input.onChange(a)}>
                    {i18n._({ id: 'manage.availability.choose', message: 'Choose {ref}', values: { ref: a.ref } })}
                  </button>{' '}
                  {a.name}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {error ? (
        <p id={`${id}-error`} className="fx-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
