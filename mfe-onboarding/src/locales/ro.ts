import common from './common/ro';
import company from './company/ro';
import legal from './legal/ro';
import notifications from './notifications/ro';
import businessRegistration from './business-registration/ro';
import registration from './registration/ro';
import verification from './verification/ro';
import profile from './profile/ro';
import taxCertification from './taxCertification/ro';
import identityCheck from './identityCheck/ro';
import kycInfo from './kycInfo/ro';
import type { OnboardingTexts } from './en';

const ro: OnboardingTexts = {
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

export default ro;
