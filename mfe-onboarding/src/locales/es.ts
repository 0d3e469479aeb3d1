import common from './common/es';
import company from './company/es';
import legal from './legal/es';
import notifications from './notifications/es';
import businessRegistration from './business-registration/es';
import registration from './registration/es';
import type { OnboardingTexts } from './en';

const es: OnboardingTexts = { ...common, notifications, legal, registration, businessRegistration, company };

export default es;
