import { useEffect, useId, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react';
import { useSession } from 'shared-ui';
import type { NavItem } from '../navigation/items';
import { NavEntry } from './NavEntry';

/**
 * The account menu (spec §2.2): a disclosure button listing Help, the organisation's shortcut,
 * Settings, Roadmap and Logout as the visibility rules allow. Escape and a click outside close it;
 * Escape gives focus back to the button.
 */
export function AccountMenu({ items }: { items: NavItem[] }) {
  const { i18n } = useLingui();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  const email = session?.claims.email ?? '';
  return (
    <div
      className="account-menu"
      ref={rootRef}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="account-menu__button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={i18n._({ id: 'account.menuLabel', message: 'Account menu for {email}', values: { email } })}
        onClick={() => setOpen((v) => !v)}
      >
        {/* The initial is drawn by CSS: decoration, so the visible text stays the email of the name. */}
        <span className="account-menu__avatar" aria-hidden="true" data-initial={email.slice(0, 1).toUpperCase() || '?'} />
        <span className="account-menu__email">{email}</span>
      </button>
      <ul id={listId} className="account-menu__list" hidden={!open}>
        <li className="account-menu__who" aria-hidden="true">
          <Trans id="account.signedInAs" message="Signed in as {email}" values={{ email }} />
        </li>
        {items.map((item) => (
          <li key={item.id}>
            <NavEntry item={item} className="account-menu__item" onNavigate={() => setOpen(false)} />
          </li>
        ))}
      </ul>
    </div>
  );
}
