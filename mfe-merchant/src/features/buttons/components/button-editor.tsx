import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormik } from 'formik';
import { BUTTON_TYPES, type Account, type Logo, type SavedButton } from '@portal/api/catalogue';
import { BUTTON_COLORS, BUTTON_PERIODS, buttonPreviewModel } from '@portal/api/merchant-buttons';
import { formatMoney } from '@portal/api/money';
import { useServices } from '@portal/session/react';
import { Button, Card, Select, TextField } from '@portal/ui/components';
import { ErrorSummary, fieldBlur, useSubmitFocus } from '../../../shared/form-errors';
import styles from '../../../shared/merchant.module.css';
import { useSaveButton } from '../api/saved-buttons';
import { logoUrl } from '../api/logos';
import {
  BUTTON_FIELDS,
  buttonFormOf,
  buttonFormSchema,
  buttonRequestOf,
  currencyOf,
  emptyButtonForm,
  type ButtonFormValues,
} from './button-form';
import { ButtonPreview } from './button-preview';

/**
 * Create or edit a saved button (spec 03 §3 "Saved button: id plus form data", §7): what it sells, for how much, in
 * which account, how it looks; the live preview beside the form follows every keystroke.
 */
export function ButtonEditor({
  button,
  accounts,
  logos,
  onSaved,
  onCancel,
}: {
  /** The button edited; none for a new one. */
  button?: SavedButton;
  accounts: readonly Account[];
  logos: readonly Logo[];
  onSaved: (button: SavedButton) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation('merchant');
  const { apiBaseUrl } = useServices();
  const save = useSaveButton();
  const { formRef, summaryRef, submitted } = useSubmitFocus();
  const schema = useMemo(() => buttonFormSchema(t, accounts), [t, accounts]);
  const defaultLogo = logos.find((logo) => logo.isDefault)?.id;
  const form = useFormik<ButtonFormValues>({
    initialValues: button ? buttonFormOf(button) : emptyButtonForm(accounts, defaultLogo),
    validationSchema: schema,
    onSubmit: async (values) => {
      try {
        const saved = await save.mutateAsync({ id: button?.id, form: buttonRequestOf(values, accounts) });
        onSaved(saved);
      } catch {
        // The client showed the response popup (spec 03 §8).
      }
    },
  });
  const errorOf = (name: keyof ButtonFormValues) =>
    form.touched[name] || form.submitCount > 0 ? form.errors[name] : undefined;
  const lines =
    form.submitCount > 0
      ? BUTTON_FIELDS.filter((field) => form.errors[field]).map(
          (field) => `${t(`buttons.form.${field}`)}: ${form.errors[field]}`,
        )
      : [];
  const field = (name: keyof ButtonFormValues) => ({
    name,
    value: form.values[name],
    error: errorOf(name),
    onChange: form.handleChange,
    onBlur: fieldBlur(form),
  });
  const currency = currencyOf(form.values, accounts);
  const logo = logos.find((candidate) => String(candidate.id) === form.values.logoId);
  const preview = buttonPreviewModel(
    {
      buttonText: form.values.buttonText,
      buttonColor: form.values.buttonColor,
      amount: form.values.amount,
      currencyCode: currency,
      buttonType: form.values.buttonType,
      period: form.values.period || undefined,
      itemName: form.values.itemName,
    },
    { logoUrl: logo ? logoUrl(apiBaseUrl, logo) : undefined, language: i18n.language },
  );
  const title = button ? t('buttons.form.editTitle', { name: button.name }) : t('buttons.form.newTitle');

  return (
    <Card title={title} titleLevel={2}>
      <div className={styles.split}>
        <form
          ref={formRef}
          noValidate
          aria-label={title}
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            void form.submitForm().then(submitted);
          }}
        >
          <ErrorSummary lines={lines} summaryRef={summaryRef} />
          <TextField
            label={t('buttons.form.name')}
            hint={t('buttons.form.nameHint')}
            required
            {...field('name')}
          />
          <Select
            label={t('buttons.form.buttonType')}
            required
            options={BUTTON_TYPES.map((type) => ({ value: type, label: t(`buttons.types.${type}`) }))}
            {...field('buttonType')}
          />
          <div className={styles.grid}>
            <TextField label={t('buttons.form.itemName')} required {...field('itemName')} />
            <TextField label={t('buttons.form.itemNumber')} autoComplete="off" {...field('itemNumber')} />
          </div>
          <Select
            label={t('buttons.form.accountId')}
            hint={t('buttons.form.accountHint')}
            required
            placeholder={t('buttons.form.chooseAccount')}
            options={accounts.map((account) => ({
              value: String(account.accountId),
              label: t('buttons.form.accountOption', {
                currency: account.currencyCode,
                id: account.accountId,
                balance: formatMoney(String(account.balance), account.currencyCode, i18n.language),
              }),
            }))}
            {...field('accountId')}
          />
          <div className={styles.grid}>
            <TextField
              label={t('buttons.form.amount')}
              hint={
                form.values.buttonType === 'donate'
                  ? t('buttons.form.amountDonateHint')
                  : t('buttons.form.amountHint')
              }
              inputMode="decimal"
              autoComplete="off"
              required={form.values.buttonType !== 'donate'}
              endAdornment={currency || undefined}
              {...field('amount')}
            />
            {form.values.buttonType === 'subscribe' ? (
              <Select
                label={t('buttons.form.period')}
                required
                placeholder={t('buttons.form.choosePeriod')}
                options={BUTTON_PERIODS.map((period) => ({
                  value: period,
                  label: t(`buttons.periods.${period}`),
                }))}
                {...field('period')}
              />
            ) : null}
          </div>
          <Select
            label={t('buttons.form.logoId')}
            hint={logos.length === 0 ? t('buttons.form.noLogos') : undefined}
            placeholder={t('buttons.form.noLogo')}
            options={logos.map((candidate) => ({ value: String(candidate.id), label: candidate.name }))}
            {...field('logoId')}
          />
          <div className={styles.grid}>
            <TextField label={t('buttons.form.buttonText')} required {...field('buttonText')} />
            <Select
              label={t('buttons.form.buttonColor')}
              required
              options={BUTTON_COLORS.map((color) => ({ value: color, label: t(`buttons.colors.${color}`) }))}
              {...field('buttonColor')}
            />
          </div>
          <TextField
            label={t('buttons.form.successUrl')}
            hint={t('buttons.form.urlHint')}
            type="url"
            inputMode="url"
            autoComplete="off"
            {...field('successUrl')}
          />
          <TextField
            label={t('buttons.form.cancelUrl')}
            hint={t('buttons.form.urlHint')}
            type="url"
            inputMode="url"
            autoComplete="off"
            {...field('cancelUrl')}
          />
          <div className={styles.actions}>
            <Button variant="secondary" onClick={onCancel} disabled={form.isSubmitting}>
              {t('buttons.form.cancel')}
            </Button>
            <Button type="submit" loading={form.isSubmitting}>
              {button ? t('buttons.form.saveChanges') : t('buttons.form.create')}
            </Button>
          </div>
        </form>
        <ButtonPreview model={preview} logoName={logo?.name} />
      </div>
    </Card>
  );
}
