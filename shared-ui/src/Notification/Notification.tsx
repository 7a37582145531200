import type { KeyboardEvent, ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react';

export type NotificationKind = 'success' | 'error' | 'info' | 'warning';

export interface NotificationProps {
  kind: NotificationKind;
  title: ReactNode;
  text?: ReactNode;
  /** Shows the dismiss button when given; Escape while focus is in the toast dismisses it too. */
  onDismiss?: () => void;
  className?: string;
}

const GLYPH: Record<NotificationKind, string> = { success: '✓', error: '!', warning: '!', info: 'i' };

function KindLabel({ kind }: { kind: NotificationKind }) {
  switch (kind) {
    case 'success':
      return <Trans id="ui.notification.kind.success" message="Success:" />;
    case 'error':
      return <Trans id="ui.notification.kind.error" message="Error:" />;
    case 'warning':
      return <Trans id="ui.notification.kind.warning" message="Warning:" />;
    default:
      return <Trans id="ui.notification.kind.info" message="Information:" />;
  }
}

/**
 * The toast view: kind, title, text and a dismiss button. Presentational only; the host's
 * notification area decides placement (bottom centre), one at a time, no auto-dismiss.
 * Errors and warnings are announced assertively (alert), the others politely (status).
 */
export function Notification({ kind, title, text, onDismiss, className }: NotificationProps) {
  const { i18n } = useLingui();
  const urgent = kind === 'error' || kind === 'warning';
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !onDismiss) return;
    event.stopPropagation();
    onDismiss();
  };
  return (
    <div
      role={urgent ? 'alert' : 'status'}
      className={[`fx-notification fx-notification--${kind}`, className].filter(Boolean).join(' ')}
      data-kind={kind}
      onKeyDown={onKeyDown}
    >
      <span className="fx-notification__icon" aria-hidden="true">
        {GLYPH[kind]}
      </span>
      <div className="fx-notification__content">
        <p className="fx-notification__title">
          <span className="fx-visually-hidden">
            <KindLabel kind={kind} />{' '}
          </span>
          {title}
        </p>
        {text ? <p className="fx-notification__text">{text}</p> : null}
      </div>
      {onDismiss ? (
        <button
          type="button"
          className="fx-icon-button fx-notification__dismiss"
          aria-label={i18n._({ id: 'ui.notification.dismiss', message: 'Dismiss notification' })}
          onClick={onDismiss}
        >
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}
