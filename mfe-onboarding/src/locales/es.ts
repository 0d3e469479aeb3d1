import common from './common/es';
import legal from './legal/es';
import notifications from './notifications/es';
import type { OnboardingTexts } from './en';

const es: OnboardingTexts = { ...common, notifications, legal };

export default es;
