import common from './common/ro';
import webhooks from './webhooks/ro';
import buttons from './buttons/ro';
import pbn from './pbn/ro';
import logos from './logos/ro';
import ipn from './ipn/ro';
import subscribers from './subscribers/ro';
import verification from './verification/ro';
import reputation from './reputation/ro';
import type { MerchantTexts } from './en';

const ro: MerchantTexts = {
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

export default ro;
