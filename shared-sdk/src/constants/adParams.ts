/** spec 1 §3 — the 14 ad parameters read from the URL and kept for attribution. */
export const AD_PARAMS = [
  'mediasource',
  'campaignid',
  'adgroupid',
  'keyword',
  'creative',
  'loc_physical_ms',
  'device',
  'type',
  'utm_source',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'bannerid',
  'matchtype',
] as const;
export type AdParam = (typeof AD_PARAMS)[number];

/** spec 1 §9; spec 2 §7 — page-link parameters. */
export const PAGE_LINK_PARAMS = [
  'userId',
  'deviceId',
  'appId',
  'loginToken',
  'nonce',
  'platformType',
  'jumpTime',
  'source2',
] as const;
