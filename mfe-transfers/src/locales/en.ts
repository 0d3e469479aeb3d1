import account from './account/en';
import approvals from './approvals/en';
import blacklist from './blacklist/en';
import common from './common/en';
import external from './external/en';
import globalPay from './global-pay/en';
import invoices from './invoices/en';
import mass from './mass/en';
import p2p from './p2p/en';
import standing from './standing/en';

/** Texts of the transfers area (namespace `transfers`); each feature's part in its own folder. */
const en = { ...common, globalPay, invoices, account, p2p, external, approvals, mass, standing, blacklist };

export type TransfersTexts = typeof en;
export default en;
