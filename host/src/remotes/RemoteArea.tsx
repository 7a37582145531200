import { useCallback, useState } from 'react';
import Parcel from 'single-spa-react/parcel';
import { mountRootParcel } from 'single-spa';
import type { RemoteName } from 'shared-session';
import { ErrorPage } from 'shared-ui';
import type { AreaLoader } from './loader';

export interface RemoteAreaProps {
  name: RemoteName;
  load: AreaLoader;
}

/**
 * Mounts a remote area's single-spa lifecycles into the layout's main outlet. A remote that is
 * down, missing or throws on mount shows the generic error page; the shell keeps working.
 */
export function RemoteArea({ name, load }: RemoteAreaProps) {
  const [error, setError] = useState<unknown>(null);
  const config = useCallback(() => load(name), [load, name]);
  if (error) return <ErrorPage error={error} />;
  return (
    <Parcel
      key={name}
      config={config as never}
      mountParcel={mountRootParcel}
      wrapWith="div"
      wrapClassName={`remote-area remote-area--${name}`}
      handleError={(e: unknown) => setError(e)}
    />
  );
}
