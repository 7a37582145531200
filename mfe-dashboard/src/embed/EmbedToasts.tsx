import { useSyncExternalStore } from 'react';
import { useLingui } from '@lingui/react';
import type { Toast } from 'shared-session';

/** Without the host there is no notification area: the embed shows its own (one at a time). */
export function createToastStore() {
  let current: Toast | null = null;
  const listeners = new Set<() => void>();
  return {
    push(t: Toast) {
      current = t;
      listeners.forEach((l) => l());
    },
    dismiss() {
      current = null;
      listeners.forEach((l) => l());
    },
    get: () => current,
    subscribe(l: () => void) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
}

export function EmbedToasts({ store }: { store: ReturnType<typeof createToastStore> }) {
  const { i18n } = useLingui();
  const toast = useSyncExternalStore(store.subscribe, store.get, store.get);
  if (!toast) return null;
  return (
    <div className={`dash-toast dash-toast--${toast.kind}`} role={toast.kind === 'error' ? 'alert' : 'status'}>
      <strong>{toast.title}</strong>
      {toast.text && <p>{toast.text}</p>}
      <button type="button" onClick={() => store.dismiss()}>
        {i18n._({ id: 'dashboard.toast.dismiss', message: 'Dismiss' })}
      </button>
    </div>
  );
}
