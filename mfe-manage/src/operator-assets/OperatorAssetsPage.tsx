import { orgTypeOf } from 'shared-session';
import { NotFoundPage, useSession } from 'shared-ui';
import { AreasPage } from './AreasPage';
import { AssetsPage } from './AssetsPage';
import { GridTopologyPage } from './GridTopologyPage';
import { OperatorOverviewPage } from './OverviewPage';
import type { OperatorAssetsView } from './paths';

export type OperatorAssetsScreenName = OperatorAssetsView | 'areas' | 'grid-topology-upload';

/**
 * The system operator's asset and network screens (workflows §2): assets, assets/overview,
 * assets/qualified, assets/unqualified, areas and grid-topology-upload. Others get the 404.
 */
export function OperatorAssetsPage({ screen }: { screen: OperatorAssetsScreenName }) {
  const session = useSession();
  if (orgTypeOf(session?.claims) !== 'systemoperator') return <NotFoundPage />;
  switch (screen) {
    case 'overview':
      return <OperatorOverviewPage />;
    case 'areas':
      return <AreasPage />;
    case 'grid-topology-upload':
      return <GridTopologyPage />;
    default:
      return <AssetsPage view={screen} />;
  }
}

export default OperatorAssetsPage;
