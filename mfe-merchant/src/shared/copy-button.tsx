import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@portal/ui/components';
import { formatTime } from './dates';
import styles from './merchant.module.css';

/**
 * Copies a text to the clipboard and says when it did (or that it could not, so the merchant selects it by hand);
 * the line is a polite live region, so a screen reader hears it too.
 */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t, i18n } = useTranslation('merchant');
  const [said, setSaid] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setSaid(t('shared.copiedAt', { time: formatTime(new Date(), i18n.language) }));
    } catch {
      setSaid(t('shared.copyFailed'));
    }
  };
  return (
    <span className={styles.copy}>
      <Button variant="secondary" size="sm" onClick={() => void copy()}>
        {label}
      </Button>
      <span role="status" className={styles.muted}>
        {said}
      </span>
    </span>
  );
}
