import common from './common/ua';
import webhooks from './webhooks/ua';
import buttons from './buttons/ua';
import pbn from './pbn/ua';
import logos from './logos/ua';
import ipn from './ipn/ua';
import subscribers from './subscribers/ua';
import verification from './verification/ua';
import reputation from './reputation/ua';
import type { MerchantTexts } from './en';

const ua: MerchantTexts = {
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

export default ua;
