/** The settlement data upload screen (loaded lazily by App.tsx). */
import { ProviderOnly } from '../required/ProviderOnly';
import { UploadPage } from './UploadPage';

export default function UploadScreen() {
  return (
    <ProviderOnly>
      <UploadPage />
    </ProviderOnly>
  );
}
