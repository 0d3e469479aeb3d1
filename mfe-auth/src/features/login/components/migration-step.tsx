import { useTranslation } from 'react-i18next';
import type { MigrationBlock } from '@portal/api/catalogue';
import { Alert, Button } from '@portal/ui/components';
import { EnablePushPanel } from '../../../components/enable-push-panel/enable-push-panel';
import styles from './device-approval.module.css';

/** The migration block with the temporary token resolved (the block's own, or the flow's). */
export type MigrationState = MigrationBlock & { req: 'soft' | 'strict' };

export interface MigrationStepProps {
  migration: MigrationState;
  /** Showing the enablement panel (always for strict; after "Set up now" for soft). */
  setup: boolean;
  continuing: boolean;
  onSetUp: () => void;
  onContinue: () => void;
  onEnabled: () => void;
  onBack: () => void;
}

/**
 * spec 01 §3–§4 migration: `soft` lets the user continue while the days-left counter runs, or set up app approval
 * now; `strict` makes the move mandatory before signing in.
 */
export function MigrationStep({
  migration,
  setup,
  continuing,
  onSetUp,
  onContinue,
  onEnabled,
  onBack,
}: MigrationStepProps) {
  const { t } = useTranslation('auth');
  const strict = migration.req === 'strict';
  if (!setup) {
    return (
      <div className={styles.step}>
        <Alert
          tone="warning"
          title={t('migration.daysLeft', { days: migration.daysLeft ?? 0, count: migration.daysLeft ?? 0 })}
        >
          {t('migration.softIntro')}
        </Alert>
        <Button type="button" fullWidth onClick={onSetUp}>
          {t('migration.setUpNow')}
        </Button>
        <Button type="button" variant="secondary" fullWidth loading={continuing} onClick={onContinue}>
          {t('migration.continue')}
        </Button>
      </div>
    );
  }
  return (
    <EnablePushPanel
      temporaryToken={migration.temporaryToken}
      strategy={migration.strategy}
      onEnabled={onEnabled}
    >
      {strict ? <p className={styles.intro}>{t('migration.strictNote')}</p> : null}
      {strict ? null : (
        <Button type="button" variant="secondary" fullWidth loading={continuing} onClick={onContinue}>
          {t('migration.continueWithoutApp')}
        </Button>
      )}
      <Button type="button" variant="ghost" fullWidth onClick={onBack}>
        {t('login.backToSignIn')}
      </Button>
    </EnablePushPanel>
  );
}
