import { useEffect, useState } from 'react';
import Parcel from 'single-spa-react/parcel';
import { mountRootParcel } from 'single-spa';
import type { RemoteName } from 'shared-session';
import { PageLoading } from '../shell/PageLoading';
import type { AreaLoader, AreaModule } from './loader';

export interface RemoteAreaProps {
  name: RemoteName;
  load: AreaLoader;
}

type State = { status: 'loading' } | { status: 'ready'; module: AreaModule } | { status: 'failed'; error: unknown };

/**
 * Mounts a remote area's single-spa lifecycles into the layout's main outlet. The remote's code
 * is fetched on first entry (loadRemote), with the page loader meanwhile. A remote that is down
 * or missing, or that throws on mount, is thrown to the shell's error boundary: the generic error
 * page shows in place (or, for a chunk that failed to load, the page reloads once a minute), and
 * the shell keeps working.
 */
export function RemoteArea({ name, load }: RemoteAreaProps) {
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    load(name).then(
      (module) => live && setState({ status: 'ready', module }),
      (error: unknown) => live && setState({ status: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [name, load]);

  if (state.status === 'failed') throw state.error instanceof Error ? state.error : new Error(`Remote ${name} failed: ${String(state.error)}`);
  if (state.status === 'loading') return <PageLoading />;
  return (
    <Parcel
      key={name}
      config={state.module as never}
      mountParcel={mountRootParcel}
      wrapWith="div"
      wrapClassName={`remote-area remote-area--${name}`}
      handleError={(error: unknown) => setState({ status: 'failed', error })}
    />
  );
}
