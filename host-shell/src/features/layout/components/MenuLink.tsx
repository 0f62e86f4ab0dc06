import { useTranslation } from 'react-i18next';
import { formatBadge, Icon, type LanguagePrefix } from 'shared-sdk';
import { NS } from '../../../i18n';
import { hrefOf, menuLabel, type MenuItem } from '../state/menu';
import { AppLink } from './AppLink';
import styles from './Shell.module.css';

export function MenuLink({
  item,
  prefix,
  active,
  source,
}: {
  item: MenuItem;
  prefix: LanguagePrefix | null;
  active: boolean;
  source: string;
}) {
  const { t } = useTranslation(NS);
  // spec 2 §5, §9: above 999 the badge shows "k+".
  const badge = formatBadge(item.badge ?? 0) || null;
  return (
    <AppLink
      to={hrefOf(item, prefix)}
      loginSource={source}
      className={active ? `${styles.item} ${styles.active}` : styles.item}
      aria-current={active ? 'page' : undefined}
    >
      <Icon icon={item.icon} size={22} className={styles.icon} />
      <span className={styles.label}>{menuLabel(t, item.label)}</span>
      {badge && (
        <span
          className={styles.badge}
          aria-label={t('menu.unread', '{{count}} unread', {
            count: item.badge,
            defaultValue_one: '{{count}} unread',
          })}
        >
          {badge}
        </span>
      )}
    </AppLink>
  );
}

/** The entries of a menu (sidebar or bottom bar), each with its login source `<source>_<key>`. */
export function MenuLinks({
  items,
  prefix,
  routeName,
  source,
}: {
  items: MenuItem[];
  prefix: LanguagePrefix | null;
  routeName: string | null;
  source: 'menu' | 'tab';
}) {
  return items.map((item) => (
    <MenuLink
      key={item.key}
      item={item}
      prefix={prefix}
      active={item.route === routeName}
      source={`${source}_${item.key}`}
    />
  ));
}
