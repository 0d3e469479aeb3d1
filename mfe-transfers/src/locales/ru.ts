import account from './account/ru';
import approvals from './approvals/ru';
import common from './common/ru';
import external from './external/ru';
import globalPay from './global-pay/ru';
import p2p from './p2p/ru';
import type { TransfersTexts } from './en';

const ru: TransfersTexts = { ...common, globalPay, account, p2p, external, approvals };

export default ru;
