import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react';
import { bus, type Toast } from 'shared-session';

/** The notification area: one toast at a time, bottom centre, no auto-dismiss. */
export function Notifications() {
  const { i18n } = useLingui();
  const [current, setCurrent] = useState<Toast | null>(null);
  useEffect(() => {
    const sub = bus.toast$.subscribe(setCurrent);
    return () => sub.unsubscribe();
  }, []);
  if (!current) return <div className="notifications" aria-live="polite" />;
  return (
    <div className="notifications" aria-live="polite">
      <div className={`notification notification--${current.kind}`} role="status">
        <strong>{current.title}</strong>
        {current.text ? <p>{current.text}</p> : null}
        <button type="button" onClick={() => setCurrent(null)} aria-label={i18n._({ id: 'notification.dismiss', message: 'Dismiss notification' })}>
          ×
        </button>
      </div>
    </div>
  );
}
