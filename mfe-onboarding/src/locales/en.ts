import common from './common/en';
import company from './company/en';
import legal from './legal/en';
import notifications from './notifications/en';
import businessRegistration from './business-registration/en';
import registration from './registration/en';

/** Texts of the onboarding area (namespace `onboarding`); each feature's part in its own folder. */
const en = { ...common, notifications, legal, registration, businessRegistration, company };

export type OnboardingTexts = typeof en;
export default en;
