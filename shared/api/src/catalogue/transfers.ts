/**
 * Transfers and approvals (spec 02 §3 "Transfer entities", §4 "Approval of a transaction", §5, §6, §7 "Exchange and
 * recent transfers", "Between own accounts", "P2P", "External transfers", "Approvals"). Field names are the spec's;
 * where the spec shows no fields (limits, available transfers, extra parameters), the shapes are ours.
 */
export * from './transfer-basics';
export * from './transfer-payments';
export * from './transfer-payees';
export * from './transfer-external';
export * from './transfer-approvals';
