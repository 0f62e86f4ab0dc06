import X from 'lucide/dist/esm/icons/x.mjs';
import { Icon } from 'shared-sdk';

/** A round × button; `label` is its accessible name (Close, Dismiss). */
export function CloseButton({
  label,
  onClick,
  className,
  size = 20,
}: {
  label: string;
  onClick(): void;
  className?: string;
  size?: number;
}) {
  return (
    <button type="button" className={className} aria-label={label} onClick={onClick}>
      <Icon icon={X} size={size} />
    </button>
  );
}
