import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ContractCompany } from '@portal/api/catalogue';
import { ApiError } from '@portal/api/errors';
import { Button, TextField } from '@portal/ui/components';
import { useContractClient } from '../api/contract-client';
import styles from './contracts.module.css';
import { type ContractForm, errorOf } from './contract-form-errors';

/** Counterparty by e-mail (`/customer/lookup`), then one of its companies (`/company`). */
export function Counterparty({ form }: { form: ContractForm }) {
  const { t } = useTranslation('contracts');
  const client = useContractClient();
  const [finding, setFinding] = useState(false);
  const [query, setQuery] = useState('');
  const [companies, setCompanies] = useState<ContractCompany[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [lookupError, setLookupError] = useState<string | null>(null);

  const search = async (counterpartyId: number, text: string) => {
    setSearching(true);
    try {
      const found = await client.companies(
        { query: text.trim() || undefined, forCounterpartyCustomerId: counterpartyId, page: 1, pageSize: 20 },
        { popup: false },
      );
      setCompanies(found.data);
      if (found.data.length === 1) void form.setFieldValue('companyId', found.data[0]!.id);
    } catch {
      setCompanies([]);
    } finally {
      setSearching(false);
    }
  };
  const find = async () => {
    const email = form.values.counterpartyEmail.trim();
    setLookupError(null);
    setCompanies(null);
    await form.setValues({ ...form.values, counterpartyId: 0, companyId: 0 }, false);
    if (!email) {
      void form.setFieldTouched('counterpartyEmail', true);
      return;
    }
    setFinding(true);
    try {
      const found = await client.lookupCustomer(email, { popup: false });
      if (found.type !== 'BUSINESS') {
        setLookupError(t('form.errors.notBusiness'));
        return;
      }
      await form.setFieldValue('counterpartyId', found.id);
      await search(found.id, '');
    } catch (error) {
      setLookupError(
        error instanceof ApiError && error.status === 404
          ? t('form.errors.counterpartyNotFound')
          : error instanceof ApiError
            ? error.message
            : t('loadFailedText'),
      );
    } finally {
      setFinding(false);
    }
  };
  const emailError =
    lookupError ??
    errorOf(form, 'counterpartyEmail') ??
    (form.submitCount > 0 ? (form.errors.counterpartyId as string | undefined) : undefined);
  const companyError = form.values.counterpartyId ? errorOf(form, 'companyId') : undefined;

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('form.counterparty')}</legend>
      <div className={styles['row-inline']}>
        <TextField
          label={t('form.counterpartyEmail')}
          hint={t('form.counterpartyEmailHint')}
          name="counterpartyEmail"
          type="email"
          autoComplete="off"
          required
          value={form.values.counterpartyEmail}
          error={emailError}
          onChange={(event) => {
            form.handleChange(event);
            setLookupError(null);
            if (form.values.counterpartyId) void form.setFieldValue('counterpartyId', 0);
          }}
          onBlur={form.handleBlur}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void find();
            }
          }}
        />
        <Button variant="secondary" loading={finding} onClick={() => void find()}>
          {t('form.find')}
        </Button>
      </div>
      {form.values.counterpartyId ? (
        <>
          <p className={styles.hint} role="status">
            {t('form.found')}
          </p>
          <div className={styles['row-inline']}>
            <TextField
              label={t('form.companySearch')}
              name="companyQuery"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  void search(form.values.counterpartyId, query);
                }
              }}
            />
            <Button
              variant="secondary"
              loading={searching}
              onClick={() => void search(form.values.counterpartyId, query)}
            >
              {t('form.searchCompanies')}
            </Button>
          </div>
          <fieldset className={styles.fieldset} aria-describedby={companyError ? 'company-error' : undefined}>
            <legend className={styles.legend}>{t('form.company')}</legend>
            {companies === null ? null : companies.length === 0 ? (
              <p className={styles.hint}>{t('form.noCompanies')}</p>
            ) : (
              <ul className={styles.companies}>
                {companies.map((company) => (
                  <li key={company.id}>
                    <label>
                      <input
                        type="radio"
                        name="companyId"
                        value={company.id}
                        checked={form.values.companyId === company.id}
                        aria-invalid={companyError ? true : undefined}
                        onChange={() => void form.setFieldValue('companyId', company.id)}
                      />{' '}
                      {company.title}
                    </label>
                  </li>
                ))}
              </ul>
            )}
            {companyError ? (
              <p id="company-error" className={styles.error}>
                {companyError}
              </p>
            ) : null}
          </fieldset>
        </>
      ) : null}
    </fieldset>
  );
}
