import common from './common/ua';
import legal from './legal/ua';
import notifications from './notifications/ua';
import type { OnboardingTexts } from './en';

const ua: OnboardingTexts = { ...common, notifications, legal };

export default ua;
