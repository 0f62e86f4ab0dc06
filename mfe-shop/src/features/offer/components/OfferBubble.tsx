import { useAtomValue } from 'jotai';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { isMobileAtom, pathFor, splitLanguagePrefix } from 'shared-sdk';
import { discountShown } from 'shared-sdk/shop';
import { NS } from '../../../i18n';
import { useCountdownText } from '../hooks/useCountdownText';
import { useFreeSpot } from '../hooks/useFreeSpot';
import { useLiveOffer } from '../hooks/useOffer';
import { remainingMs, showsBubble } from '../state/rules';
import styles from './offer.module.css';

/**
 * Widget `./OfferBubble`: the limited offer's countdown bubble on LivCam, GoddessWall,
 * MessagePage and FriendsPage (spec 3 §2); it hides when the countdown ends. The host passes
 * the route name. It floats only where it covers no text, link, control or picture
 * (useFreeSpot), and waits out of sight while there is no such place. On phones it also keeps
 * its own room at the end of the page (like the bottom bar's), so the end of every page is free.
 */
export function OfferBubble({ routeName }: { routeName?: string | null }) {
  const { t } = useTranslation(NS);
  const countdown = useCountdownText();
  const { pathname } = useLocation();
  const { prefix } = splitLanguagePrefix(pathname);
  const mobile = useAtomValue(isMobileAtom);
  const { offer, now } = useLiveOffer();
  const ref = useRef<HTMLAnchorElement>(null);
  const shown = showsBubble(routeName, offer, now) && !!offer;
  const spot = useFreeSpot(ref, shown, pathname);
  if (!shown || !offer) return null;
  const time = countdown(remainingMs(offer.endTime, now));
  return (
    <>
      {mobile && <div className={styles.bubbleRoom} aria-hidden="true" />}
      <Link
        ref={ref}
        to={pathFor('CoinPage', {}, { prefix })}
        className={styles.bubble}
        data-testid="offer-bubble"
        style={spot ? { left: spot.left, top: spot.top } : { visibility: 'hidden' }}
        aria-hidden={spot ? undefined : true}
        tabIndex={spot ? undefined : -1}
        aria-label={t('offer.bubbleLabel', 'Limited offer: {{percent}}% off, ends in {{time}}', {
          percent: discountShown(offer.discount),
          time,
        })}
      >
        <span>
          {t('offer.off', '{{percent}}% OFF', { percent: discountShown(offer.discount) })}
        </span>
        <small>{time}</small>
      </Link>
    </>
  );
}
