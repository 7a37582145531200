import { act, screen } from '@testing-library/react';
import { bus } from 'shared-session';
import { goTo } from 'shared-session/testing';
import { BusNavigator } from './BusNavigator';
import { Where, renderAt } from './test-utils';

describe('BusNavigator', () => {
  it('moves the router when shared-session or a remote asks', async () => {
    renderAt(
      <>
        <BusNavigator />
        <Where />
      </>,
      '*',
      '/manage/flexprovider/bids',
    );
    expect(bus.navigate$.observed).toBe(true);
    act(() => goTo('/'));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
    act(() => bus.navigate$.next({ to: '/dashboard?competition=4' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard?competition=4');
  });
});
