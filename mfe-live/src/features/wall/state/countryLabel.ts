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
 * A wall group's name for people: its hosts' country name (the server names it in the device's
 * language), else the region name the browser knows for the group's code, else the code itself
 * (the project's extra regions such as MYC have no region name).
 */
export function groupLabel(groupName: string, hosts: HostCard[], lang: string): string {
  const named = hosts.find((h) => h.countryName)?.countryName;
  if (named) return named;
  if (/^[A-Za-z]{2}$/.test(groupName))
    return regionNames(lang)?.of(groupName.toUpperCase()) ?? groupName;
  return groupName;
}
