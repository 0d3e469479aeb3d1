import common from './common/es';
import legal from './legal/es';
import notifications from './notifications/es';
import registration from './registration/es';
import type { OnboardingTexts } from './en';

const es: OnboardingTexts = { ...common, notifications, legal, registration };

export default es;
