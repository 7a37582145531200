/**
 * Preview of the competition boundary from its GSP regions and postcode districts:
 * `POST flex/competitions/preview_area/` → the low-fidelity boundary, GSP groups and area,
 * drawn on a map; the server's 400 messages are listed in place of the map.
 */
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useField } from 'react-final-form';
import { useLingui } from '@lingui/react';
import { isApiError } from 'shared-session';
import type { CompetitionFormApi } from './api';
import { parsePostcodes } from './model';
import type { AreaPreview } from './types';

const BoundaryMap = lazy(() => import('./BoundaryMap'));
const PREVIEW_DELAY_MS = 400;

type State =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; preview: AreaPreview; version: number }
  | { status: 'error'; messages: string[] };

export function AreaPreviewPanel({
  api,
  onPreview,
}: {
  api: Pick<CompetitionFormApi, 'previewArea'>;
  onPreview?: (preview: AreaPreview | null) => void;
}) {
  const { i18n } = useLingui();
  const titleId = `cf-preview-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const refs = useField<number[]>('area_refs', { subscription: { value: true } }).input.value;
  const postcodesText = useField<string>('postcodes', { subscription: { value: true } }).input.value;
  const request = useMemo(() => {
    const area_refs = Array.isArray(refs) ? [...refs].sort((a, b) => a - b) : [];
    const postcodes = parsePostcodes(postcodesText);
    return { area_refs, postcodes };
  }, [refs, postcodesText]);
  const key = JSON.stringify(request);
  const [state, setState] = useState<State>({ status: 'idle' });
  const version = useRef(0);
  const onPreviewRef = useRef(onPreview);
  useEffect(() => {
    onPreviewRef.current = onPreview;
  });

  useEffect(() => {
    const body = JSON.parse(key) as { area_refs: number[]; postcodes: string[] };
    if (body.area_refs.length === 0 && body.postcodes.length === 0) {
      setState({ status: 'idle' });
      onPreviewRef.current?.(null);
      return undefined;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    const timer = setTimeout(() => {
      const sent: { area_refs?: number[]; postcodes?: string[] } = {};
      if (body.area_refs.length) sent.area_refs = body.area_refs;
      if (body.postcodes.length) sent.postcodes = body.postcodes;
      api
        .previewArea(sent, controller.signal)
        .then((preview) => {
          version.current += 1;
          setState({ status: 'ready', preview, version: version.current });
          onPreviewRef.current?.(preview);
        })
        .catch((e: unknown) => {
          if (controller.signal.aborted) return;
          const messages: string[] = [];
          if (isApiError(e) && e.status === 400) {
            for (const [field, list] of Object.entries(e.fieldErrors)) {
              const what =
                field === 'postcodes'
                  ? i18n._({ id: 'manage.competitionForm.preview.postcodes', message: 'Postcode districts' })
                  : field === 'area_refs'
                    ? i18n._({ id: 'manage.competitionForm.preview.areaRefs', message: 'GSP regions' })
                    : field;
              messages.push(...list.map((m) => `${what}: ${m}`));
            }
            if (e.detail) messages.push(e.detail);
          } else {
            console.error('[competition form] area preview', e);
          }
          if (!messages.length) {
            messages.push(i18n._({ id: 'manage.competitionForm.preview.failed', message: 'The area preview could not be loaded.' }));
          }
          setState({ status: 'error', messages });
          onPreviewRef.current?.(null);
        });
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, key, i18n]);

  const mapLabel = i18n._({ id: 'manage.competitionForm.preview.map', message: 'Map of the competition boundary' });
  return (
    <section className="cf-preview" aria-labelledby={titleId}>
      <h3 id={titleId} className="cf-subheading">{i18n._({ id: 'manage.competitionForm.preview.title', message: 'Boundary preview' })}</h3>
      <div role="status" className="cf-preview__status">
        {state.status === 'idle'
          ? i18n._({ id: 'manage.competitionForm.preview.idle', message: 'Choose GSP regions or postcode districts to see the boundary.' })
          : null}
        {state.status === 'loading' ? i18n._({ id: 'manage.competitionForm.preview.loading', message: 'Loading the boundary…' }) : null}
        {state.status === 'ready'
          ? i18n._({
              id: 'manage.competitionForm.preview.summary',
              message: 'Area about {km2} km² in GSP groups {groups}.',
              values: {
                km2: i18n.number(Math.round(state.preview.area_km2)),
                groups: state.preview.gsp_groups.join(', ') || '—',
              },
            })
          : null}
      </div>
      {state.status === 'error' ? (
        <ul className="cf-preview__errors" role="alert">
          {state.messages.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      ) : null}
      {state.status === 'ready' && state.preview.boundary ? (
        <Suspense fallback={<div className="cf-map cf-map--loading" />}>
          <BoundaryMap boundary={state.preview.boundary} label={mapLabel} version={state.version} />
        </Suspense>
      ) : null}
    </section>
  );
}
