import {
  PROFILE_CODE,
  REBIND_REASON,
  REBIND_REFUSED_CODE,
  type RebindReason,
} from 'shared-sdk/constants';

/** The details form's fields a refusal can belong to. */
export type DetailsField = 'nickname' | 'birthday' | 'gender' | 'interests' | 'languages';

/** spec 1 §8: 10001 special characters, 20101 sensitive word; 40006: empty or too long. */
const NICKNAME_CODES = new Set([10001, 20101]);
const INVALID_INPUT = 40006;

const FIELD_OF_CODE: Record<number, DetailsField> = {
  [PROFILE_CODE.tooYoung]: 'birthday',
  [PROFILE_CODE.birthdayChanged]: 'birthday',
  [PROFILE_CODE.genderFixed]: 'gender',
  [PROFILE_CODE.tooManyInterests]: 'interests',
  [PROFILE_CODE.tooManyLanguages]: 'languages',
};

/**
 * Where a refusal of /user/update is shown: under the field it is about, or for the form. The
 * server decides every rule; the page only places its answer. A 40006 is the nickname's when the
 * nickname was part of the change (empty or longer than 30), else the form's.
 */
export function fieldOfRefusal(code: number, sentNickname: boolean): DetailsField | undefined {
  if (NICKNAME_CODES.has(code)) return 'nickname';
  if (code === INVALID_INPUT && sentNickname) return 'nickname';
  return FIELD_OF_CODE[code];
}

/** A rebind refusal (10025 with `data.reason`), or null for any other failure. */
export function rebindRefusal(
  code: number,
  details: unknown,
): { reason: RebindReason; availableAt?: number } | null {
  if (code !== REBIND_REFUSED_CODE || !details || typeof details !== 'object') return null;
  const { reason, availableAt } = details as { reason?: unknown; availableAt?: unknown };
  if (!Object.values(REBIND_REASON).includes(reason as RebindReason)) return null;
  return {
    reason: reason as RebindReason,
    ...(typeof availableAt === 'number' ? { availableAt } : {}),
  };
}

/** Toggles `id` in a choice of at most `max`; null when it would be one too many. */
export function toggleChoice(chosen: number[], id: number, max: number): number[] | null {
  if (chosen.includes(id)) return chosen.filter((c) => c !== id);
  if (chosen.length >= max) return null;
  return [...chosen, id];
}

/** The same ids, in any order. */
export const sameIds = (a: number[], b: number[]): boolean =>
  a.length === b.length && a.every((id) => b.includes(id));
