import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { WEBHOOK_SIGNATURE_HEADER } from '@portal/api/catalogue';
import { verifyWebhookSignature, type WebhookSignatureProblem } from '@portal/api/merchant-webhooks';
import { Alert, Button, Card, TextArea, TextField } from '@portal/ui/components';
import styles from '../../../shared/merchant.module.css';

type Outcome = { valid: true } | { valid: false; reason: WebhookSignatureProblem | 'missing' };

/**
 * Ours (issue 33 item 2): the merchant pastes a delivery's body, its signature header and the secret, and sees whether
 * it verifies, checked here in the browser with the same rule the receiver uses (`verifyWebhookSignature`); nothing
 * is sent anywhere.
 */
export function SignatureTester() {
  const { t } = useTranslation('merchant');
  const [body, setBody] = useState('');
  const [header, setHeader] = useState('');
  const [secret, setSecret] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [checking, setChecking] = useState(false);
  const check = async (event: FormEvent) => {
    event.preventDefault();
    if (!header.trim() || !secret.trim()) {
      setOutcome({ valid: false, reason: 'missing' });
      return;
    }
    setChecking(true);
    try {
      const answer = await verifyWebhookSignature({
        header: header.trim(),
        body,
        secret: secret.trim(),
        nowSeconds: Math.floor(Date.now() / 1000),
      });
      setOutcome(answer.valid ? { valid: true } : { valid: false, reason: answer.reason ?? 'mismatch' });
    } finally {
      setChecking(false);
    }
  };
  return (
    <Card title={t('webhooks.tester.title')} titleLevel={2} description={t('webhooks.tester.description')}>
      <form
        className={styles.form}
        onSubmit={(event) => void check(event)}
        aria-label={t('webhooks.tester.title')}
      >
        <TextArea
          label={t('webhooks.tester.body')}
          rows={6}
          spellCheck={false}
          value={body}
          onChange={(event) => setBody(event.target.value)}
        />
        <TextField
          label={t('webhooks.tester.header', { header: WEBHOOK_SIGNATURE_HEADER })}
          autoComplete="off"
          spellCheck={false}
          value={header}
          onChange={(event) => setHeader(event.target.value)}
        />
        <TextField
          label={t('webhooks.tester.secret')}
          type="password"
          autoComplete="off"
          value={secret}
          onChange={(event) => setSecret(event.target.value)}
        />
        <div className={styles.rowActions}>
          <Button type="submit" loading={checking}>
            {t('webhooks.tester.check')}
          </Button>
        </div>
        <div aria-live="polite" data-testid="signature-outcome">
          {outcome === null ? null : outcome.valid ? (
            <Alert tone="success" title={t('webhooks.tester.valid')} />
          ) : (
            <Alert tone="error" title={t('webhooks.tester.invalid')}>
              {t(`webhooks.tester.reason.${outcome.reason}`)}
            </Alert>
          )}
        </div>
      </form>
    </Card>
  );
}
