import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MERCHANT_CHECKOUT_PATH, type SavedButton } from '@portal/api/catalogue';
import { buttonSnippet } from '@portal/api/merchant-buttons';
import { Card } from '@portal/ui/components';
import { useServices } from '@portal/session/react';
import { CopyButton } from '../../../shared/copy-button';
import styles from '../../../shared/merchant.module.css';

/**
 * Where a button's form posts: the hosted checkout of the brand's back end. `apiBaseUrl` is the portal's own origin
 * unless another back end was chosen; the portal's server forwards the checkout path (gateway-prefixes.json).
 */
export const checkoutBaseOf = (apiBaseUrl: string) =>
  `${apiBaseUrl.replace(/\/$/, '')}${MERCHANT_CHECKOUT_PATH}`;

/** The HTML to paste into a web page for one saved button (every value escaped), with a copy button. */
export function ButtonSnippet({ button }: { button: SavedButton }) {
  const { t } = useTranslation('merchant');
  const { apiBaseUrl } = useServices();
  const html = useMemo(() => buttonSnippet(button, checkoutBaseOf(apiBaseUrl)), [button, apiBaseUrl]);
  return (
    <Card title={t('buttons.snippet.title', { name: button.name })} titleLevel={2}>
      <p className={styles.hint}>{t('buttons.snippet.hint')}</p>
      <pre
        className={styles.code}
        tabIndex={0}
        role="region"
        aria-label={t('buttons.snippet.codeLabel', { name: button.name })}
      >
        <code>{html}</code>
      </pre>
      <CopyButton text={html} label={t('buttons.snippet.copy')} />
    </Card>
  );
}
