import { useTranslation } from 'react-i18next';
import { pathFor, type LanguagePrefix } from 'shared-sdk';
import { NS } from '../../../i18n';
import { AppLink } from './AppLink';

/** "LivCam" at the top of the sidebar and of the phone's top bar: the way home. */
export function BrandLink({
  prefix,
  className,
}: {
  prefix: LanguagePrefix | null;
  className?: string;
}) {
  const { t } = useTranslation(NS);
  return (
    <AppLink
      to={pathFor('LivCam', {}, { prefix })}
      loginSource="logo"
      className={className}
      aria-label={t('nav.home', 'LivCam home')}
    >
      LivCam
    </AppLink>
  );
}
