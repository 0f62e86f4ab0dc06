/**
 * The SDK's own signing and crypto code (shared-sdk/src/api/signing.ts and crypto.ts), the
 * one implementation the browser also runs, so client and server cannot drift. Nothing here
 * re-implements them; this file only narrows what the backend uses.
 */
import * as ns from 'shared-sdk/node';

type Sdk = typeof ns;
// shared-sdk has no `"type": "module"`, so under tsx (ESM) Node loads it as CommonJS and its
// exports sit on `default`; under jest (CommonJS) the namespace is the exports object itself.
const sdk = ((ns as unknown as { default?: Sdk }).default ?? ns) as Sdk;
/** The whole `shared-sdk/node` namespace, for modules that take several values from it. */
export const sdkNode: Sdk = sdk;

export const signRequest: Sdk['signRequest'] = sdk.signRequest;
export const signaturesEqual: Sdk['signaturesEqual'] = sdk.signaturesEqual;
export const signingString: Sdk['signingString'] = sdk.signingString;
export const formDigest: Sdk['formDigest'] = sdk.formDigest;
export const formSignatureBody: Sdk['formSignatureBody'] = sdk.formSignatureBody;
export const BODY_DIGEST_HEADER: Sdk['BODY_DIGEST_HEADER'] = sdk.BODY_DIGEST_HEADER;
export const decryptRequestEnvelope: Sdk['decryptRequestEnvelope'] = sdk.decryptRequestEnvelope;
export const encryptResponseBody: Sdk['encryptResponseBody'] = sdk.encryptResponseBody;
/** spec 2 §3 interest tags: one list for the seed and the web app. */
export const INTEREST_TAGS: Sdk['INTEREST_TAGS'] = sdk.INTEREST_TAGS;
/** spec 1 §5, §9 limits shared with the popup (backend/src/constants.ts re-exports them). */
export const PHONE_PASSWORD_MIN: Sdk['PHONE_PASSWORD_MIN'] = sdk.PHONE_PASSWORD_MIN;
export const PHONE_PASSWORD_MAX: Sdk['PHONE_PASSWORD_MAX'] = sdk.PHONE_PASSWORD_MAX;
export const EMAIL_PASSWORD_MIN: Sdk['EMAIL_PASSWORD_MIN'] = sdk.EMAIL_PASSWORD_MIN;
export const EMAIL_PASSWORD_MAX: Sdk['EMAIL_PASSWORD_MAX'] = sdk.EMAIL_PASSWORD_MAX;
export const PASSWORD_SPECIAL_CHARS: Sdk['PASSWORD_SPECIAL_CHARS'] = sdk.PASSWORD_SPECIAL_CHARS;
export const NICKNAME_MAX: Sdk['NICKNAME_MAX'] = sdk.NICKNAME_MAX;
export const MIN_AGE: Sdk['MIN_AGE'] = sdk.MIN_AGE;
export const DATE_PICKER_MIN_YEAR: Sdk['DATE_PICKER_MIN_YEAR'] = sdk.DATE_PICKER_MIN_YEAR;

// ---- lives (src/modules/live): the spec 3 numbers the live room shares with the live service ----
export const {
  BIZ_TYPE_LIVE,
  LIVE_CODE,
  LIVE_END_TYPE,
  LEFT_TYPE_REMOVED,
  LEFT_TYPE_SILENT,
  LEFT_TYPE_LEFT,
  LEFT_TYPE_TIMEOUT,
  LIVE_AUDIENCE_ROLE_LEVEL,
  liveChannelId,
  LIVE_CHANNEL_PREFIX,
  liveSharePath,
  LIVE_CHAT_MAX_CHARS,
  LIVE_CHAT_MIN_INTERVAL_MS,
  LIVE_CHAT_BURST_MAX,
  LIVE_CHAT_BURST_WINDOW_MS,
  LIVE_PRAISE_NUM_MAX,
  RANKING_SIZE,
  END_PAGE_OTHER_LIVES,
  LIVE_TOP_AUDIENCES_MAX,
  LIVE_LATEST_JOIN_MAX,
  LIVE_QUICK_GIFTS_MAX,
  LIVE_PAGE_SIZE_MAX,
  LIVE_BATCH_IDS_MAX,
  LIVE_TOURIST_VIEW_LIMIT_MS,
  SIM_AUDIENCE_MIN,
  SIM_AUDIENCE_MAX,
  SIM_AUDIENCE_REFRESH_MIN_MS,
  SIM_AUDIENCE_REFRESH_MAX_MS,
  SIM_AUDIENCE_STAY_MIN_MS,
  SIM_AUDIENCE_STAY_MAX_MS,
  LIVE_HEARTBEAT_USER_MS,
  LIVE_HEARTBEAT_GUEST_MS,
  MESSAGE_UUID_PATTERN,
  HOST_POINTS_PER_COIN,
  ADD_WAY_LIVE_END,
} = sdk;
