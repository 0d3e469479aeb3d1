import common from './common/ru';
import company from './company/ru';
import legal from './legal/ru';
import notifications from './notifications/ru';
import businessRegistration from './business-registration/ru';
import registration from './registration/ru';
import verification from './verification/ru';
import profile from './profile/ru';
import taxCertification from './taxCertification/ru';
import identityCheck from './identityCheck/ru';
import kycInfo from './kycInfo/ru';
import type { OnboardingTexts } from './en';

const ru: OnboardingTexts = {
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

export default ru;
