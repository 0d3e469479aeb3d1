import common from './common/es';
import webhooks from './webhooks/es';
import buttons from './buttons/es';
import pbn from './pbn/es';
import logos from './logos/es';
import ipn from './ipn/es';
import subscribers from './subscribers/es';
import verification from './verification/es';
import reputation from './reputation/es';
import type { MerchantTexts } from './en';

const es: MerchantTexts = {
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

export default es;
