import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react';
import { bus, type Toast } from 'shared-session';
import { Notification } from 'shared-ui';

/**
 * The notification area: one toast at a time (a new one replaces the shown one), bottom centre,
 * no auto-dismiss (spec platform §9), above the map and its legend. Dismissed with its close
 * button or Escape; focus that was in the toast goes to the page's main region. The live region
 * stays mounted so announcements are heard.
 */
export function Notifications() {
  const { i18n } = useLingui();
  const [current, setCurrent] = useState<Toast | null>(null);
  const area = useRef<HTMLElement>(null);
  useEffect(() => {
    const sub = bus.toast$.subscribe(setCurrent);
    return () => sub.unsubscribe();
  }, []);
  const dismiss = () => {
    const hadFocus = area.current?.contains(document.activeElement) ?? false;
    setCurrent(null);
    if (hadFocus) document.getElementById('main')?.focus({ preventScroll: true });
  };
  return (
    <section ref={area} className="notifications" aria-label={i18n._({ id: 'notifications.label', message: 'Notifications' })}>
      {current ? <Notification kind={current.kind} title={current.title} text={current.text} onDismiss={dismiss} /> : null}
    </section>
  );
}
