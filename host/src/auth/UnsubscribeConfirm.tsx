import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from 'shared-session';

type State = { kind: 'asking' } | { kind: 'sending' } | { kind: 'done'; message: ReactNode } | { kind: 'failed'; message: string };

export interface UnsubscribeConfirmProps {
  /** The heading's id, for the section's name. */
  headingId: string;
  title: ReactNode;
  /** What pressing the button stops, asked before anything is sent. */
  question: ReactNode;
  stopLabel: ReactNode;
  /** Where the signed-in user manages these e-mails. */
  manage: { to: string; label: ReactNode };
  /** Why the link cannot be used as it is (incomplete), or null when it can. */
  broken: string | null;
  /** Said when the stop fails without a message of the server's. */
  failed: string;
  /** Stops the e-mail; answers what to say once it is stopped. */
  stop: () => Promise<ReactNode>;
}

/**
 * The page behind an e-mail's unsubscribe link, which works without signing in. It asks first,
 * so that mail scanners that open links unsubscribe no one; one press stops the one thing the
 * link was signed for.
 */
export function UnsubscribeConfirm({ headingId, title, question, stopLabel, manage, broken, failed, stop }: UnsubscribeConfirmProps) {
  const [state, setState] = useState<State>(broken === null ? { kind: 'asking' } : { kind: 'failed', message: broken });

  const press = async () => {
    if (broken !== null) return;
    setState({ kind: 'sending' });
    try {
      setState({ kind: 'done', message: await stop() });
    } catch (error) {
      console.error(`[unsubscribe ${headingId}]`, error);
      setState({ kind: 'failed', message: errorMessage(error, failed) });
    }
  };

  return (
    <section className="auth-page" aria-labelledby={headingId}>
      <h1 id={headingId}>{title}</h1>
      {state.kind === 'done' ? (
        <div role="status" className="auth-page__success">
          <p>{state.message}</p>
        </div>
      ) : state.kind === 'failed' ? (
        <p role="alert" className="fx-field__error">
          {state.message}
        </p>
      ) : (
        <>
          <p>{question}</p>
          <button type="button" className="fx-button fx-button--primary" disabled={state.kind === 'sending'} onClick={() => void press()}>
            {stopLabel}
          </button>
        </>
      )}
      <p>
        <Link to={manage.to}>{manage.label}</Link>
      </p>
    </section>
  );
}
