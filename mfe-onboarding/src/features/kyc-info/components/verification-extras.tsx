import { loadsAfterStatus } from '@portal/api/verification';
import { mayCall } from '@portal/session/permissions';
import { useSubject } from '@portal/session/react';
import { user$ } from '@portal/session/session';
import { useVerificationState } from '../../../shared/verification';
import { AdminDocumentTools } from './admin-document-tools';
import { DueDiligenceSection } from './due-diligence-section';
import { KycInfoSection } from './kyc-info-section';
import { KycRequestNotice } from './kyc-request-notice';
import styles from './kyc-info.module.css';

/**
 * What the documents pages show besides the categories (spec 03 §4 "Loading after a status is set"; issue 30 items 2
 * and 6): on /kyc the KYC request when an update is needed, "Your details", and the due-diligence info for levels 1
 * and 4; on both pages the admin's tools, for an administrator only.
 */
export function VerificationExtras({ variant }: { variant: 'kyc' | 'companyDocuments' }) {
  const user = useSubject(user$);
  const state = useVerificationState();
  const loads =
    user && state.data
      ? loadsAfterStatus(
          {
            customerType: user.customerType,
            representative: user.isRepresentative,
            isNeedKyc: user.isNeedKyc,
            isNeedPersonalInfoUpdate: user.isNeedPersonalInfoUpdate,
          },
          state.data,
        )
      : null;
  const admin = mayCall(user, 'adminRemoveDocument');
  return (
    <div className={styles.stack}>
      {variant === 'kyc' ? (
        <>
          <KycRequestNotice enabled={Boolean(loads?.kycRequest)} />
          <KycInfoSection />
          {loads?.dueDiligenceInfo ? <DueDiligenceSection /> : null}
        </>
      ) : null}
      {admin ? <AdminDocumentTools /> : null}
    </div>
  );
}
