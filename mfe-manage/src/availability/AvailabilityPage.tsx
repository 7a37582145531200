/**
 * The provider's availability screens (workflows §2, §3 "Unavailability record", §5): the records, change and confirm. Flex providers only; changing needs the manage area.
 */
import { Trans } from '@lingui/react';
import { Link } from 'react-router-dom';
import { hasPermissions, orgTypeOf, PERMISSIONS } from 'shared-session';
import { EmptyState, NotFoundPage, useSession } from 'shared-ui';
import { AvailabilityChangePage } from './AvailabilityChangePage';
import { AvailabilityConfirmPage } from './AvailabilityConfirmPage';
import { AvailabilityListPage } from './AvailabilityListPage';
import { AvailabilityShell } from './AvailabilityShell';
import { AVAILABILITY_PATHS } from './paths';

export type AvailabilityScreen = 'list' | 'change' | 'confirm';

export default function AvailabilityPage({ screen }: { screen: AvailabilityScreen }) {
  const claims = useSession()?.claims;
  if (orgTypeOf(claims) !== 'flexprovider') return <NotFoundPage />;
  const canEdit = hasPermissions(claims, [PERMISSIONS.viewManageUi]);
  if (screen === 'list') return <AvailabilityListPage canEdit={canEdit} />;
  if (!canEdit) {
    return (
      <AvailabilityShell title={<Trans id="manage.availability.title" message="Asset availability" />}>
        <EmptyState
          title={<Trans id="manage.availability.noPermission.title" message="You cannot record unavailability" />}
          description={<Trans id="manage.availability.noPermission.text" message="Recording when assets are unavailable needs access to the manage area. Ask your team admin to give it to you." />}
          action={
            <Link to={AVAILABILITY_PATHS.list}>
              <Trans id="manage.availability.backToList" message="Back to your records" />
            </Link>
          }
        />
      </AvailabilityShell>
    );
  }
  return screen === 'change' ? <AvailabilityChangePage /> : <AvailabilityConfirmPage />;
}
