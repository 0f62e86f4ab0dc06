import { HEARTBEAT_TYPE, type UserStatus } from '../../constants/status';
import { getApiConfig } from '../config';
import { apiRequest } from '../client';

/** One entry of the batch status answer (shape "not shown" in spec 3 §7: project choice). */
export interface OnlineStatusEntry {
  userId: number;
  /** 0 offline, 1 busy, 2 online, 3 invisible (spec 1 §9). */
  status: UserStatus;
}

/** Spec 3 §7: userIds as a comma list, anything that is not a number turned into 0. */
export function toUserIdList(userIds: ReadonlyArray<number | string>): string {
  return userIds
    .map((id) => {
      const n = Number.parseInt(String(id), 10);
      return Number.isNaN(n) ? 0 : n;
    })
    .join(',');
}

const base = () => ({ baseUrl: getApiConfig().statusBase });

/** Online status calls (spec 1 §4.3; spec 3 §7 "Status"), on the status host. Swallowing. */
export const statusApi = {
  /** GET /facade/api/onlinestatus/exempt/batch?userIds=1,2,3 */
  getBatch: (userIds: ReadonlyArray<number | string>) =>
    apiRequest<OnlineStatusEntry[]>('/facade/api/onlinestatus/exempt/batch', {
      ...base(),
      query: { userIds: toUserIdList(userIds) },
    }),
  /** POST /facade/api/onlinestatus/exempt/heartbeat/status { status, type: 0 } — every 20 s. */
  heartbeat: (status: UserStatus) =>
    apiRequest<null>('/facade/api/onlinestatus/exempt/heartbeat/status', {
      ...base(),
      method: 'POST',
      body: { status, type: HEARTBEAT_TYPE },
    }),
  /** POST /facade/api/onlinestatus/exempt/upload/status { status } — 1 busy, 2 online. */
  upload: (status: UserStatus) =>
    apiRequest<null>('/facade/api/onlinestatus/exempt/upload/status', {
      ...base(),
      method: 'POST',
      body: { status, type: HEARTBEAT_TYPE },
    }),
};
