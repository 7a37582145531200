/** The required-data screen (loaded lazily by App.tsx). */
import { RequiredPage } from './RequiredPage';
import { ProviderOnly } from './ProviderOnly';

export default function RequiredScreen() {
  return (
    <ProviderOnly>
      <RequiredPage />
    </ProviderOnly>
  );
}
