/**
 * A payment channel's extra fields (…/channelexts/channel, rapyd/fields), checked the same way in
 * the provider page and in the backend: field name → 'required' or 'invalid'.
 */
import type { ChannelField } from '../api/modules/shopTypes';

export type FieldProblem = 'required' | 'invalid';

export function checkChannelFields(
  fields: readonly ChannelField[],
  values: Record<string, string | undefined>,
): Record<string, FieldProblem> {
  const out: Record<string, FieldProblem> = {};
  for (const f of fields) {
    const raw = values[f.name];
    const v = typeof raw === 'string' ? raw.trim() : '';
    if (!v) {
      if (f.required) out[f.name] = 'required';
    } else if (v.length > f.maxLength || (f.pattern && !new RegExp(f.pattern).test(v)))
      out[f.name] = 'invalid';
  }
  return out;
}
