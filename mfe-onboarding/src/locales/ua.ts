import common from './common/ua';
import company from './company/ua';
import legal from './legal/ua';
import notifications from './notifications/ua';
import businessRegistration from './business-registration/ua';
import registration from './registration/ua';
import verification from './verification/ua';
import profile from './profile/ua';
import taxCertification from './taxCertification/ua';
import identityCheck from './identityCheck/ua';
import kycInfo from './kycInfo/ua';
import type { OnboardingTexts } from './en';

const ua: OnboardingTexts = {
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

export default ua;
