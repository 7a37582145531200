import { useEffect, useRef } from 'react';
import { bus } from 'shared-session';
import { useUpgradeRequest } from '../pages/access/useUpgradeRequest';

const openMail = (href: string) => window.location.assign(href);

/** Sends the upgrade requests of every area (bus.upgrade$) as the access-needed page does. */
export function UpgradeRequests() {
  const send = useUpgradeRequest(openMail);
  const latest = useRef(send);
  useEffect(() => {
    latest.current = send;
  });
  useEffect(() => {
    const sub = bus.upgrade$.subscribe((request) => request.onSent(latest.current(request.page)));
    return () => sub.unsubscribe();
  }, []);
  return null;
}
