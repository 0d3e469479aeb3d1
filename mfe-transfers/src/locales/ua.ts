import account from './account/ua';
import approvals from './approvals/ua';
import blacklist from './blacklist/ua';
import common from './common/ua';
import external from './external/ua';
import globalPay from './global-pay/ua';
import invoices from './invoices/ua';
import mass from './mass/ua';
import p2p from './p2p/ua';
import standing from './standing/ua';
import type { TransfersTexts } from './en';

const ua: TransfersTexts = {
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

export default ua;
