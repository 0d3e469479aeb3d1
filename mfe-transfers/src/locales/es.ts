import account from './account/es';
import approvals from './approvals/es';
import blacklist from './blacklist/es';
import common from './common/es';
import external from './external/es';
import globalPay from './global-pay/es';
import invoices from './invoices/es';
import mass from './mass/es';
import p2p from './p2p/es';
import standing from './standing/es';
import type { TransfersTexts } from './en';

const es: TransfersTexts = {
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

export default es;
