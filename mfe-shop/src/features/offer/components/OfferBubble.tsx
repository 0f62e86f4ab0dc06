import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { pathFor, splitLanguagePrefix } from 'shared-sdk';
import { discountShown } from 'shared-sdk/shop';
import { NS } from '../../../i18n';
import { useLiveOffer } from '../hooks/useOffer';
import { formatCountdown, remainingMs, showsBubble } from '../state/rules';
import styles from './offer.module.css';

/**
 * Widget `./OfferBubble`: the limited offer's countdown bubble on LivCam, GoddessWall,
 * MessagePage and FriendsPage (spec 3 §2); it hides when the countdown ends. The host passes
 * the route name.
 */
export function OfferBubble({ routeName }: { routeName?: string | null }) {
  const { t } = useTranslation(NS);
  const { prefix } = splitLanguagePrefix(useLocation().pathname);
  const { offer, now } = useLiveOffer();
  if (!showsBubble(routeName, offer, now) || !offer) return null;
  const time = formatCountdown(remainingMs(offer.endTime, now));
  return (
    <Link
      to={pathFor('CoinPage', {}, { prefix })}
      className={styles.bubble}
      aria-label={t('offer.bubbleLabel', 'Limited offer: {{percent}}% off, ends in {{time}}', {
        percent: discountShown(offer.discount),
        time,
      })}
    >
      <span>{t('offer.off', '{{percent}}% OFF', { percent: discountShown(offer.discount) })}</span>
      <small>{time}</small>
    </Link>
  );
}
