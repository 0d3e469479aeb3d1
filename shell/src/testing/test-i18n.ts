import { addNamespace, i18n, initI18n } from '@portal/i18n/i18n';
import { APPROVALS_NAMESPACE, loadApprovalTexts } from '../approvals/texts';

/** The portal's i18next instance in English with the shell's texts loaded (tests query by the real texts). */
export async function englishI18n() {
  localStorage.removeItem('portal.locale');
  await initI18n(['en']);
  await i18n.changeLanguage('en');
  await addNamespace(APPROVALS_NAMESPACE, loadApprovalTexts);
  return i18n;
}
