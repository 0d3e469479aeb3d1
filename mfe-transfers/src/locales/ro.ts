import account from './account/ro';
import approvals from './approvals/ro';
import blacklist from './blacklist/ro';
import common from './common/ro';
import external from './external/ro';
import globalPay from './global-pay/ro';
import invoices from './invoices/ro';
import mass from './mass/ro';
import p2p from './p2p/ro';
import standing from './standing/ro';
import type { TransfersTexts } from './en';

const ro: TransfersTexts = {
  ...common,
  globalPay,
  invoices,
  account,
  p2p,
  external,
  approvals,
  mass,
  standing,
  blacklist,
};

export default ro;
