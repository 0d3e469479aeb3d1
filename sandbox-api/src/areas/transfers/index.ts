// The transfers area (mfe-transfers): every transfer kind on one approval engine, approvals, mass transfers,
// invoices, standing payments and the payout blacklist, global pay (sender and recipient sides).
import type { IncomingSplits } from '../../money/incoming';
import type { AreaWithServices, Platform } from '../../platform/platform';
import { createBlacklistRepository } from './blacklist/repository';
import { createBlacklistMethods } from './blacklist/operations';
import { createGlobalPayMethods, GLOBAL_PAY_RECIPIENT_METHODS } from './global-pay/operations';
import { createGlobalPayRepository } from './global-pay/repository';
import { createGlobalPayService } from './global-pay/service';
import { createInvoiceQueries } from './invoices/repository';
import { createPayableInvoices } from './invoices/payable';
import { createInvoiceMethods, invoicePdfRoutes } from './invoices/operations';
import { createInvoiceService } from './invoices/service';
import { createMassMethods } from './mass/operations';
import { massSampleRoutes } from './mass/samples';
import { createMassRepository } from './mass/repository';
import { createMassService } from './mass/service';
import { createBetweenAccountsService } from '../../money/engine/between-accounts';
import { createExternalTransferMethods } from './payments/external/operations';
import { createExternalTransferService } from './payments/external/service';
import { createTransferEngine, type TransferEngineDeps } from '../../money/engine/service';
import { createTransferRepository, type TransferRepository } from '../../money/engine/repository';
import { createTransferMethods, exchangeRateToolRoutes } from './payments/operations';
import { createStandingRepository } from './standing/repository';
import { createStandingService } from './standing/service';
import { createStandingMethods } from './standing/operations';
import { createApprovalsService } from './payments/approvals';
import { createPasskeyApprovalMethods, type PasskeyApprovals } from './passkey-approval/operations';

export function wireTransfersArea(
  { db, config, clock, sandboxClock, live, outbox, limits }: Platform,
  /**
   * The auth area's push prompts (a transfer may be approved on the customer's device) and passkeys (or with a
   * passkey, issue 50).
   */
  {
    prompts,
    passkeys,
  }: Pick<TransferEngineDeps, 'prompts'> & {
    passkeys: PasskeyApprovals & { hasPasskey(userId: number): Promise<boolean> };
  },
  /** The contracts area's splits of an incoming payment (money/incoming.ts). */
  splits: IncomingSplits,
) {
  // One approval engine for every transfer kind (own, p2p, and external/): push decisions of kind `transaction`.
  const transferRepository: TransferRepository = createTransferRepository(db, {
    splits,
    invoices: createPayableInvoices,
  });
  // On the sandbox clock: a payment is dated by it, and a payee's contract splits it by that date.
  const engine = createTransferEngine({
    repository: transferRepository,
    outbox,
    prompts,
    live,
    clock: sandboxClock,
    passkeys,
  });
  const invoices = createInvoiceService({ queries: createInvoiceQueries(db), live, clock });
  // Standing payments run on the sandbox clock, which `/sandbox/clock` moves forward.
  const standing = createStandingService({
    repository: createStandingRepository(db),
    clock: sandboxClock,
    live,
    between: createBetweenAccountsService({ repository: transferRepository, engine, clock: sandboxClock }),
  });
  engine.onSettled(standing.onOperationSettled);
  return {
    engine,
    standing,
    methods: {
      // Transfers' limits and dates on the engine's clock, the sandbox's.
      ...createTransferMethods({ repository: transferRepository, engine, clock: sandboxClock, limits }),
      ...createStandingMethods(standing),
      ...createBlacklistMethods(createBlacklistRepository(db)),
      ...createExternalTransferMethods({ db, engine, clock: sandboxClock }),
      ...createMassMethods(
        createMassService({
          batches: createMassRepository(db),
          repository: transferRepository,
          engine,
          clock: sandboxClock,
          live,
        }),
      ),
      ...createInvoiceMethods(invoices),
      ...createPasskeyApprovalMethods({
        engine,
        passkeys,
        queue: createApprovalsService({ repository: transferRepository, engine, clock: sandboxClock }),
      }),
      ...createGlobalPayMethods(
        createGlobalPayService({
          repository: createGlobalPayRepository(db),
          engine,
          transfers: transferRepository,
          outbox,
          clock,
          defaultPortalOrigin: config.portalOrigins[0] ?? 'http://localhost',
        }),
        createExternalTransferService({ db, engine, clock: sandboxClock }),
      ),
    },
    // A global-pay recipient's calls are public (the payment secret is their key): counted per client address.
    limitedMethods: GLOBAL_PAY_RECIPIENT_METHODS.map((method) => [method, 'globalPayment'] as const),
    async routes(app) {
      await app.register(massSampleRoutes);
      await app.register(invoicePdfRoutes, { invoices });
    },
    async tools(tools) {
      await tools.register(exchangeRateToolRoutes, { repository: transferRepository, clock });
    },
  } satisfies AreaWithServices;
}
