import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageFallback } from './page-fallback';

/** A page as its own chunk: `React.lazy` over a named export. */
function page<T extends Record<string, unknown>>(load: () => Promise<T>, name: keyof T & string) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const AccountTransferPage = page(
  () => import('../features/account/components/account-transfer-page'),
  'AccountTransferPage',
);
const P2pTransferPage = page(() => import('../features/p2p/components/p2p-transfer-page'), 'P2pTransferPage');
const ExternalTransferPage = page(
  () => import('../features/external/components/external-transfer-page'),
  'ExternalTransferPage',
);
const ApprovalsPage = page(() => import('../features/approvals/components/approvals-page'), 'ApprovalsPage');

/**
 * This remote's routes (DESIGN §1, spec 02 §2): between own accounts, person to person, external transfers and the
 * business approval queue, each page a chunk of its own.
 */
export function TransfersApp() {
  return (
    <Suspense fallback={<PageFallback />}>
      <Routes>
        <Route path="/transfer/account" element={<AccountTransferPage />} />
        <Route path="/transfer/p2p" element={<P2pTransferPage />} />
        <Route path="/transfer/external" element={<ExternalTransferPage />} />
        <Route path="/transfer/approved" element={<ApprovalsPage />} />
      </Routes>
    </Suspense>
  );
}
