import common from './common/pt';
import webhooks from './webhooks/pt';
import buttons from './buttons/pt';
import pbn from './pbn/pt';
import logos from './logos/pt';
import ipn from './ipn/pt';
import subscribers from './subscribers/pt';
import verification from './verification/pt';
import reputation from './reputation/pt';
import type { MerchantTexts } from './en';

const pt: MerchantTexts = {
  ...common,
  webhooks,
  buttons,
  pbn,
  logos,
  ipn,
  subscribers,
  verification,
  reputation,
};

export default pt;
