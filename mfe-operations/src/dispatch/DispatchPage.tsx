import { orgTypeOf } from 'shared-session';
import { NotFoundPage, useSession } from 'shared-ui';
import { ListPage } from './ListPage';
import { SchedulePage } from './SchedulePage';
import { SendPage } from './SendPage';

export type DispatchScreenName = 'schedule' | 'send' | 'upcoming' | 'past';

/**
 * The dispatch screens under /operations/{flexprovider|systemoperator}/ (workflows §2). The path's
 * organisation type must be the session's; sending is the operator's only.
 */
export function DispatchPage({ screen, org }: { screen: DispatchScreenName; org: 'flexprovider' | 'systemoperator' }) {
  const session = useSession();
  if (orgTypeOf(session?.claims) !== org) return <NotFoundPage />;
  const audience = org === 'systemoperator' ? 'operator' : 'provider';
  switch (screen) {
    case 'send':
      return audience === 'operator' ? <SendPage /> : <NotFoundPage />;
    case 'schedule':
      return <SchedulePage audience={audience} />;
    case 'past':
      return <ListPage period="past" audience={audience} />;
    default:
      return <ListPage period="upcoming" audience={audience} />;
  }
}

export default DispatchPage;
