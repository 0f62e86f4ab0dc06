/**
 * The SDK values the call, match and host modules use (shared-sdk/node: the same numbers the web
 * app follows). Taken from one namespace object because under tsx (ESM) the CommonJS SDK's
 * exports sit on `default` (see security/sdk.ts).
 */
import { sdkNode } from '../../security/sdk';

export const {
  CALL_ACTION,
  CALL_EVENT,
  BIZ_TYPE_CALL,
  BIZ_TYPE_1040,
  CALL_CODE,
  CALL_LOCATION,
  GODDESS_LOCATION_MATCH,
  HANGUP_REASON,
  CALL_RING_TIMEOUT_MS,
  CALL_START_TIMEOUT_MS,
  CALL_PARTY_GONE_MS,
  CALL_BILLING_MINUTE_MS,
  CALL_PRICE_GENDER_1,
  USER_CALL_PRICE_COINS,
  HOST_POINTS_PER_COIN,
  VIP_FREE_CALL_MINUTES_PER_DAY,
  CALL_MEDIA_CHANNEL_PREFIX,
  callMediaChannel,
  MATCHES_PRODUCT,
  MATCH_HOST_FALLBACK_MS,
  MATCH_LAUNCH_TIMEOUT_MS,
  MATCH_WAIT_STALE_MS,
  MATCH_POLL_MS,
  MATCH_REPAIR_AFTER_MS,
  MATCH_BLUR_STRANGERS_DEFAULT,
  MATCH_CALL_STATUS,
  HOST_LIST_PAGE_SIZE,
  HOST_LIST_PAGE_MAX,
  MESSAGE_TYPE,
  USER_STATUS,
  GENDER,
  makeBizEnvelope,
  CALL_IN_CALL_EVENT,
  ADD_FRIEND_STATE,
  ADD_WAY,
  FRIEND_ADD_TYPE,
  FRIEND_RELATION,
  SNAPSHOT_MAX_BYTES,
  SNAPSHOTS_PER_CALL_MAX,
} = sdkNode;
