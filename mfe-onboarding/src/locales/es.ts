import common from './common/es';
import company from './company/es';
import legal from './legal/es';
import notifications from './notifications/es';
import businessRegistration from './business-registration/es';
import registration from './registration/es';
import verification from './verification/es';
import profile from './profile/es';
import taxCertification from './taxCertification/es';
import identityCheck from './identityCheck/es';
import kycInfo from './kycInfo/es';
import type { OnboardingTexts } from './en';

const es: OnboardingTexts = {
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

export default es;
