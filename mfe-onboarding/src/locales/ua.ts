import common from './common/ua';
import company from './company/ua';
import legal from './legal/ua';
import notifications from './notifications/ua';
import businessRegistration from './business-registration/ua';
import registration from './registration/ua';
import verification from './verification/ua';
import profile from './profile/ua';
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
};

export default ua;
