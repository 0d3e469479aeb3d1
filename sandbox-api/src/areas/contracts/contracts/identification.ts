import {
  CONTRACT_IDENTIFICATION_PAGE_PATH,
  type SignerIdentificationResponse,
  type SmartContract,
} from '@portal/api/catalogue';
import type { SmartContractRow } from './contract-queries';
import { mayStartIdentification, TransitionRefused } from './machine';
import type { ContractLinks, ContractPageView } from './links';
import type { ContractMoves } from './moves';
import type { ContractNotices, Pending } from './notices';
import type { ContractServiceOptions } from './options';
import { CONTRACT_TEXTS, ContractServiceError, notFound, refused } from './refusals';
import type { ContractStore } from './repository';
import { machineOf, type ContractViews } from './views';

/** The payer's identity check: its page, its start, and its answer moving the contract on. */
export function createContractIdentification(
  {
    repository,
    clock,
    sandboxOrigin,
  }: Pick<ContractServiceOptions, 'repository' | 'clock' | 'sandboxOrigin'>,
  { SYSTEM, applyMove, applyClock, withContract, readRow }: ContractMoves,
  { sendAll, tell }: ContractNotices,
  { viewOf }: Pick<ContractViews, 'viewOf'>,
  { createLink, linkOf, useLink, pageView }: ContractLinks,
) {
  /** Marks the payer's check as running (NEW or FAILED to PROCESSING) and tells the other party the page loaded. */
  async function identificationStarted(customerId: number, contractId: number): Promise<SmartContract> {
    const row = await withContract(customerId, contractId, async (tx, current, pending) => {
      if (current.senderId !== customerId) throw refused(CONTRACT_TEXTS.notPayer);
      if (!mayStartIdentification(machineOf(current), customerId))
        throw refused(CONTRACT_TEXTS.identificationNotNow);
      const updated = await tx.updateContract(current.id, {
        identificationStatus: 'PROCESSING',
        updatedAt: clock.now(),
      });
      tell(pending, updated!, customerId, 'scContractSignerIdentificationLoaded');
      return updated!;
    });
    return viewOf(customerId, row);
  }

  /**
   * The identity check's answer for the payer: SUCCESS moves NEED_IDENTIFICATION on (`identify`, then ACTIVE at once
   * when activeFrom has come), FAILED is recorded (`identificationFailed`); earlier, only the check's status is kept
   * (the second signature then leads straight to SIGNED). The other party is told either way.
   */
  async function decideIdentification(
    customerId: number,
    contractId: number,
    status: 'SUCCESS' | 'FAILED',
    tx: ContractStore,
    current: SmartContractRow,
    pending: Pending[],
  ): Promise<SmartContractRow> {
    if (current.senderId !== customerId) throw refused(CONTRACT_TEXTS.notPayer);
    if (!mayStartIdentification(machineOf(current), customerId))
      throw refused(CONTRACT_TEXTS.identificationNotNow);
    let row: SmartContractRow;
    if (current.status === 'NEED_IDENTIFICATION') {
      const event = status === 'SUCCESS' ? 'identify' : 'identificationFailed';
      row = await applyMove(tx, { ...current, identificationStatus: status }, event, SYSTEM, {
        identificationStatus: status,
      });
      row = await applyClock(tx, row, pending);
    } else {
      row = (await tx.updateContract(current.id, {
        identificationStatus: status,
        updatedAt: clock.now(),
      })) as SmartContractRow;
    }
    tell(
      pending,
      row,
      customerId,
      status === 'SUCCESS' ? 'scContractSignerIdentified' : 'scContractSignerIdentificationFailed',
    );
    void contractId;
    return row;
  }

  return {
    async startIdentification(customerId: number, contractId: number): Promise<SignerIdentificationResponse> {
      const row = await readRow(customerId, contractId);
      if (row.senderId !== customerId) throw refused(CONTRACT_TEXTS.notPayer);
      if (!mayStartIdentification(machineOf(row), customerId))
        throw refused(CONTRACT_TEXTS.identificationNotNow);
      const { token } = await createLink(contractId, customerId, 'identification');
      return {
        url: `${sandboxOrigin}${CONTRACT_IDENTIFICATION_PAGE_PATH.replace(':token', token)}`,
        identificationStatus:
          row.identificationStatus as SignerIdentificationResponse['identificationStatus'],
      };
    },

    identificationStarted,

    /** The identification page's view; its first opening counts as the check starting (PROCESSING, told). */
    async identificationPageView(token: string): Promise<ContractPageView | undefined> {
      const link = await linkOf(token, 'identification');
      if (!link) return undefined;
      if (link.openedAt === null && link.usedAt === null) {
        await repository.markLinkOpened(link.id, clock.now());
        try {
          const row = await readRow(link.customerId, link.contractId);
          if (
            row.identificationStatus !== 'PROCESSING' &&
            mayStartIdentification(machineOf(row), link.customerId)
          )
            await identificationStarted(link.customerId, link.contractId);
        } catch (error) {
          if (!(error instanceof ContractServiceError)) throw error;
        }
      }
      return pageView(token, 'identification');
    },

    /**
     * `identificationPush` (the page's Pass / Fail, or a signed-in payer's call with the page's token): the link
     * used once, then the decision through `decideIdentification`. `expectedCustomerId`/`contractId` bind a REST call
     * to the caller's contract.
     */
    async identificationPush(
      token: string,
      status: 'SUCCESS' | 'FAILED',
      expected?: { customerId: number; contractId: number },
    ): Promise<SmartContract> {
      const pending: Pending[] = [];
      let customerId = 0;
      let row: SmartContractRow;
      try {
        row = await repository.transaction(async (tx) => {
          const link = await useLink(tx, token, 'identification');
          if (
            expected &&
            (link.customerId !== expected.customerId || link.contractId !== expected.contractId)
          )
            throw new ContractServiceError(404, CONTRACT_TEXTS.badLink);
          customerId = link.customerId;
          const locked = await tx.lockedContract(link.contractId);
          if (!locked) throw notFound();
          const current = await applyClock(tx, locked, pending);
          return decideIdentification(customerId, link.contractId, status, tx, current, pending);
        });
      } catch (error) {
        if (error instanceof TransitionRefused) throw refused(error.message);
        throw error;
      }
      await sendAll(pending);
      return viewOf(customerId, row);
    },
  };
}
