import common from './common/en';
import webhooks from './webhooks/en';
import buttons from './buttons/en';
import pbn from './pbn/en';
import logos from './logos/en';
import ipn from './ipn/en';
import subscribers from './subscribers/en';
import verification from './verification/en';
import reputation from './reputation/en';

/** Texts of the merchant area (namespace `merchant`); each feature's part in its own folder. */
const en = {
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

export type MerchantTexts = typeof en;
export default en;
