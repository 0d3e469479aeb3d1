import { ScpEnablement } from './scp-enablement';

/** /scp: the QR code of the enablement deep link, for a phone next to this screen (spec 01 §2). */
export function ScpPage() {
  return <ScpEnablement variant="desktop" />;
}
