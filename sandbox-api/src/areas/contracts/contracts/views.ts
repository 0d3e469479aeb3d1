import type { ContractCompany, ContractCustomer, ContractStatus, SmartContract } from '@portal/api/catalogue';
import type { ContractQueries, SmartContractRow } from './contract-queries';
import { actionsFor } from './machine';
import type { ContractParties, Party } from './parties';

/** A row as the state machine reads it. */
export const machineOf = (row: SmartContractRow) => ({
  ...row,
  status: row.status as ContractStatus,
  identificationStatus: row.identificationStatus as SmartContract['identificationStatus'] & string,
});

/** Contracts as a party sees them (its direction, its actions, the events). */
export function createContractViews(
  { eventsOf }: Pick<ContractQueries, 'eventsOf'>,
  { partiesOf }: Pick<ContractParties, 'partiesOf'>,
) {
  const customerOf = (found: Party | undefined, id: number): ContractCustomer => ({
    id,
    username: found?.username ?? '',
    name: found?.title ?? '',
  });
  const companyOf = (found: Party | undefined, id: number): ContractCompany => ({
    id,
    title: found?.title ?? '',
    logo: null,
  });

  async function viewsOf(
    rows: SmartContractRow[],
    viewerId: number,
    withEvents = true,
  ): Promise<SmartContract[]> {
    const parties = await partiesOf(rows.flatMap((row) => [row.senderId, row.beneficiaryId, row.companyId]));
    const events = withEvents && rows.length > 0 ? await eventsOf(rows.map((row) => row.id)) : [];
    return rows.map((row) => ({
      id: row.id,
      status: row.status as ContractStatus,
      identificationStatus:
        row.senderId === viewerId
          ? (row.identificationStatus as SmartContract['identificationStatus'])
          : null,
      percentage: row.percentage,
      initiatorId: row.initiatorId,
      direction: row.senderId === viewerId ? 'PAY' : 'RECEIVE',
      note: row.note,
      activeFrom: row.activeFrom,
      activeTo: row.activeTo,
      terminateInfo:
        row.terminatedAt && row.terminatedBy !== null
          ? {
              terminatedAt: row.terminatedAt.toISOString(),
              note: row.terminateNote,
              terminatedBy: row.terminatedBy,
            }
          : null,
      updatedAt: row.updatedAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
      company: companyOf(parties.get(row.companyId), row.companyId),
      sender: customerOf(parties.get(row.senderId), row.senderId),
      beneficiary: customerOf(parties.get(row.beneficiaryId), row.beneficiaryId),
      senderSignerName: row.senderSignerName,
      beneficiarySignerName: row.beneficiarySignerName,
      senderObligations: row.senderObligations,
      beneficiaryObligations: row.beneficiaryObligations,
      senderSignedAt: row.senderSignedAt?.toISOString() ?? null,
      beneficiarySignedAt: row.beneficiarySignedAt?.toISOString() ?? null,
      events: events
        .filter((event) => event.contractId === row.id)
        .map((event) => ({ type: event.type, at: event.at.toISOString(), by: event.by, note: event.note })),
      actions: actionsFor(machineOf(row), viewerId),
    }));
  }

  async function viewOf(customerId: number, row: SmartContractRow): Promise<SmartContract> {
    return (await viewsOf([row], customerId))[0]!;
  }

  return { viewsOf, viewOf };
}

export type ContractViews = ReturnType<typeof createContractViews>;
