import { ProfilePage } from '../features/profile/components/profile-page';
import { VerificationOverview } from '../features/verification/components/verification-overview';

/**
 * `/profile` as the customer opens it (spec 03 §2: document problems lead to profile, highlighted while required
 * actions exist; issue 47 item 2): the profile of one feature led by the documents and actions of another, put
 * together here in the app, where features meet.
 */
export function ProfileWithDocuments() {
  return <ProfilePage lead={<VerificationOverview />} />;
}
