import { TIME_LABEL_GAP_MS } from '../constants';

export type TimeLabel =
  | { kind: 'today'; text: string }
  | { kind: 'yesterday'; key: 'chat:time.yesterday'; values: { time: string } }
  | { kind: 'date'; text: string };

const two = (n: number) => String(n).padStart(2, '0');
const hhmm = (d: Date) => `${two(d.getHours())}:${two(d.getMinutes())}`;
const dayStart = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();

/**
 * spec 2 §5: a message's time label is hidden (null) within 5 minutes (300,000 ms) of the
 * previous message; otherwise same day "HH:mm", the day before "Yesterday HH:mm" (an i18n key),
 * else "MM-DD HH:mm". Local time of the device.
 */
export function timeLabel(
  ts: number,
  prevTs: number | null | undefined,
  now: number,
): TimeLabel | null {
  if (prevTs !== null && prevTs !== undefined && Math.abs(ts - prevTs) <= TIME_LABEL_GAP_MS)
    return null;
  const d = new Date(ts);
  const today = dayStart(new Date(now));
  const day = dayStart(d);
  if (day === today) return { kind: 'today', text: hhmm(d) };
  const yesterday = dayStart(new Date(new Date(today).setDate(new Date(today).getDate() - 1)));
  if (day === yesterday)
    return { kind: 'yesterday', key: 'chat:time.yesterday', values: { time: hhmm(d) } };
  return { kind: 'date', text: `${two(d.getMonth() + 1)}-${two(d.getDate())} ${hhmm(d)}` };
}
