import { orgTypeOf } from 'shared-session';
import { NotFoundPage, useSession } from 'shared-ui';
import { ListPage } from './ListPage';
import { SchedulePage } from './SchedulePage';
import { SendPage } from './SendPage';
import type { DispatchOrg, DispatchScreenName } from './paths';

export type { DispatchScreenName } from './paths';

/**
 * The dispatch screens under /operations/{flexprovider|systemoperator}/ (workflows §2). The path's
 * organisation type must be the session's; sending is the operator's only.
 */
export function DispatchPage({ screen, org }: { screen: DispatchScreenName; org: DispatchOrg }) {
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
