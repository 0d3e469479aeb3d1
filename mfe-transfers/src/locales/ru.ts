import account from './account/ru';
import approvals from './approvals/ru';
import blacklist from './blacklist/ru';
import common from './common/ru';
import external from './external/ru';
import globalPay from './global-pay/ru';
import invoices from './invoices/ru';
import mass from './mass/ru';
import p2p from './p2p/ru';
import standing from './standing/ru';
import type { TransfersTexts } from './en';

const ru: TransfersTexts = {
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

export default ru;
