import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { HomePage } from '../features/balances/components/home-page';
import { PageFallback } from '../features/balances/components/page-fallback';
import { cardRoutes } from '../features/cards/routes';
import { AnnouncementsToConfirm } from '../features/news/components/announcements-to-confirm';

/** A page as its own chunk: `React.lazy` over a named export. */
function page<T extends Record<string, unknown>>(load: () => Promise<T>, name: keyof T & string) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const HistoryPage = page(() => import('../features/history/components/history-page'), 'HistoryPage');
const BatchTransfersPage = page(
  () => import('../features/batch/components/batch-transfers-page'),
  'BatchTransfersPage',
);
const StatementsPage = page(
  () => import('../features/statements/components/statements-page'),
  'StatementsPage',
);
const ReceivePage = page(() => import('../features/receive/components/receive-page'), 'ReceivePage');
const ReceiveInfoPage = page(
  () => import('../features/receive/components/receive-info-page'),
  'ReceiveInfoPage',
);
const NewsPage = page(() => import('../features/news/components/news-page'), 'NewsPage');

/**
 * This remote's routes (DESIGN §1): home, cards, statements, history, batch transfers, receive (and its public
 * page) and news (spec 02 §2). Home loads with the remote; every other page is a chunk of its own. Home shows the
 * announcements waiting for an answer (spec 02 §4), a page that combines the news and balances features.
 */
export function AccountsApp() {
  return (
    <Suspense fallback={<PageFallback />}>
      <Routes>
        <Route path="/home" element={<HomePage notice={<AnnouncementsToConfirm />} />} />
        <Route path="/history" element={<HistoryPage />} />
        <Route path="/history/batch-transfers" element={<BatchTransfersPage />} />
        <Route path="/statements" element={<StatementsPage />} />
        <Route path="/receive" element={<ReceivePage />} />
        <Route path="/receive/:id" element={<ReceiveInfoPage />} />
        <Route path="/news" element={<NewsPage />} />
        {cardRoutes()}
      </Routes>
    </Suspense>
  );
}
