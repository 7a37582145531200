import { readItem, writeItem } from '../storage';

/** Idle logout after 15 minutes without activity (spec platform §4.1, §9). */
export const INACTIVITY_TIMEOUT_MS = 900_000;
/** Events that count as activity. */
export const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'scroll', 'touchstart'] as const;
/**
 * Last activity shared between tabs, so an idle tab does not log out a user who is working in
 * another one. Written at most every {@link SHARED_ACTIVITY_THROTTLE_MS}.
 */
export const ACTIVITY_KEY = 'activity';
export const SHARED_ACTIVITY_THROTTLE_MS = 5_000;

/**
 * Calls `onIdle` once after `timeoutMs` without activity. Activity handlers only stamp the time
 * (throttled writes to storage); one timer re-arms itself for the remaining time, so a stream of
 * pointer events costs no timer churn. Returns a stop function.
 */
export function watchIdle(onIdle: () => void, timeoutMs = INACTIVITY_TIMEOUT_MS, target: EventTarget = window): () => void {
  let last = Date.now();
  let lastShared = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const share = (now: number) => {
    if (now - lastShared >= SHARED_ACTIVITY_THROTTLE_MS) {
      lastShared = now;
      writeItem(ACTIVITY_KEY, String(now));
    }
  };
  const onActivity = () => {
    last = Date.now();
    share(last);
  };
  const lastActivity = () => {
    const shared = Number(readItem(ACTIVITY_KEY));
    return Number.isFinite(shared) && shared > last && shared <= Date.now() ? shared : last;
  };
  const check = () => {
    if (stopped) return;
    const idleFor = Date.now() - lastActivity();
    if (idleFor >= timeoutMs) {
      stop();
      onIdle();
    } else {
      timer = setTimeout(check, timeoutMs - idleFor);
    }
  };
  const stop = () => {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
    for (const name of ACTIVITY_EVENTS) target.removeEventListener(name, onActivity, true);
  };

  for (const name of ACTIVITY_EVENTS) target.addEventListener(name, onActivity, { capture: true, passive: true });
  share(last);
  timer = setTimeout(check, timeoutMs);
  return stop;
}
