import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';

/** i18next's t as texts.ts takes it: (key, English default, options?). */
export type TextT = (
  key: string,
  defaultValue: string,
  options?: Record<string, unknown>,
) => string;

type I18nT = ReturnType<typeof useTranslation>['t'];

/** Adapts react-i18next's t (its overloads want the options argument) to texts.ts's T. */
export const asTextT =
  (t: I18nT): TextT =>
  (key, defaultValue, options) =>
    t(key, defaultValue, options ?? {}) as string;

/** The room's t (namespace `live`) in both shapes. */
export function useRoomT(): { t: I18nT; tx: TextT } {
  const { t } = useTranslation(NS);
  return useMemo(() => ({ t, tx: asTextT(t) }), [t]);
}
