import common from './common/pt';
import company from './company/pt';
import legal from './legal/pt';
import notifications from './notifications/pt';
import businessRegistration from './business-registration/pt';
import registration from './registration/pt';
import verification from './verification/pt';
import profile from './profile/pt';
import taxCertification from './taxCertification/pt';
import identityCheck from './identityCheck/pt';
import kycInfo from './kycInfo/pt';
import type { OnboardingTexts } from './en';

const pt: OnboardingTexts = {
  ...common,
  notifications,
  legal,
  registration,
  businessRegistration,
  company,
  verification,
  profile,
  taxCertification,
  identityCheck,
  kycInfo,
};

export default pt;
