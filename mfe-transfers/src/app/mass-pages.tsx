import { lazy, Suspense } from 'react';
import { MassTransferPage } from '../features/mass/components/mass-transfer-page';
import { PageFallback } from '@portal/remote/fallback-pages';

// Global pay's upload (issue 15 item 2): its own chunk, fetched only when the global tab is open.
const GlobalUploadTab = lazy(() =>
  import('../features/global-pay/components/global-upload-tab').then((module) => ({
    default: module.GlobalUploadTab,
  })),
);

/**
 * `/transfer/mass` and its tabs (spec 02 §2): the mass feature's page with global pay's upload on the global tab,
 * composed here because features do not import each other.
 */
export function MassTransferRoute() {
  return (
    <MassTransferPage
      globalTab={
        <Suspense fallback={<PageFallback />}>
          <GlobalUploadTab />
        </Suspense>
      }
    />
  );
}
