import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react';
import { bus, type Toast } from 'shared-session';
import { Notification } from 'shared-ui';

/**
 * The notification area: one toast at a time (a new one replaces the shown one), bottom centre,
 * no auto-dismiss (spec platform §9). The live region stays mounted so announcements are heard.
 */
export function Notifications() {
  const { i18n } = useLingui();
  const [current, setCurrent] = useState<Toast | null>(null);
  useEffect(() => {
    const sub = bus.toast$.subscribe(setCurrent);
    return () => sub.unsubscribe();
  }, []);
  return (
    <section className="notifications" aria-label={i18n._({ id: 'notifications.label', message: 'Notifications' })}>
      {current ? (
        <Notification kind={current.kind} title={current.title} text={current.text} onDismiss={() => setCurrent(null)} />
      ) : null}
    </section>
  );
}
