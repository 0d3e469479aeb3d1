// The accounts area (mfe-accounts): balances and accounts, cards, history, exports and statements, statements for
// accounting software, announcements.
import type { AreaParts, Platform } from '../../platform/platform';
import { createAccountRepository } from './balances/repository';
import { createAccountMethods } from './balances/operations';
import { createAccountService } from './balances/service';
import { createCardRepository } from './cards/repository';
import { createCardMethods } from './cards/operations';
import { createCardService } from './cards/service';
import { createHistoryRepository } from './history/repository';
import { createHistoryMethods, exportDownloadRoutes } from './history/operations';
import { createHistoryService } from './history/service';
import { createAccountingRepository } from './accounting/repository';
import { createAccountingMethods } from './accounting/operations';
import { createAccountingService } from './accounting/service';
import { createNewsRepository } from './news/repository';
import { createNewsMethods } from './news/operations';
import { createNewsService } from './news/service';

export function wireAccountsArea({ db, clock, live, outbox }: Platform) {
  const history = createHistoryService({ repository: createHistoryRepository(db), outbox, clock });
  return {
    methods: {
      ...createAccountMethods(createAccountService({ repository: createAccountRepository(db), clock })),
      ...createCardMethods(createCardService({ repository: createCardRepository(db), outbox, live, clock })),
      ...createHistoryMethods(history),
      // The accounting statements hand their files to the history's exports (the slice's port).
      ...createAccountingMethods(
        createAccountingService({ repository: createAccountingRepository(db), exports: history, clock }),
      ),
      ...createNewsMethods(createNewsService({ repository: createNewsRepository(db), clock })),
    },
    async routes(app) {
      await app.register(exportDownloadRoutes, { history });
    },
  } satisfies AreaParts;
}
