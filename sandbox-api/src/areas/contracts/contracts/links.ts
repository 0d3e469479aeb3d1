import { randomUUID } from 'node:crypto';
import type { SmartContract } from '@portal/api/catalogue';
import { randomToken, sha256Hex } from '../../../platform/lib/crypto';
import type { SmartContractRow } from './contract-queries';
import type { ContractLinkKind } from './link-queries';
import type { ContractMoves } from './moves';
import type { ContractServiceOptions } from './options';
import { CONTRACT_TEXTS, ContractServiceError } from './refusals';
import type { ContractStore } from './repository';
import type { ContractViews } from './views';

/** The embedded pages' links live this long; the PDF link less. */
const PAGE_LINK_TTL_MS = 30 * 60 * 1000;

/** What a sign page or identification page shows. */
export interface ContractPageView {
  contract: SmartContract;
  /** The party the link acts for, and its company's name. */
  customerId: number;
  partyTitle: string;
  /** The name the sign page prefills (the side's signer name, else the user's). */
  signerName: string;
  clientId: string;
  used: boolean;
}

/** The one-time links of the embedded e-signature and identity check pages. */
export function createContractLinks(
  { repository, clock }: Pick<ContractServiceOptions, 'repository' | 'clock'>,
  { readRow }: Pick<ContractMoves, 'readRow'>,
  { viewOf }: Pick<ContractViews, 'viewOf'>,
) {
  const linkHash = (token: string) => sha256Hex(`contract-link|${token}`);

  async function createLink(contractId: number, customerId: number, kind: ContractLinkKind) {
    const token = randomToken();
    const clientId = `sandbox-contract-${randomUUID()}`;
    await repository.insertLink({
      contractId,
      customerId,
      kind,
      tokenHash: linkHash(token),
      clientId,
      expiresAt: new Date(clock.now().getTime() + PAGE_LINK_TTL_MS),
    });
    return { token, clientId };
  }

  async function linkOf(token: string, kind: ContractLinkKind) {
    const link = await repository.linkByHash(linkHash(token), kind);
    if (!link || link.expiresAt.getTime() <= clock.now().getTime()) return undefined;
    return link;
  }

  /** Takes a link for its one decision: locked, unused, not expired; marked used in the same transaction. */
  async function useLink(tx: ContractStore, token: string, kind: ContractLinkKind) {
    const link = await tx.lockedUnusedLink(linkHash(token), kind);
    if (!link || link.expiresAt.getTime() <= clock.now().getTime())
      throw new ContractServiceError(404, CONTRACT_TEXTS.badLink);
    await tx.markLinkUsed(link.id, clock.now());
    return link;
  }

  async function pageView(token: string, kind: ContractLinkKind): Promise<ContractPageView | undefined> {
    const link = await linkOf(token, kind);
    if (!link) return undefined;
    let row: SmartContractRow;
    try {
      row = await readRow(link.customerId, link.contractId);
    } catch (error) {
      if (error instanceof ContractServiceError) return undefined;
      throw error;
    }
    const contract = await viewOf(link.customerId, row);
    const payer = row.senderId === link.customerId;
    const login = await repository.firstLogin(link.customerId);
    const sideName = payer ? row.senderSignerName : row.beneficiarySignerName;
    return {
      contract,
      customerId: link.customerId,
      partyTitle: (payer ? contract.sender : contract.beneficiary).name,
      signerName: sideName ?? (login ? `${login.firstName} ${login.lastName}` : ''),
      clientId: link.clientId,
      used: link.usedAt !== null,
    };
  }

  return { createLink, linkOf, useLink, pageView };
}

export type ContractLinks = ReturnType<typeof createContractLinks>;
