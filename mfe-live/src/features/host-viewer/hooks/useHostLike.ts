import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hostsApi, requireLogin, showToast, type HostCard } from 'shared-sdk';
import { NS } from '../../../i18n';
import { LIKE_LOGIN_SOURCE } from '../state/constants';

/**
 * Like a host (spec 3 §4 "Like marks the host liked locally and needs login"; §5): a visitor gets
 * the SDK's login popup and nothing else happens; a user sees the host liked at once, then the
 * like is sent. A refused or failed like is taken back and said in a toast. Liking twice changes
 * nothing on the server, so the button is off once liked.
 */
export function useHostLike(onLiked?: (hostId: number, liked: boolean) => void) {
  const { t } = useTranslation(NS);
  const [liked, setLiked] = useState<ReadonlyMap<number, boolean>>(new Map());
  const set = useCallback(
    (id: number, value: boolean) => {
      setLiked((m) => new Map(m).set(id, value));
      onLiked?.(id, value);
    },
    [onLiked],
  );

  const like = useCallback(
    (host: HostCard) => {
      requireLogin(LIKE_LOGIN_SOURCE).then(
        async () => {
          set(host.id, true);
          const res = await hostsApi.like(host.id);
          if (res.ok) return;
          set(host.id, false);
          showToast(t('hostViewer.likeFailed', 'The like did not go through. Please try again.'));
        },
        () => undefined, // 'not login': the login popup is open
      );
    },
    [set, t],
  );

  const isLiked = (host: HostCard) => liked.get(host.id) ?? host.liked;
  return { like, isLiked };
}
