import {
  CONTRACT_ORDER_BY,
  ENDED_CONTRACT_STATUSES,
  EXECUTING_CONTRACT_STATUSES,
  PENDING_CONTRACT_STATUSES,
  type ContractListMeta,
  type ContractListQuery,
  type ContractOrderBy,
  type SmartContract,
} from '@portal/api/catalogue';

/** The chips over the list: spec 03 §3 "List meta" (total, requests, pending, active, ended, pay, receive). */
export const CONTRACT_CHIPS = ['total', 'requests', 'pending', 'active', 'ended', 'pay', 'receive'] as const;
export type ContractChip = (typeof CONTRACT_CHIPS)[number] & keyof ContractListMeta;

/** The statuses a chip asks the service for; the others (requests, pay, receive) filter what it answers. */
const CHIP_STATUSES: Partial<Record<ContractChip, readonly string[]>> = {
  pending: PENDING_CONTRACT_STATUSES,
  active: EXECUTING_CONTRACT_STATUSES,
  ended: ENDED_CONTRACT_STATUSES,
};

/** The list's state, all of it in the address (a reload or a shared link shows the same list). */
export interface ListState {
  chip: ContractChip;
  companyName: string;
  counterpartyName: string;
  orderBy: ContractOrderBy;
  orderDir: 'ASC' | 'DESC';
}

const isChip = (value: string | null): value is ContractChip =>
  (CONTRACT_CHIPS as readonly string[]).includes(value ?? '');
const isOrder = (value: string | null): value is ContractOrderBy =>
  (CONTRACT_ORDER_BY as readonly string[]).includes(value ?? '');

export function listStateOf(params: URLSearchParams): ListState {
  const chip = params.get('filter');
  const orderBy = params.get('orderBy');
  return {
    chip: isChip(chip) ? chip : 'total',
    companyName: params.get('companyName')?.trim() ?? '',
    counterpartyName: params.get('counterpartyName')?.trim() ?? '',
    orderBy: isOrder(orderBy) ? orderBy : 'CREATED_AT',
    orderDir: params.get('orderDir') === 'ASC' ? 'ASC' : 'DESC',
  };
}

/** The address of a list state (defaults left out). */
export function paramsOf(state: ListState): Record<string, string> {
  const params: Record<string, string> = {};
  if (state.chip !== 'total') params.filter = state.chip;
  if (state.companyName) params.companyName = state.companyName;
  if (state.counterpartyName) params.counterpartyName = state.counterpartyName;
  if (state.orderBy !== 'CREATED_AT') params.orderBy = state.orderBy;
  if (state.orderDir !== 'DESC') params.orderDir = state.orderDir;
  return params;
}

/** What `GET /contract` is asked for a list state (spec 03 §7; page and size added by the query). */
export function listQueryOf(params: URLSearchParams): ContractListQuery {
  const state = listStateOf(params);
  const statuses = CHIP_STATUSES[state.chip];
  return {
    ...(statuses ? { statuses: statuses.join(',') } : {}),
    ...(state.companyName ? { companyName: state.companyName } : {}),
    ...(state.counterpartyName ? { counterpartyName: state.counterpartyName } : {}),
    orderBy: state.orderBy,
    orderDir: state.orderDir,
  };
}

/** The viewer's own customer id on a contract: the sender when they pay, else the beneficiary. */
export const viewerIdOf = (contract: SmartContract): number =>
  contract.direction === 'PAY' ? contract.sender.id : contract.beneficiary.id;

/** The other side's customer. */
export const counterpartyOf = (contract: SmartContract) =>
  contract.direction === 'PAY' ? contract.beneficiary : contract.sender;

/**
 * A request waits for the viewer (spec 03 §3 "requests"): a contract they may sign or reject, or the other side's
 * termination request they may cancel.
 */
export function isRequest(contract: SmartContract): boolean {
  if (contract.actions.includes('sign') || contract.actions.includes('reject')) return true;
  return (
    contract.status === 'TERMINATING' &&
    contract.terminateInfo !== null &&
    contract.terminateInfo.terminatedBy !== viewerIdOf(contract)
  );
}

/** The chips the service cannot filter (requests, pay, receive) narrow its answer here. */
export function chipFilter(chip: ContractChip): (contract: SmartContract) => boolean {
  switch (chip) {
    case 'requests':
      return isRequest;
    case 'pay':
      return (contract) => contract.direction === 'PAY';
    case 'receive':
      return (contract) => contract.direction === 'RECEIVE';
    default:
      return () => true;
  }
}
