import type { Database } from '../platform/db/client';
import { resetDatabase } from '../seed';
import type { LivePublisher, LivePushMessage } from '../platform/live/service';
import type { OutboxMessage, ToolsRepository } from './repository';

/** How many outbox messages one read returns at most. */
const OUTBOX_PAGE = 100;

interface ToolsServiceDeps {
  db: Database;
  repository: ToolsRepository;
  live: LivePublisher;
  /** Transactions of the large demo history a reset seeds again. */
  historyTransactions: number;
}

/** The developer tools behind `/sandbox/*` (DESIGN §5). */
export function createToolsService({ db, repository, live, historyTransactions }: ToolsServiceDeps) {
  return {
    async outbox(to: string | undefined): Promise<OutboxMessage[]> {
      return repository.listOutbox(to?.trim().toLowerCase(), OUTBOX_PAGE);
    },

    reset: () => resetDatabase(db, { historyTransactions }),

    /** Pushes a message to the customer of the user with this e-mail; null when there is no such user. */
    async emitLive(email: string, message: LivePushMessage): Promise<number | null> {
      const customerId = await repository.findCustomerIdByEmail(email.trim().toLowerCase());
      return customerId === null ? null : live.publish(customerId, message);
    },
  };
}

export type ToolsService = ReturnType<typeof createToolsService>;
