import { randomUUID } from 'node:crypto';
import type { SmartContract } from '@portal/api/catalogue';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { users } from '../../../platform/db/tables';
import { smartContractLinks } from './tables';
import { randomToken, sha256Hex } from '../../../platform/lib/crypto';
import type { SmartContractRow } from './executing';
import type { ContractMoves } from './moves';
import type { ContractServiceOptions } from './options';
import { CONTRACT_TEXTS, ContractServiceError } from './refusals';
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
  { db, clock }: Pick<ContractServiceOptions, 'db' | 'clock'>,
  { readRow }: Pick<ContractMoves, 'readRow'>,
  { viewOf }: Pick<ContractViews, 'viewOf'>,
) {
  const linkHash = (token: string) => sha256Hex(`contract-link|${token}`);

  async function createLink(contractId: number, customerId: number, kind: 'sign' | 'identification') {
    const token = randomToken();
    const clientId = `sandbox-contract-${randomUUID()}`;
    await db.insert(smartContractLinks).values({
      contractId,
      customerId,
      kind,
      tokenHash: linkHash(token),
      clientId,
      expiresAt: new Date(clock.now().getTime() + PAGE_LINK_TTL_MS),
    });
    return { token, clientId };
  }

  async function linkOf(token: string, kind: 'sign' | 'identification') {
    const [link] = await db
      .select()
      .from(smartContractLinks)
      .where(and(eq(smartContractLinks.tokenHash, linkHash(token)), eq(smartContractLinks.kind, kind)));
    if (!link || link.expiresAt.getTime() <= clock.now().getTime()) return undefined;
    return link;
  }

  /** Takes a link for its one decision: locked, unused, not expired; marked used in the same transaction. */
  async function useLink(tx: Database, token: string, kind: 'sign' | 'identification') {
    const [link] = await tx
      .select()
      .from(smartContractLinks)
      .where(
        and(
          eq(smartContractLinks.tokenHash, linkHash(token)),
          eq(smartContractLinks.kind, kind),
          isNull(smartContractLinks.usedAt),
        ),
      )
      .for('update');
    if (!link || link.expiresAt.getTime() <= clock.now().getTime())
      throw new ContractServiceError(404, CONTRACT_TEXTS.badLink);
    await tx
      .update(smartContractLinks)
      .set({ usedAt: clock.now() })
      .where(eq(smartContractLinks.id, link.id));
    return link;
  }

  async function pageView(
    token: string,
    kind: 'sign' | 'identification',
  ): Promise<ContractPageView | undefined> {
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
    const [login] = await db
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.customerId, link.customerId))
      .orderBy(asc(users.id))
      .limit(1);
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
