import type { WallGroup } from 'shared-sdk';

/**
 * A wall group's name for people: `extra` for the country table's own codes (spec 1 §3: MYC, MYNC,
 * which no region list knows), else the name the server gave it in the device's language
 * (WallGroup.countryName, as on its cards), else the code itself.
 */
export function groupLabel(
  group: Pick<WallGroup, 'groupName' | 'countryName'>,
  extra: (code: string) => string | null = () => null,
): string {
  return extra(group.groupName) ?? (group.countryName || group.groupName);
}
