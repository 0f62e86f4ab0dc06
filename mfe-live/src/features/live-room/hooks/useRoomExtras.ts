/**
 * What the room's header fetches besides the engine: the host's country name and the share link.
 * Both through the SDK's API modules (UI never calls fetch).
 */
import { useEffect, useState } from 'react';
import { hostsApi, showToast } from 'shared-sdk';
import { liveApi } from 'shared-sdk/live';

let countries: Promise<Map<number, string>> | null = null;

/** The countries' names by id, asked for once per page (the hosts' country list). */
function countryNames(): Promise<Map<number, string>> {
  countries ??= hostsApi.countryFilter().then((res) => {
    if (!res.ok || !res.data) {
      countries = null; // asked again next time
      return new Map<number, string>();
    }
    return new Map(res.data.list.map((c) => [c.countryId, c.name]));
  });
  return countries;
}

export function useCountryName(countryId: number | undefined): string {
  const [found, setFound] = useState<{ id: number; name: string } | null>(null);
  useEffect(() => {
    if (!countryId) return;
    let on = true;
    void countryNames().then(
      (m) => on && setFound({ id: countryId, name: m.get(countryId) ?? '' }),
    );
    return () => {
      on = false;
    };
  }, [countryId]);
  return countryId && found?.id === countryId ? found.name : '';
}

/**
 * Shares the live (spec 3 §7 share, tourist share → shortLinkUrl): the system share sheet where there is one,
 * else the link is copied and the spec's two texts show.
 */
export async function shareLive(
  liveId: number,
  texts: { copied: string; shareNow: string; failed: string },
  /** A tourist or guest shares through the tourist path, as their stored tourist id. */
  audienceId?: string,
): Promise<void> {
  const res =
    audienceId !== undefined
      ? await liveApi.touristShare(audienceId, liveId)
      : await liveApi.share(liveId);
  if (!res.ok || !res.data?.shortLinkUrl) return void showToast(texts.failed);
  const url = res.data.shortLinkUrl;
  const nav = globalThis.navigator as Navigator | undefined;
  if (nav?.share) {
    try {
      return await nav.share({ url, text: texts.shareNow });
    } catch (e) {
      if ((e as { name?: string })?.name === 'AbortError') return;
    }
  }
  try {
    if (!nav?.clipboard) throw new Error('no clipboard');
    await nav.clipboard.writeText(url);
    showToast(`${texts.copied} ${texts.shareNow}`);
  } catch {
    showToast(texts.failed);
  }
}
