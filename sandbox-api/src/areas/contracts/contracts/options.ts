import type { SmartContract } from '@portal/api/catalogue';
import type { ContractRepository } from './repository';
import type { Clock } from '../../../platform/clock/clock';
import type { NotificationService } from '../../../platform/notifications/service';

/** Renders the contract's PDF (S3's `renderContractPdf`, sandbox-api/src/areas/contracts/contracts/contract-document.ts). */
export type RenderContractPdf = (contract: SmartContract, options: { lang?: string }) => Promise<Uint8Array>;

export interface ContractServiceOptions {
  repository: ContractRepository;
  clock: Clock;
  notifications: Pick<NotificationService, 'notify'>;
  /** Where the sandbox's pages are (config sandboxOrigins[0]): signUrl, the identification url and the PDF link. */
  sandboxOrigin: string;
  renderPdf?: RenderContractPdf;
}
