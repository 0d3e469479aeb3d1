import common from './common/pt';
import legal from './legal/pt';
import notifications from './notifications/pt';
import registration from './registration/pt';
import type { OnboardingTexts } from './en';

const pt: OnboardingTexts = { ...common, notifications, legal, registration };

export default pt;
