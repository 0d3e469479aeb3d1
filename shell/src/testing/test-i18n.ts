import { i18n, initI18n } from '@portal/i18n/i18n';

/** The portal's i18next instance in English with the shell's texts loaded (tests query by the real texts). */
export async function englishI18n() {
  localStorage.removeItem('portal.locale');
  await initI18n(['en']);
  await i18n.changeLanguage('en');
  return i18n;
}
