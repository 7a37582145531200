import { renderHook } from '@testing-library/react';
import { act } from 'react';
import { bus, type DomainEvent } from 'shared-session';
import { useReloadOn } from './useReloadOn';

const event = (type: DomainEvent['type']): DomainEvent => ({ id: 1, type, org_ids: [1], data: {}, created: '2026-11-28T09:00:00.000Z' });

describe('useReloadOn', () => {
  it('reloads on each live event of the given types only, until unmounted', () => {
    const reload = jest.fn();
    const { unmount } = renderHook(() => useReloadOn(['contract.updated', 'obligation.updated'], reload));
    act(() => bus.events$.next(event('contract.updated')));
    act(() => bus.events$.next(event('invoice.issued')));
    act(() => bus.events$.next(event('obligation.updated')));
    expect(reload).toHaveBeenCalledTimes(2);
    unmount();
    act(() => bus.events$.next(event('contract.updated')));
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
