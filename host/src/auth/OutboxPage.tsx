import { Fragment, useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import { api, errorMessage, isApiError, type ItemOf } from 'shared-session';
import { useFormat } from 'shared-ui';

/** One e-mail the development API "sent" instead of delivering it (GET dev/outbox/). */
export type OutboxEmail = ItemOf<'/dev/outbox/'>;

const URL_PATTERN = /https?:\/\/[^\s<>"')]+/g;

const KEY_STORAGE = 'dev-outbox-key';

/**
 * The outbox key: from the link the API prints at start (`/dev/outbox#key=…`; a fragment never
 * reaches a server or its logs), kept for this tab so Refresh and reloads keep working, and
 * removed from the address bar.
 */
export function outboxKey(): string | null {
  const fromLink = /(?:^#|&)key=([^&]+)/.exec(window.location.hash)?.[1];
  if (fromLink) {
    window.sessionStorage.setItem(KEY_STORAGE, decodeURIComponent(fromLink));
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }
  return window.sessionStorage.getItem(KEY_STORAGE);
}

/**
 * Links into this front end (same origin, or a password-reset path: the API may name another
 * local port as its public URL) open inside the single-page app.
 */
function inAppPath(href: string): string | null {
  try {
    const url = new URL(href);
    if (url.origin === window.location.origin || url.pathname.startsWith('/passwordreset/')) {
      return `${url.pathname}${url.search}${url.hash}`;
    }
  } catch {
    /* not a URL after all */
  }
  return null;
}

/** Body text with its links clickable. */
function Linkified({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const href = match[0];
    const index = match.index ?? 0;
    parts.push(text.slice(last, index));
    const inApp = inAppPath(href);
    parts.push(
      inApp ? (
        <Link key={index} to={inApp}>
          {href}
        </Link>
      ) : (
        <a key={index} href={href} target="_blank" rel="noreferrer noopener">
          {href}
        </a>
      ),
    );
    last = index + href.length;
  }
  parts.push(text.slice(last));
  return (
    <>
      {parts.map((p, i) => (
        <Fragment key={i}>{p}</Fragment>
      ))}
    </>
  );
}

type State = { kind: 'loading' } | { kind: 'ready'; emails: OutboxEmail[] } | { kind: 'unavailable' } | { kind: 'error'; message: string };

/**
 * /dev/outbox (DEV_OUTBOX=1 only, opened through the link with its key that the API prints at
 * start): the e-mails the local API would have sent — password resets,
 * invitations — newest first (the API's order), so a developer can follow a reset link without a mail server.
 */
export function OutboxPage() {
  const { i18n } = useLingui();
  const format = useFormat();
  const [state, setState] = useState<State>({ kind: 'loading' });

  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    try {
      const key = outboxKey();
      const emails = await api.get('/dev/outbox/', { query: { limit: 100 }, request: key ? { headers: { 'X-Outbox-Key': key } } : undefined });
      setState({ kind: 'ready', emails });
    } catch (error) {
      if (isApiError(error) && (error.status === 404 || error.status === 403)) setState({ kind: 'unavailable' });
      else setState({ kind: 'error', message: errorMessage(error, i18n._({ id: 'dev.outbox.error', message: 'The outbox could not be loaded.' })) });
    }
  }, [i18n]);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <section className="dev-outbox" aria-labelledby="outbox-title">
      <h1 id="outbox-title">
        <Trans id="dev.outbox.title" message="Development outbox" />
      </h1>
      <p>
        <Trans id="dev.outbox.intro" message="E-mails the local API would have sent. Follow a link to continue, for example a password reset." />
      </p>
      <button type="button" className="fx-button" onClick={() => void load()} disabled={state.kind === 'loading'}>
        <Trans id="dev.outbox.refresh" message="Refresh" />
      </button>
      {state.kind === 'loading' ? (
        <p role="status">
          <Trans id="dev.outbox.loading" message="Loading e-mails…" />
        </p>
      ) : null}
      {state.kind === 'unavailable' ? (
        <p role="status">
          <Trans
            id="dev.outbox.off"
            message="The development outbox is not available. It is off unless the API was started with DEV_OUTBOX=1, and then it opens only on the API's machine through the link the API printed at start."
          />
        </p>
      ) : null}
      {state.kind === 'error' ? <p role="alert">{state.message}</p> : null}
      {state.kind === 'ready' && state.emails.length === 0 ? (
        <p role="status">
          <Trans id="dev.outbox.empty" message="No e-mails have been sent yet." />
        </p>
      ) : null}
      {state.kind === 'ready' && state.emails.length > 0 ? (
        <ol className="dev-outbox__list">
          {state.emails.map((email) => (
            <li key={email.id} className="dev-outbox__email">
              <article aria-labelledby={`outbox-subject-${email.id}`}>
                <h2 id={`outbox-subject-${email.id}`}>{email.subject}</h2>
                <dl>
                  <dt>
                    <Trans id="dev.outbox.to" message="To" />
                  </dt>
                  <dd>{email.to}</dd>
                  {email.kind ? (
                    <>
                      <dt>
                        <Trans id="dev.outbox.kind" message="Kind" />
                      </dt>
                      <dd>{email.kind}</dd>
                    </>
                  ) : null}
                  {email.created ? (
                    <>
                      <dt>
                        <Trans id="dev.outbox.sent" message="Sent" />
                      </dt>
                      <dd>
                        <time dateTime={email.created}>{format.formatDateTime(email.created) ?? email.created}</time>
                      </dd>
                    </>
                  ) : null}
                </dl>
                <pre className="dev-outbox__body">
                  <Linkified text={email.body} />
                </pre>
              </article>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
