// The accounts area (mfe-accounts): balances and accounts, cards, history, exports and statements, announcements.
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
      ...createNewsMethods(createNewsService({ repository: createNewsRepository(db), clock })),
    },
    async routes(app) {
      await app.register(exportDownloadRoutes, { history });
    },
  } satisfies AreaParts;
}
