import { BrowserRouter } from 'react-router-dom';
// Direct file imports keep the auth pages (and their form library) out of the first load.
import { BusNavigator } from './auth/BusNavigator';
import { CookieBanner } from './consent/CookieBanner';
import { DEFAULT_HOST_CONFIG, HostConfigContext, type HostConfig } from './config/hostConfig';
import type { AreaLoader } from './remotes/loader';
import { Shell } from './routes/Shell';
import { ModalHost } from './shell/ModalHost';
import { UpgradeRequests } from './shell/UpgradeRequests';
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
        <BusNavigator />
        <CookieBanner />
        <Shell loadArea={loadArea} />
        <ModalHost />
        <UpgradeRequests />
        <Notifications />
      </BrowserRouter>
    </HostConfigContext.Provider>
  );
}
