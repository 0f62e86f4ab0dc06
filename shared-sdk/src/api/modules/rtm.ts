import type { GenTokenResult } from '../../realtime/types';
import { apiRequest } from '../client';

/**
 * Realtime token (spec 2 §7; answer shape: backend/src/realtime/README.md "Wiring"). A token
 * call, so it rejects (spec 1 §7): createMessaging needs the token or nothing.
 */
export const rtmApi = {
  /** GET /facade/api/rtm/genToken → `{ provider: 'local', token, url, expiresAt, userId }` or agora's. Rejects. */
  genToken: () => apiRequest<GenTokenResult>('/facade/api/rtm/genToken', { reject: true }),
};
