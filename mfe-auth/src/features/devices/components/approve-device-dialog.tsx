import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Device, DeviceApproveStarted } from '@portal/api/catalogue';
import { Alert, Button, Dialog, Spinner, TextField } from '@portal/ui/components';
import { failureText } from '../../../components/confirmation-dialog/confirmation-dialog';
import { useApproveMethods } from '../api/approve-methods';
import { useConfirmDeviceApproval } from '../api/confirm-device-approval';
import { useStartDeviceApproval } from '../api/start-device-approval';
import styles from './devices-section.module.css';

/** Approving a waiting device: choose how the code comes, then enter it. */
export function ApproveDeviceDialog({ device, onClose }: { device: Device | null; onClose: () => void }) {
  const { t } = useTranslation('auth');
  const methods = useApproveMethods(device !== null);
  const start = useStartDeviceApproval();
  const confirm = useConfirmDeviceApproval();
  const [methodId, setMethodId] = useState<number>();
  const [methodError, setMethodError] = useState<string>();
  const [started, setStarted] = useState<DeviceApproveStarted | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [serverError, setServerError] = useState<string>();
  const [approved, setApproved] = useState(false);

  const close = () => {
    setMethodId(undefined);
    setMethodError(undefined);
    setStarted(null);
    setCode('');
    setCodeError(undefined);
    setServerError(undefined);
    setApproved(false);
    start.reset();
    confirm.reset();
    onClose();
  };

  const sendCode = async (event: FormEvent) => {
    event.preventDefault();
    if (!device) return;
    if (methodId === undefined) return setMethodError(t('security.devices.methodRequired'));
    setMethodError(undefined);
    setServerError(undefined);
    try {
      setStarted(await start.mutateAsync({ deviceId: device.id, methodId }));
    } catch (error) {
      setServerError(failureText(error, t));
    }
  };

  const approve = async (event: FormEvent) => {
    event.preventDefault();
    if (!device || !started) return;
    const value = code.trim();
    if (!value) return setCodeError(t('security.confirm.codeRequired'));
    setCodeError(undefined);
    setServerError(undefined);
    try {
      await confirm.mutateAsync({ deviceId: device.id, methodId: started.methodId, code: value });
      setApproved(true);
    } catch (error) {
      setServerError(failureText(error, t));
      setCode('');
    }
  };

  let body;
  if (approved) body = <Alert tone="success" title={t('security.devices.approvedText')} />;
  else if (started)
    body = (
      <form noValidate onSubmit={approve} className={styles.dialogForm}>
        <p className={styles.muted}>{t('security.confirm.codeSentTo', { sentTo: started.sentTo })}</p>
        {serverError ? <Alert tone="error">{serverError}</Alert> : null}
        <TextField
          label={t('security.confirm.codeLabel')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={codeError}
        />
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={close} disabled={confirm.isPending}>
            {t('security.common.cancel')}
          </Button>
          <Button type="submit" loading={confirm.isPending}>
            {t('security.devices.approveSubmit')}
          </Button>
        </div>
      </form>
    );
  else if (methods.isPending) body = <Spinner label={t('security.devices.methodsLoading')} />;
  else if (methods.isError)
    body = (
      <Alert tone="error" title={t('security.devices.methodsFailed')}>
        <Button variant="secondary" size="sm" onClick={() => void methods.refetch()}>
          {t('security.common.retry')}
        </Button>
      </Alert>
    );
  else if (methods.data.length === 0) body = <Alert tone="info">{t('security.devices.noMethods')}</Alert>;
  else
    body = (
      <form noValidate onSubmit={sendCode} className={styles.dialogForm}>
        {serverError ? <Alert tone="error">{serverError}</Alert> : null}
        <fieldset
          className={styles.methods}
          aria-describedby={methodError ? 'approve-method-error' : undefined}
        >
          <legend>{t('security.devices.methodLegend')}</legend>
          {methods.data.map((method) => (
            <label key={method.id} className={styles.method}>
              <input
                type="radio"
                name="methodId"
                value={method.id}
                checked={methodId === method.id}
                onChange={() => {
                  setMethodId(method.id);
                  setMethodError(undefined);
                }}
              />
              {t(`security.devices.method.${method.kind}`, { defaultValue: method.kind })}
            </label>
          ))}
          {methodError ? (
            <p id="approve-method-error" className={styles.error}>
              {methodError}
            </p>
          ) : null}
        </fieldset>
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={close} disabled={start.isPending}>
            {t('security.common.cancel')}
          </Button>
          <Button type="submit" loading={start.isPending}>
            {t('security.devices.sendCode')}
          </Button>
        </div>
      </form>
    );

  return (
    <Dialog
      open={device !== null}
      title={t('security.devices.approveTitle', { name: device?.name ?? '' })}
      closeLabel={t('security.common.close')}
      closeOnBackdropClick={false}
      onClose={close}
      actions={approved ? <Button onClick={close}>{t('security.common.close')}</Button> : undefined}
    >
      {body}
    </Dialog>
  );
}
