import common from './common/en';
import company from './company/en';
import legal from './legal/en';
import notifications from './notifications/en';
import businessRegistration from './business-registration/en';
import registration from './registration/en';
import verification from './verification/en';
import profile from './profile/en';
import taxCertification from './taxCertification/en';
import identityCheck from './identityCheck/en';
import kycInfo from './kycInfo/en';

/** Texts of the onboarding area (namespace `onboarding`); each feature's part in its own folder. */
const en = {
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

export type OnboardingTexts = typeof en;
export default en;
