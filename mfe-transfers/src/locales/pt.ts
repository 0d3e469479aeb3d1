import account from './account/pt';
import approvals from './approvals/pt';
import blacklist from './blacklist/pt';
import common from './common/pt';
import external from './external/pt';
import globalPay from './global-pay/pt';
import invoices from './invoices/pt';
import mass from './mass/pt';
import p2p from './p2p/pt';
import standing from './standing/pt';
import type { TransfersTexts } from './en';

const pt: TransfersTexts = {
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

export default pt;
