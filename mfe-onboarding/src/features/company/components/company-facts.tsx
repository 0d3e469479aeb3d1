import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyDocument, CompanyInfo } from '@portal/api/catalogue';
import { formatMoney } from '@portal/api/money';
import { countryName } from '@portal/i18n/i18n';
import { Card } from '@portal/ui/components';
import { formatDay } from '../../../shared/dates';
import { useAdditionalQuestions } from '../../../shared/additional-questions';
import { useDictionaryNames } from '../api/dictionaries';
import { statusName, textOf, yesNo } from '../utils/company-text';
import styles from './company.module.css';

/** Where "What needs your attention" leads (spec 03 §5): a field, an address, a document. */
export const anchorOf = {
  field: (field: string) => `company-field-${field}`,
  address: (addressId: number) => `company-address-${addressId}`,
  document: (documentId: number) => `company-document-${documentId}`,
};

/** One labelled fact; an anchor of the attention panel takes the focus (tabIndex -1) when its line is followed. */
function Fact({ label, anchor, children }: { label: string; anchor?: string; children: ReactNode }) {
  return (
    <div className={styles.fact} id={anchor} tabIndex={anchor ? -1 : undefined}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function useFacts() {
  const { t, i18n } = useTranslation('onboarding');
  const given = (value: unknown) => textOf(value) || t('company.notGiven');
  const day = (value: unknown) =>
    textOf(value) ? formatDay(textOf(value), i18n.language) : t('company.notGiven');
  const country = (code: unknown) =>
    textOf(code) ? countryName(textOf(code), i18n.language) : t('company.notGiven');
  return { t, i18n, given, day, country };
}

/** spec 03 §3 "Company info": the company's own fields, each labelled, blanks said as "Not given". */
function CompanyDetails({ info }: { info: CompanyInfo }) {
  const { t, given, day, country } = useFacts();
  const label = (field: string) => t(`company.page.details.${field}`);
  const phone = info.phone;
  return (
    <Card title={t('company.page.details.title')}>
      <dl className={styles.facts}>
        <Fact label={label('name')} anchor={anchorOf.field('name')}>
          {given(info.name)}
        </Fact>
        <Fact label={label('tradingName')} anchor={anchorOf.field('tradingName')}>
          {given(info.tradingName)}
        </Fact>
        <Fact label={label('registrationCountryCode')} anchor={anchorOf.field('registrationCountryCode')}>
          {country(info.registrationCountryCode)}
        </Fact>
        <Fact label={label('email')} anchor={anchorOf.field('email')}>
          {given(info.email)}
        </Fact>
        <Fact label={label('registrationNumber')} anchor={anchorOf.field('registrationNumber')}>
          {given(info.registrationNumber)}
        </Fact>
        <Fact label={label('registrationDate')} anchor={anchorOf.field('registrationDate')}>
          {day(info.registrationDate)}
        </Fact>
        <Fact label={label('businessCreationDate')}>{day(info.businessCreationDate)}</Fact>
        <Fact label={label('businessTaxId')} anchor={anchorOf.field('businessTaxId')}>
          {given(info.businessTaxId)}
        </Fact>
        <Fact label={label('phone')} anchor={anchorOf.field('phone')}>
          {phone && textOf(phone.number)
            ? [
                `+${textOf(phone.countryCode).replace(/^\+/, '')} ${textOf(phone.number)}`,
                phone.status === 'Primary' ? label('phonePrimary') : '',
                label(phone.confirmed ? 'phoneConfirmed' : 'phoneNotConfirmed'),
              ]
                .filter(Boolean)
                .join(' · ')
            : t('company.notGiven')}
        </Fact>
        <Fact label={label('website')} anchor={anchorOf.field('website')}>
          {given(info.website)}
        </Fact>
        <Fact label={label('description')}>{given(info.description)}</Fact>
        <Fact label={label('verified')}>{yesNo(t, info.verified)}</Fact>
        <Fact label={label('limited')}>{yesNo(t, info.limited)}</Fact>
        <Fact label={label('financialInstitution')}>{yesNo(t, info.financialInstitution)}</Fact>
        <Fact label={label('isConverted')}>{yesNo(t, info.isConverted)}</Fact>
      </dl>
    </Card>
  );
}

/** Documents with their status names (spec 03 §3 "Document statuses"), each an anchor of the attention panel. */
function DocumentList({ documents }: { documents: readonly CompanyDocument[] }) {
  const { t, i18n } = useTranslation('onboarding');
  if (documents.length === 0) return <p className={styles.muted}>{t('company.page.documents.none')}</p>;
  const day = (value: string | null) => (value ? formatDay(value, i18n.language) : '');
  return (
    <ul className={styles.documents}>
      {documents.map((document) => (
        <li key={document.id} id={anchorOf.document(document.id)} tabIndex={-1} className={styles.document}>
          <span className={styles.documentName}>{textOf(document.documentType)}</span>
          <span className={styles.meta}>
            {[
              t('company.page.documents.status', { status: statusName(t, document.statusId) }),
              document.uploaded ? t('company.page.documents.uploaded', { date: day(document.uploaded) }) : '',
              document.issuedDate
                ? t('company.page.documents.issued', { date: day(document.issuedDate) })
                : '',
              document.expiresDate
                ? t('company.page.documents.expires', { date: day(document.expiresDate) })
                : '',
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
          {document.rejectReason ? (
            <span className={styles.meta}>
              {t('company.page.documents.rejectReason', { reason: document.rejectReason })}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** spec 03 §3 "Address": every address with its flags and its documents. */
function CompanyAddresses({ info }: { info: CompanyInfo }) {
  const { t, given, country } = useFacts();
  const label = (field: string) => t(`company.page.addresses.${field}`);
  return (
    <Card title={label('title')}>
      {info.addresses.length === 0 ? (
        <p className={styles.muted}>{label('empty')}</p>
      ) : (
        <div className={styles.stack}>
          {info.addresses.map((address, index) => (
            <article
              key={address.addressId}
              id={anchorOf.address(address.addressId)}
              tabIndex={-1}
              className={styles.subsection}
              aria-labelledby={`${anchorOf.address(address.addressId)}-title`}
            >
              <h3 id={`${anchorOf.address(address.addressId)}-title`} className={styles.subtitle}>
                {t('company.page.addresses.address', { number: index + 1 })}
              </h3>
              <dl className={styles.facts}>
                <Fact label={label('street')}>
                  {given([address.address1, address.address2].map(textOf).filter(Boolean).join(', '))}
                </Fact>
                <Fact label={label('city')}>{given(address.city)}</Fact>
                <Fact label={label('postalCode')}>{given(address.postalCode)}</Fact>
                <Fact label={label('state')}>{given(address.stateName || address.stateCode)}</Fact>
                <Fact label={label('country')}>{country(address.countryCode)}</Fact>
                <Fact label={label('status')}>{statusName(t, address.addressStatus)}</Fact>
                <Fact label={label('confirmed')}>{yesNo(t, address.confirmed)}</Fact>
                <Fact label={label('outOfDate')}>{yesNo(t, address.isDocumentOutOfDate)}</Fact>
                <Fact label={label('documentRequired')}>{yesNo(t, address.isDocumentRequired)}</Fact>
                <Fact label={label('cardDocumentRequired')}>{yesNo(t, address.isCardDocumentRequired)}</Fact>
              </dl>
              <h4 className={styles.minorTitle}>{label('documents')}</h4>
              {address.uploadedDocuments.length === 0 ? (
                <p className={styles.muted}>{label('noDocuments')}</p>
              ) : (
                <DocumentList documents={address.uploadedDocuments} />
              )}
            </article>
          ))}
        </div>
      )}
    </Card>
  );
}

/** The company's corporate, additional and source-of-wealth documents, with the overall statuses. */
function CompanyDocuments({ info }: { info: CompanyInfo }) {
  const { t } = useTranslation('onboarding');
  const label = (field: string) => t(`company.page.documents.${field}`);
  const groups = [
    { key: 'corporate', documents: info.corporateDocuments, overall: info.corporateDocumentStatus },
    { key: 'additional', documents: info.additionalDocuments, overall: info.additionalDocumentStatus },
    { key: 'sourceOfWealth', documents: info.sourceOfWealthDocuments, overall: undefined },
  ];
  return (
    <Card title={label('title')}>
      <div className={styles.stack}>
        {groups.map((group) => (
          <section key={group.key} aria-labelledby={`company-documents-${group.key}`}>
            <h3 id={`company-documents-${group.key}`} className={styles.subtitle}>
              {label(group.key)}
            </h3>
            {group.overall !== undefined && group.overall !== null ? (
              <p className={styles.meta}>
                {t('company.page.documents.overall', { status: statusName(t, group.overall) })}
              </p>
            ) : null}
            <DocumentList documents={group.documents} />
          </section>
        ))}
      </div>
    </Card>
  );
}

/** The due-diligence answers of the registration (spec 03 §3 "dueDiligenceQuestionnaire", further questions). */
function CompanyDueDiligence({ info }: { info: CompanyInfo }) {
  const { t, given, day } = useFacts();
  const answers = info.additionalQuestionAnswers ?? [];
  const questions = useAdditionalQuestions('business', answers.length > 0);
  const label = (field: string) => t(`company.page.dueDiligence.${field}`);
  const questionnaire = info.dueDiligenceQuestionnaire;
  return (
    <Card title={label('title')}>
      {questionnaire ? (
        <dl className={styles.facts}>
          <Fact label={label('government')}>{yesNo(t, questionnaire.government)}</Fact>
          <Fact label={label('governmentDetails')}>{given(questionnaire.governmentDetails)}</Fact>
          <Fact label={label('lawsuits')}>{yesNo(t, questionnaire.lawsuits)}</Fact>
          <Fact label={label('lawsuitsDetails')}>{given(questionnaire.lawsuitsDetails)}</Fact>
          <Fact label={label('taxPayers')}>{yesNo(t, questionnaire.taxPayers)}</Fact>
        </dl>
      ) : (
        <p className={styles.muted}>{label('none')}</p>
      )}
      {answers.length > 0 ? (
        <>
          <h3 className={styles.subtitle}>{label('additional')}</h3>
          <dl className={styles.facts}>
            {answers.map((answer) => {
              const question = questions.data?.find((candidate) => candidate.id === answer.questionId);
              const chosen = question?.options?.find((option) => String(option.value) === answer.answer);
              const value =
                answer.answer === 'yes' || answer.answer === 'no'
                  ? t(answer.answer === 'yes' ? 'company.yes' : 'company.no')
                  : (chosen?.label ?? answer.answer);
              return (
                <Fact key={answer.questionId} label={question?.text ?? answer.questionId}>
                  {value}
                  {answer.details ? ` — ${answer.details}` : ''}
                  {answer.name
                    ? ` — ${t('company.page.dueDiligence.controller', { name: answer.name, date: day(answer.date) })}`
                    : ''}
                </Fact>
              );
            })}
          </dl>
        </>
      ) : null}
    </Card>
  );
}

/** spec 03 §3 "financialInfoForm" as the company gave it: amounts with currencies, sources, purposes, industry. */
function CompanyFinancialDetails({ info }: { info: CompanyInfo }) {
  const { t, i18n } = useFacts();
  const financial = info.financialDetail;
  const sources = useDictionaryNames('getSources', Boolean(financial?.sourceIds.length));
  const purposes = useDictionaryNames('getPurposes', Boolean(financial?.purposeIds.length));
  const industries = useDictionaryNames('getIndustries', Boolean(financial?.industry));
  const label = (field: string) => t(`company.page.financial.${field}`);
  const named = (names: Map<number, string> | undefined, id: number) =>
    names?.get(Number(id)) || t('company.page.financial.entry', { id });
  const list = (names: Map<number, string> | undefined, ids: readonly number[]) =>
    ids.length > 0 ? ids.map((id) => named(names, id)).join(', ') : t('company.notGiven');
  const amount = (value: string, currency: string) => {
    const text = textOf(value);
    if (!text) return t('company.notGiven');
    try {
      return formatMoney(text, textOf(currency), i18n.language);
    } catch {
      return `${text} ${textOf(currency)}`;
    }
  };
  return (
    <Card title={label('title')}>
      {financial ? (
        <dl className={styles.facts}>
          <Fact label={label('monthlyDeposit')}>
            {amount(financial.monthlyDepositAmount, financial.monthlyDepositCurrencyCode)}
          </Fact>
          <Fact label={label('monthlyWithdrawal')}>
            {amount(financial.monthlyWithdrawalAmount, financial.monthlyWithdrawalCurrencyCode)}
          </Fact>
          <Fact label={label('sources')}>{list(sources.data, financial.sourceIds)}</Fact>
          <Fact label={label('purposes')}>{list(purposes.data, financial.purposeIds)}</Fact>
          <Fact label={label('industry')}>
            {financial.industry ? named(industries.data, financial.industry) : t('company.notGiven')}
          </Fact>
        </dl>
      ) : (
        <p className={styles.muted}>{label('none')}</p>
      )}
    </Card>
  );
}

/**
 * The company's facts, sections by section: rendered again only when the facts change, not each time one of the
 * page's other reads (its people, resolution, statements) comes in (issue 49: each re-rendered the whole page in
 * one task, as the query answers are not rendered in slices).
 */
export const CompanyFacts = memo(function CompanyFacts({ info }: { info: CompanyInfo }) {
  return (
    <>
      <CompanyDetails info={info} />
      <CompanyAddresses info={info} />
      <CompanyDocuments info={info} />
      <CompanyDueDiligence info={info} />
      <CompanyFinancialDetails info={info} />
    </>
  );
});
