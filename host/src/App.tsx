import { BrowserRouter } from 'react-router-dom';
import { DEFAULT_HOST_CONFIG, HostConfigContext, type HostConfig } from './config/hostConfig';
import type { AreaLoader } from './remotes/loader';
import { Shell } from './routes/Shell';
import { ModalHost } from './shell/ModalHost';
import { NavigateBridge } from './shell/NavigateBridge';
import { Notifications } from './shell/Notifications';

export interface AppProps {
  loadArea: AreaLoader;
  config?: HostConfig;
}

/** Composition only: config, router, the routed shell and the global hosts. */
export function App({ loadArea, config = DEFAULT_HOST_CONFIG }: AppProps) {
  return (
    <HostConfigContext.Provider value={config}>
      <BrowserRouter>
        <NavigateBridge />
        <Shell loadArea={loadArea} />
        <ModalHost />
        <Notifications />
      </BrowserRouter>
    </HostConfigContext.Provider>
  );
}
