import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationSetting } from '@portal/api/catalogue';
import { Alert, Button } from '@portal/ui/components';
import { useSetNotificationSetting } from '../api/set-notification-setting';
import styles from './notification-settings.module.css';

/**
 * One notification item (spec 02 §3: group, identified, value): a switch or a choice that saves as soon as it is
 * changed. While the call runs it shows the new value; then it says in words what was saved (a polite status), or
 * that nothing changed and the previous value is kept, with a way to try again (an alert).
 */
export function NotificationItem({ item }: { item: NotificationSetting }) {
  const { t } = useTranslation('onboarding');
  const save = useSetNotificationSetting();
  const labelId = useId();
  const hintId = useId();
  const label = t(`notifications.items.${item.identified}.label`, { defaultValue: item.identified });
  const hint = t(`notifications.items.${item.identified}.hint`, { defaultValue: '' });
  const optionText = (option: string) => t(`notifications.options.${option}`, { defaultValue: option });
  // The value chosen, held in this render's own state so that the control shows it from the click on (a value read
  // from the pending save arrives a render later, and a controlled switch would spring back in between).
  const [chosen, setChosen] = useState<string | undefined>();
  useEffect(() => {
    if (chosen !== undefined && item.value === chosen) setChosen(undefined);
  }, [chosen, item.value]);
  const value = chosen ?? item.value;
  const change = (next: string) => {
    setChosen(next);
    save.mutate({ identified: item.identified, value: next }, { onError: () => setChosen(undefined) });
  };

  let status = '';
  if (save.isPending) status = t('notifications.saving');
  else if (save.isSuccess) {
    const saved = save.data.value;
    status =
      item.kind === 'switch'
        ? t(saved === 'on' ? 'notifications.savedOn' : 'notifications.savedOff', { item: label })
        : t('notifications.savedChoice', { item: label, value: optionText(saved) });
  }
  const feedback = (
    <>
      <p role="status" className={styles.status} data-saved={save.isSuccess || undefined}>
        {status}
      </p>
      {save.isError ? (
        <Alert tone="error" className={styles.failed}>
          <p>{t('notifications.failed', { item: label })}</p>
          <Button variant="secondary" size="sm" onClick={() => save.mutate(save.variables)}>
            {t('notifications.retry')}
          </Button>
        </Alert>
      ) : null}
    </>
  );

  if (item.kind === 'choice')
    return (
      <li className={styles.item}>
        <fieldset className={styles.choice} aria-describedby={hint ? hintId : undefined}>
          <legend className={styles.label}>{label}</legend>
          {hint ? (
            <p id={hintId} className={styles.hint}>
              {hint}
            </p>
          ) : null}
          <div className={styles.options}>
            {(item.options ?? []).map((option) => (
              <label key={option} className={styles.option}>
                <input
                  type="radio"
                  name={`${labelId}-${item.identified}`}
                  value={option}
                  checked={value === option}
                  onChange={() => change(option)}
                />
                <span>{optionText(option)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {feedback}
      </li>
    );

  const on = value === 'on';
  return (
    <li className={styles.item}>
      <div className={styles.row}>
        <div className={styles.text}>
          <span id={labelId} className={styles.label}>
            {label}
          </span>
          {hint ? (
            <span id={hintId} className={styles.hint}>
              {hint}
            </span>
          ) : null}
        </div>
        <label className={styles.switch}>
          <input
            type="checkbox"
            role="switch"
            checked={on}
            aria-labelledby={labelId}
            aria-describedby={hint ? hintId : undefined}
            onChange={(event) => change(event.target.checked ? 'on' : 'off')}
          />
          <span className={styles.track} aria-hidden="true" />
          <span className={styles.state} aria-hidden="true">
            {t(on ? 'notifications.on' : 'notifications.off')}
          </span>
        </label>
      </div>
      {feedback}
    </li>
  );
}
