/**
 * Times as the parish writes them in prose (spec §9: "Sunday 10 a.m.", "6 p.m."):
 * "10:00" → "10 a.m.", "18:30" → "6.30 p.m.", "12:00" → "12 noon", "00:00" → "12 midnight".
 * A time that is not "HH:MM" is an editor's mistake the content check catches first;
 * here it throws, naming the value, rather than printing nonsense.
 */
export function formatClockTime(clockTime: string): string {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(clockTime)
  if (!match) throw new Error(`"${clockTime}" is not a 24-hour time like "10:00" or "18:30"`)
  const hours = Number(match[1])
  const minutes = match[2]
  if (minutes === "00" && hours === 12) return "12 noon"
  if (minutes === "00" && hours === 0) return "12 midnight"
  const hourOnDial = hours % 12 === 0 ? 12 : hours % 12
  const suffix = hours < 12 ? "a.m." : "p.m."
  return minutes === "00" ? `${hourOnDial} ${suffix}` : `${hourOnDial}.${minutes} ${suffix}`
}

/** "Sunday" + "10:00" → "Sunday 10 a.m." */
export const formatServiceTime = (day: string, startTime: string) => `${day} ${formatClockTime(startTime)}`
