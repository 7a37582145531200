import { act, screen } from '@testing-library/react';
import { bus } from 'shared-session';
import type { Claims } from 'shared-session/testing';
import { RouteGuard } from './RouteGuard';
import { renderAt } from './test-utils';

function claims(orgType: 'flexprovider' | 'systemoperator', permissions: string[]): Claims {
  return {
    version: '1', exp: Math.floor(Date.now() / 1000) + 3600, email: 'x@y.test', user_id: 1,
    role: { org_type: orgType, id: 4, is_max_org: false }, permission_names: permissions,
    api_base_url: 'http://localhost:8000/', preferred_locale: 'en-GB',
  };
}

beforeEach(() => {
  bus.session$.next(null);
  bus.flags$.next(new Set());
});

const Protected = () => <p>secret page</p>;

describe('RouteGuard', () => {
  it('sends a logged-out visitor to login with next', async () => {
    renderAt(
      <RouteGuard route={{ requiresLogin: true }}>
        <Protected />
      </RouteGuard>,
      '/manage/*',
      '/manage/flexprovider/bids?page=2',
    );
    expect(await screen.findByTestId('where')).toHaveTextContent('/login?next=%2Fmanage%2Fflexprovider%2Fbids%3Fpage%3D2');
  });

  it('shows the page when the checks pass', () => {
    bus.session$.next({ token: 't', claims: claims('systemoperator', ['manage-competitions']) });
    renderAt(
      <RouteGuard route={{ requiresLogin: true, roles: ['systemoperator'] }}>
        <Protected />
      </RouteGuard>,
      '/roadmap',
      '/roadmap',
    );
    expect(screen.getByText('secret page')).toBeInTheDocument();
  });

  it('shows the 404 page when the role does not match', () => {
    bus.session$.next({ token: 't', claims: claims('flexprovider', []) });
    renderAt(
      <RouteGuard route={{ requiresLogin: true, roles: ['systemoperator'] }}>
        <Protected />
      </RouteGuard>,
      '/roadmap',
      '/roadmap',
    );
    expect(screen.getByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
    expect(screen.queryByText('secret page')).not.toBeInTheDocument();
  });

  it('enforces the last route’s permissions only under permissions_navigation_guard, and follows flag changes', async () => {
    bus.session$.next({ token: 't', claims: claims('flexprovider', ['view-competitions']) });
    renderAt(
      <RouteGuard route={[{ requiresLogin: true }, { permissions: ['manage-bids'] }]} notFound={<p>custom not found</p>}>
        <Protected />
      </RouteGuard>,
      '/manage/*',
      '/manage/flexprovider/bids',
    );
    expect(screen.getByText('secret page')).toBeInTheDocument();
    act(() => bus.flags$.next(new Set(['permissions_navigation_guard'])));
    expect(await screen.findByText('custom not found')).toBeInTheDocument();
  });
});
