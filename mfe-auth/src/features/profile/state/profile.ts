import {
  applyProfile,
  configApi,
  uploadApi,
  userApi,
  type LanguageOption,
  type ProfileDetail,
  type ProfileOption,
  type UserInfo,
  type UserUpdate,
} from 'shared-sdk';

/** What the edit page shows: the own profile and the two catalogues it chooses from. */
export interface ProfileData {
  detail: ProfileDetail;
  interests: ProfileOption[];
  languages: LanguageOption[];
}

/** A call's failure as the page needs it: the code, the server's text, the refusal's data. */
export interface Failure {
  code: number;
  msg: string;
  details?: unknown;
}
export type Outcome<T> = { ok: true; value: T } | ({ ok: false } & Failure);

const failed = (r: { code: number; msg: string; details?: unknown }): { ok: false } & Failure => ({
  ok: false,
  code: r.code,
  msg: r.msg,
  ...(r.details !== undefined ? { details: r.details } : {}),
});

/** The profile detail and the interest and language catalogues (spec 3 §7 selectAll), together. */
export async function loadProfile(): Promise<Outcome<ProfileData>> {
  const [detail, interests, languages] = await Promise.all([
    userApi.getProfileDetail(),
    configApi.getInterestList(),
    configApi.getLanguageList(),
  ]);
  for (const r of [detail, interests, languages]) if (!r.ok) return failed(r);
  if (!detail.ok || !interests.ok || !languages.ok) return failed({ code: -1, msg: '' });
  return {
    ok: true,
    value: { detail: detail.data, interests: interests.data.list, languages: languages.data.list },
  };
}

/** The session user's profile fields take the saved user info (the SDK's one writer). */
function applySaved(info: UserInfo): void {
  applyProfile({
    id: info.id,
    userName: info.userName,
    headImg: info.headImg,
    gender: info.gender,
    countryId: info.countryId,
    source: 'edit-profile',
  });
}

/** POST /user/update with the fields that changed; the server decides every rule. */
export async function saveProfile(change: UserUpdate): Promise<Outcome<UserInfo>> {
  const r = await userApi.update(change);
  if (!r.ok) return failed(r);
  applySaved(r.data);
  return { ok: true, value: r.data };
}

/**
 * The avatar (spec 3 §9): both cropped sizes are uploaded (POST /upload/images), then set as
 * headImg (270×360) and headImgSmall (112×150); the shell shows it at once (applyProfile).
 */
export async function saveAvatar(large: Blob, small: Blob): Promise<Outcome<UserInfo>> {
  const [big, little] = await Promise.all([
    uploadApi.images(large, 'avatar-270x360.jpg'),
    uploadApi.images(small, 'avatar-112x150.jpg'),
  ]);
  if (!big.ok) return failed(big);
  if (!little.ok) return failed(little);
  return saveProfile({ headImg: big.data.url, headImgSmall: little.data.url });
}
