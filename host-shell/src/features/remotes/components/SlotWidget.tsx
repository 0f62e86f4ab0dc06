import { useEffect, useState, type ReactNode } from 'react';
import type { PageSlots, SlotWidgetSpec } from '../../../routes/components';
import { whenShown } from '../../prerender/state/takeover';
import { RemoteSlot } from './RemoteSlot';

/**
 * A remote's widget inside another remote's page (docs/CONTRACTS.md "Page slots"). It loads once
 * the page is on screen (after the pre-rendered landing's takeover), so the landing's first paint
 * and its script budget carry none of it; a failure shows the retry card in the slot's place.
 */
export function SlotWidget({ id, props }: SlotWidgetSpec) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let on = true;
    whenShown(() => on && setShown(true));
    return () => {
      on = false;
    };
  }, []);
  if (!shown) return null;
  return <RemoteSlot id={id} props={props} variant="widget" fallback={null} />;
}

/** The `slots` prop a page gets: one element per slot the host fills. */
export function slotProps(
  slots: PageSlots | undefined,
): { slots: Record<string, ReactNode> } | undefined {
  if (!slots) return undefined;
  const out: Record<string, ReactNode> = {};
  for (const [name, spec] of Object.entries(slots))
    out[name] = <SlotWidget key={name} id={spec.id} {...(spec.props && { props: spec.props })} />;
  return { slots: out };
}
