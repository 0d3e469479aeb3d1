// The contracts area (mfe-contracts): revenue-split contracts between companies (the contract service, spec 03 §7
// "Smart contracts"), their PDF generator, their sign and identification pages, and the scheduler of their dates.
import { createHmac } from 'node:crypto';
import { DEFAULT_DOCUMENT_BRAND } from '../../documents/document-brands';
import { documentLanguage } from '../../documents/texts';
import type { Pipeline } from '../../platform/pipeline/pipeline';
import type { AreaParts, Platform } from '../../platform/platform';
import { renderContractPdf } from './contracts/contract-document';
import { contractPageRoutes } from './contracts/pages';
import { createContractPdfGenerator } from './contracts/pdf-generator';
import { contractRoutes } from './contracts/operations';
import { createContractScheduler, type ContractScheduler } from './contracts/scheduler';
import { createContractRepository } from './contracts/repository';
import { createContractService } from './contracts/service';

/** What the contracts do as a payment lands: the payment engine calls it (money/incoming.ts; wired in areas.ts). */
export { contractSplits } from './contracts/execution';

export interface ContractsArea extends AreaParts {
  /** The contracts' dates (issue 47 item 3): server.ts starts its ticks, `/sandbox/clock` and tests tick by hand. */
  scheduler: ContractScheduler;
}

export function wireContractsArea(
  { app, db, config, sandboxClock, notifications }: Platform,
  { pipeline }: { pipeline: Pipeline },
): ContractsArea {
  const sandboxOrigin = config.sandboxOrigins[0] ?? `http://localhost:${config.port}`;
  const render: Parameters<typeof createContractService>[0]['renderPdf'] = (contract, { lang }) =>
    renderContractPdf(contract, { brand: DEFAULT_DOCUMENT_BRAND, language: documentLanguage(lang) });
  const repository = createContractRepository(db);
  // On the sandbox clock, so `/sandbox/clock` moves their activation, termination and expiry.
  const contracts = createContractService({
    repository,
    clock: sandboxClock,
    notifications,
    sandboxOrigin,
    renderPdf: render,
  });
  // The PDF generator (spec 03 §7): its links are signed with a key every instance derives from the shared token key,
  // so a link one instance answered opens on any other behind the balancer.
  const pdfGenerator = createContractPdfGenerator({
    repository,
    clock: sandboxClock,
    sandboxOrigin,
    key: createHmac('sha256', config.jwtSecret).update('contract-pdf-generator').digest(),
    render,
  });
  const scheduler = createContractScheduler({
    repository,
    clock: sandboxClock,
    contracts,
    logError: (message, error) => app.log.error({ err: error }, message),
  });
  app.addHook('onClose', async () => {
    scheduler.stop();
    await scheduler.idle();
  });
  return {
    scheduler,
    async routes(scope) {
      await scope.register(contractRoutes, { contracts, pipeline, pdfGenerator });
    },
    async tools(tools) {
      await tools.register(contractPageRoutes, { contracts, portalOrigins: config.portalOrigins });
    },
  };
}
