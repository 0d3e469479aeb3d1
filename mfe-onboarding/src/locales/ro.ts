import common from './common/ro';
import legal from './legal/ro';
import notifications from './notifications/ro';
import type { OnboardingTexts } from './en';

const ro: OnboardingTexts = { ...common, notifications, legal };

export default ro;
