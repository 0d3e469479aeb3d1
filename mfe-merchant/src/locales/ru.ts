import common from './common/ru';
import webhooks from './webhooks/ru';
import buttons from './buttons/ru';
import pbn from './pbn/ru';
import logos from './logos/ru';
import ipn from './ipn/ru';
import subscribers from './subscribers/ru';
import verification from './verification/ru';
import reputation from './reputation/ru';
import type { MerchantTexts } from './en';

const ru: MerchantTexts = {
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

export default ru;
