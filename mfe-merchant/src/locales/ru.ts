import common from './common/ru';
import internal from './internal/ru';
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
  internal,
  buttons,
  pbn,
  logos,
  ipn,
  subscribers,
  verification,
  reputation,
};

export default ru;
