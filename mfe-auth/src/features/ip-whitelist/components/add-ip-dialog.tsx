import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { reportError } from '@portal/api/client';
import { ApiError } from '@portal/api/errors';
import { Button, Dialog, TextField } from '@portal/ui/components';
import { useAddAccessIp } from '../api/add-access-ip';
import { ipEntryErrors } from '../utils/ip-address';
import styles from './ip-whitelist-section.module.css';

/** "Add an IP to the whitelist" popup (spec 02 §2): an address, or a range up to an optional end address. */
export function AddIpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('auth');
  const add = useAddAccessIp();
  const form = useFormik({
    initialValues: { ip: '', toIp: '' },
    validate: ({ ip, toIp }) => {
      const errors = ipEntryErrors(ip, toIp);
      return Object.fromEntries(
        Object.entries(errors).map(([field, key]) => [field, t(`security.ipWhitelist.errors.${key}`)]),
      );
    },
    onSubmit: async ({ ip, toIp }, helpers) => {
      try {
        await add.mutateAsync({ ip: ip.trim(), ...(toIp.trim() ? { toIp: toIp.trim() } : {}) });
        helpers.resetForm();
        onClose();
      } catch (error) {
        // spec 01 §8: TA1 is invalid parameters; its messages belong on the fields, anything else in the popup.
        if (error instanceof ApiError && error.code === 'TA1') {
          const messages = error.validationErrors.length > 0 ? error.validationErrors : [error.message];
          const about = (field: string) => messages.filter((text) => text.toLowerCase().includes(field));
          const toIpMessages = about('toip');
          helpers.setErrors({
            ip: messages.filter((text) => !toIpMessages.includes(text)).join(', ') || undefined,
            toIp: toIpMessages.join(', ') || undefined,
          });
        } else if (error instanceof ApiError) reportError(error);
      }
    },
  });
  const close = () => {
    form.resetForm();
    onClose();
  };
  const fieldError = (name: 'ip' | 'toIp') => (form.touched[name] ? form.errors[name] : undefined);
  return (
    <Dialog
      open={open}
      title={t('security.ipWhitelist.addTitle')}
      closeLabel={t('security.common.close')}
      closeOnBackdropClick={false}
      onClose={close}
    >
      <form noValidate onSubmit={form.handleSubmit} className={styles.dialogForm}>
        <TextField
          label={t('security.ipWhitelist.ip')}
          name="ip"
          autoComplete="off"
          spellCheck={false}
          hint={t('security.ipWhitelist.ipHint')}
          value={form.values.ip}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          error={fieldError('ip')}
        />
        <TextField
          label={t('security.ipWhitelist.toIpLabel')}
          name="toIp"
          autoComplete="off"
          spellCheck={false}
          hint={t('security.ipWhitelist.toIpHint')}
          value={form.values.toIp}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          error={fieldError('toIp')}
        />
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={close}>
            {t('security.common.cancel')}
          </Button>
          <Button type="submit" loading={form.isSubmitting}>
            {t('security.ipWhitelist.addSubmit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
