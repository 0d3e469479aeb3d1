import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Formik } from 'formik';
import { contractCreateProblems } from '@portal/api/catalogue';
import { ApiError } from '@portal/api/errors';
import { Card, PageLayout } from '@portal/ui/components';
import { useSubject } from '@portal/session/react';
import { actingCustomerId$, user$ } from '@portal/session/session';
import { useContractClient } from '../api/contract-client';
import { useCreateContract } from '../api/contracts';
import {
  EMPTY_CONTRACT_FORM,
  contractFormSchema,
  createRequestOf,
  type ContractFormValues,
} from './contract-form';
import { today as todayOf } from './format';
import { ContractFields } from './contract-fields';

/**
 * `/revenue-split/new` (spec 03 §2, §5 create rules, §7 `PUT /contract`, `/contract/verify`, `/customer/lookup`,
 * `/company`; issue 32 item 3): the counterparty by e-mail and its company, who pays, both obligations lists, the
 * signers, the percentage and the start; checked in the browser by the rules the sandbox applies, verified with the
 * service before it is sent.
 */
export function NewContractPage() {
  const { t, i18n } = useTranslation('contracts');
  const navigate = useNavigate();
  const client = useContractClient();
  const create = useCreateContract();
  const acting = useSubject(actingCustomerId$);
  const user = useSubject(user$);
  const viewerId = acting ?? user?.customerId ?? 0;
  const today = todayOf();
  const schema = useMemo(
    () => contractFormSchema((key, options) => String(t(key, options ?? {})), today),
    [t, today],
  );
  const [problem, setProblem] = useState<string | null>(null);
  /** spec 03 §7 "A PDF generator POST with a JSON body returns a redirectLink": the draft, printed before it is sent. */
  const preview = async (values: ContractFormValues): Promise<string | null> => {
    setProblem(null);
    const request = createRequestOf(values, viewerId);
    const problems = contractCreateProblems(request, today);
    if (problems.length > 0) {
      setProblem(problems.join('; '));
      return null;
    }
    // A refusal is the error popup, as for every call of the service.
    const answer = await client.pdfGenerator(request, i18n.language).catch(() => null);
    return answer?.redirectLink ?? null;
  };

  return (
    <PageLayout
      title={t('form.title')}
      description={t('form.description')}
      actions={<Link to="/revenue-split">{t('detail.back')}</Link>}
    >
      <Card>
        <Formik<ContractFormValues>
          initialValues={{ ...EMPTY_CONTRACT_FORM, activeFrom: today }}
          validationSchema={schema}
          onSubmit={async (values) => {
            setProblem(null);
            const request = createRequestOf(values, viewerId);
            // The same rules the sandbox applies (spec 03 §5), as a last guard.
            const problems = contractCreateProblems(request, today);
            if (problems.length > 0) {
              setProblem(problems.join('; '));
              return;
            }
            const verified = await client
              .verify(
                { companyId: values.companyId, counterpartyId: values.counterpartyId },
                { popup: false },
              )
              .catch((error: unknown) => ({
                isValid: false,
                message: error instanceof ApiError ? error.message : undefined,
              }));
            if (!verified.isValid) {
              setProblem(verified.message ?? t('form.errors.notVerified'));
              return;
            }
            const created = await create.mutateAsync(request).catch(() => null);
            if (created) navigate(`/revenue-split/${created.id}`);
          }}
        >
          {(form) => <ContractFields form={form} problem={problem} onPreview={preview} />}
        </Formik>
      </Card>
    </PageLayout>
  );
}
