import common from './common/ua';
import legal from './legal/ua';
import notifications from './notifications/ua';
import registration from './registration/ua';
import type { OnboardingTexts } from './en';

const ua: OnboardingTexts = { ...common, notifications, legal, registration };

export default ua;
