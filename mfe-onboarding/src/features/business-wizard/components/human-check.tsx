import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '@portal/session/react';
import { Button } from '@portal/ui/components';
import { solveChallenge } from '../api/proof-of-work';
import styles from './business-wizard.module.css';

type State = { kind: 'working'; share: number } | { kind: 'done' } | { kind: 'failed' };

/**
 * The human check of business registration (issue 29 item 4): a proof of work the sandbox hands out and verifies,
 * done by the browser while the customer reads the summary. No third party, no cookie, nothing to click unless it
 * fails; its state is announced.
 */
export function HumanCheck({ onSolved }: { onSolved: (payload: string | undefined) => void }) {
  const { t } = useTranslation('onboarding');
  const { method } = useServices();
  const [state, setState] = useState<State>({ kind: 'working', share: 0 });
  const solved = useRef(onSolved);
  solved.current = onSolved;
  const run = useCallback(
    async (signal: AbortSignal) => {
      setState({ kind: 'working', share: 0 });
      solved.current(undefined);
      try {
        const challenge = await method.call('getCaptchaChallenge', {}, { popup: false });
        const payload = await solveChallenge(
          challenge,
          (share) => setState({ kind: 'working', share }),
          signal,
        );
        setState({ kind: 'done' });
        solved.current(payload);
      } catch {
        if (!signal.aborted) setState({ kind: 'failed' });
      }
    },
    [method],
  );
  const controller = useRef<AbortController | null>(null);
  const start = useCallback(() => {
    controller.current?.abort();
    controller.current = new AbortController();
    void run(controller.current.signal);
  }, [run]);
  useEffect(() => {
    start();
    return () => controller.current?.abort();
  }, [start]);

  return (
    <div className={styles.humanCheck}>
      <p role="status" className={styles.humanCheckStatus}>
        {state.kind === 'working'
          ? t('businessRegistration.humanCheck.working')
          : state.kind === 'done'
            ? t('businessRegistration.humanCheck.done')
            : t('businessRegistration.humanCheck.failed')}
      </p>
      {state.kind === 'working' ? (
        <progress
          className={styles.progress}
          max={100}
          value={Math.round(state.share * 100)}
          aria-label={t('businessRegistration.humanCheck.progress')}
        />
      ) : null}
      {state.kind === 'failed' ? (
        <Button type="button" variant="secondary" size="sm" onClick={start}>
          {t('businessRegistration.humanCheck.retry')}
        </Button>
      ) : null}
    </div>
  );
}
