import { useTranslation } from 'react-i18next';
import type { ButtonPreviewModel } from '@portal/api/merchant-buttons';
import styles from '../../../shared/merchant.module.css';

/**
 * The live preview (issue 33 item 4): the button as the snippet will draw it, following the form as it is typed. A
 * picture of the button, not a control: it is a figure with its caption, so a screen reader hears what it shows.
 */
export function ButtonPreview({ model, logoName }: { model: ButtonPreviewModel; logoName?: string }) {
  const { t } = useTranslation('merchant');
  const price = model.amountText
    ? model.period
      ? t('buttons.preview.perPeriod', {
          amount: model.amountText,
          period: t(`buttons.periods.${model.period}`),
        })
      : model.amountText
    : t('buttons.preview.payerChooses');
  return (
    <figure className={styles.preview} aria-labelledby="button-preview-caption">
      <figcaption id="button-preview-caption" className={styles.muted}>
        {t('buttons.preview.title')}
      </figcaption>
      {model.logoUrl ? (
        <img
          className={styles.previewLogo}
          src={model.logoUrl}
          alt={t('buttons.preview.logo', { name: logoName ?? '' })}
        />
      ) : null}
      <p>
        <strong>{model.itemName || t('buttons.preview.noItem')}</strong>
        <br />
        <span data-testid="preview-price">{price}</span>
      </p>
      <span
        className={styles.previewButton}
        data-testid="preview-button"
        style={{
          background: model.colors.background,
          color: model.colors.text,
          borderColor: model.colors.border,
        }}
      >
        {model.text || t('buttons.preview.noText')}
      </span>
    </figure>
  );
}
