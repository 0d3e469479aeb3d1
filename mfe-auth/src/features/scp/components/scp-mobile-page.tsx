import { ScpEnablement } from './scp-enablement';

/** /scp-mobile: on the phone itself, an "Open in the app" button and the store buttons instead of the QR code. */
export function ScpMobilePage() {
  return <ScpEnablement variant="mobile" />;
}
