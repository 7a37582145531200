/** The settlement overview screen (loaded lazily by App.tsx). */
import { ProviderOnly } from '../required/ProviderOnly';
import { OverviewPage } from './OverviewPage';

export default function OverviewScreen() {
  return (
    <ProviderOnly>
      <OverviewPage />
    </ProviderOnly>
  );
}
