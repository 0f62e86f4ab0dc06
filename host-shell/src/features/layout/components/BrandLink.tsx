import { pathFor, type LanguagePrefix } from 'shared-sdk';
import { AppLink } from './AppLink';

/** "LivCam" at the top of the sidebar and of the phone's top bar: the way home. */
export function BrandLink({
  prefix,
  className,
}: {
  prefix: LanguagePrefix | null;
  className?: string;
}) {
  return (
    <AppLink
      to={pathFor('LivCam', {}, { prefix })}
      loginSource="logo"
      className={className}
      aria-label="LivCam home"
    >
      LivCam
    </AppLink>
  );
}
