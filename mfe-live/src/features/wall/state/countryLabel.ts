import type { HostCard } from 'shared-sdk';

const names = new Map<string, Intl.DisplayNames | null>();

function regionNames(lang: string): Intl.DisplayNames | null {
  if (!names.has(lang)) {
    try {
      names.set(lang, new Intl.DisplayNames([lang, 'en'], { type: 'region', fallback: 'none' }));
    } catch {
      names.set(lang, null);
    }
  }
  return names.get(lang) ?? null;
}

/**
 * A wall group's name for people: `extra` for the country table's own codes (spec 1 §3: MYC, MYNC,
 * which no region list knows), else its hosts' country name (the server names it in the device's
 * language), else the region name the browser knows for the group's code, else the code itself.
 */
export function groupLabel(
  groupName: string,
  hosts: HostCard[],
  lang: string,
  extra: (code: string) => string | null = () => null,
): string {
  const own = extra(groupName);
  if (own) return own;
  const named = hosts.find((h) => h.countryName)?.countryName;
  if (named) return named;
  if (/^[A-Za-z]{2}$/.test(groupName))
    return regionNames(lang)?.of(groupName.toUpperCase()) ?? groupName;
  return groupName;
}
