import { useLingui } from '@lingui/react';
import { orgTypeOf, type UpgradeChannel } from 'shared-session';
import { useFlags, useSession } from 'shared-ui';
import { useHostConfig } from '../../config/hostConfig';
import { currentHelpWidget, requestUpgrade } from './requestUpgrade';

/**
 * The request-upgrade action (spec §2.2) with the session, flags and host configuration filled
 * in: the access-needed page's button and every area's upgrade requests (bus.upgrade$) send it.
 */
export function useUpgradeRequest(openMail: (href: string) => void): (page: string) => UpgradeChannel {
  const { i18n } = useLingui();
  const flags = useFlags();
  const session = useSession();
  const config = useHostConfig();
  return (page) => {
    const email = session?.claims.email ?? null;
    return requestUpgrade({
      flags,
      growthEmail: config.growthEmail,
      userEmail: email,
      orgType: orgTypeOf(session?.claims),
      page,
      subject: i18n._({ id: 'access.upgrade.subject', message: 'Upgrade request' }),
      text: i18n._({
        id: 'access.upgrade.text',
        message: 'Please contact me about upgrading my plan. Account: {email}. Organisation type: {orgType}.',
        values: { email: email ?? '-', orgType: orgTypeOf(session?.claims) },
      }),
      widget: currentHelpWidget(),
      openMail,
    });
  };
}
