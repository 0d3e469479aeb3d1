import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSignedIn } from '@portal/session/session';
import { Alert, EmptyState } from '@portal/ui/components';
import { AccessCard } from '../../../components/access-card';
import { PortalLink } from '../../../components/portal-link';
import { useFocusOnChange } from '../../../utils/focus';
import { SIGN_IN_TOKEN_KEY } from '../../../utils/sign-in-token';
import { EnablePushPanel } from '../../../components/enable-push-panel/enable-push-panel';
import { sessionStore } from '@portal/session/storage';

type Mode = { kind: 'signedIn' } | { kind: 'signIn'; temporaryToken: string } | { kind: 'none' };

/** Whose enablement this is: the signed-in user's, or a pending sign-in's (strict migration), or nobody's. */
function currentMode(): Mode {
  if (isSignedIn()) return { kind: 'signedIn' };
  const temporaryToken = sessionStore.getItem(SIGN_IN_TOKEN_KEY);
  return temporaryToken ? { kind: 'signIn', temporaryToken } : { kind: 'none' };
}

/** Second-factor enablement pages, /scp and /scp-mobile (spec 01 §2); public, so a pending sign-in can use them. */
export function ScpEnablement({ variant }: { variant: 'desktop' | 'mobile' }) {
  const { t } = useTranslation('auth');
  const [mode] = useState(currentMode);
  const [enabledOn, setEnabledOn] = useState<string | null>(null);
  const headingRef = useFocusOnChange<HTMLHeadingElement>(enabledOn !== null);

  const enabled = (deviceName: string) => {
    // The pending sign-in is over: the user signs in again and the push flow follows (spec 01 §4).
    if (mode.kind === 'signIn') sessionStore.removeItem(SIGN_IN_TOKEN_KEY);
    setEnabledOn(deviceName);
  };

  if (mode.kind === 'none') {
    return (
      <AccessCard title={t('scp.enableTitle')}>
        <EmptyState
          title={t('scp.noSessionTitle')}
          text={t('scp.noSessionText')}
          headingLevel={2}
          action={
            <PortalLink href="/login" variant="button">
              {t('scp.signIn')}
            </PortalLink>
          }
        />
      </AccessCard>
    );
  }
  if (enabledOn !== null) {
    return (
      <AccessCard ref={headingRef} title={t('scp.enabledTitle')}>
        <Alert tone="success">
          {mode.kind === 'signIn'
            ? t('scp.enabledSignIn', { device: enabledOn })
            : t('scp.enabledSignedIn', { device: enabledOn })}
        </Alert>
        {mode.kind === 'signIn' ? (
          <PortalLink href="/login" variant="button">
            {t('scp.signIn')}
          </PortalLink>
        ) : (
          <PortalLink href="/" variant="button">
            {t('scp.goHome')}
          </PortalLink>
        )}
      </AccessCard>
    );
  }
  return (
    <AccessCard ref={headingRef} title={t('scp.enableTitle')}>
      <EnablePushPanel
        variant={variant}
        temporaryToken={mode.kind === 'signIn' ? mode.temporaryToken : undefined}
        onEnabled={enabled}
      />
    </AccessCard>
  );
}
