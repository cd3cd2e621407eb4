import { readClockTime } from "./london-time"

/**
 * Times as the parish writes them in prose ("Sunday 10 a.m.", "6 p.m.", as docs/requirements.md quotes them):
 * "10:00" → "10 a.m.", "18:30" → "6.30 p.m.", "12:00" → "12 noon", "00:00" → "12 midnight".
 * A time that is not "HH:MM" is an editor's mistake the content check catches first;
 * here it throws, naming the value, rather than printing nonsense.
 */
export function formatClockTime(clockTime: string): string {
  const time = readClockTime(clockTime)
  if (!time) throw new Error(`"${clockTime}" is not a 24-hour time like "10:00" or "18:30"`)
  const { hour, minute } = time
  if (minute === 0 && hour === 12) return "12 noon"
  if (minute === 0 && hour === 0) return "12 midnight"
  const hourOnDial = hour % 12 === 0 ? 12 : hour % 12
  const suffix = hour < 12 ? "a.m." : "p.m."
  return minute === 0 ? `${hourOnDial} ${suffix}` : `${hourOnDial}.${String(minute).padStart(2, "0")} ${suffix}`
}

/** "Sunday" + "10:00" → "Sunday 10 a.m." */
export const formatServiceTime = (day: string, startTime: string) => `${day} ${formatClockTime(startTime)}`
