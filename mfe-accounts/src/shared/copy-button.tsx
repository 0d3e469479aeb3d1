import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bus } from '@portal/events/bus';
import { Button, VisuallyHidden } from '@portal/ui/components';

/** How long the button says "Copied". */
const COPIED_MS = 2000;

/**
 * Copies one value (an account number, an address, a link) to the clipboard. `label` names what is copied, e.g.
 * "Copy SWIFT"; the result is announced politely.
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation('accounts');
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      // Missing outside secure contexts (plain http on another host): the catch says so.
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      bus.publish('toast.show', { tone: 'error', text: t('copy.failed') });
    }
  };

  return (
    <>
      <Button variant="ghost" size="sm" aria-label={label} onClick={() => void copy()}>
        {copied ? t('copy.copied') : t('copy.copy')}
      </Button>
      <VisuallyHidden role="status">{copied ? t('copy.done') : ''}</VisuallyHidden>
    </>
  );
}
