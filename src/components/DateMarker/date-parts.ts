// Kept apart from the component so unit tests can import it outside Gatsby.

const partsFormat = new Intl.DateTimeFormat("en-GB", {
  // startsAt is a London wall-clock time ("2026-11-29T10:00"): its calendar day is read as written, in UTC,
  // so no time zone can move it to the day before or after.
  timeZone: "UTC",
  weekday: "short",
  day: "numeric",
  month: "short",
})

/** "2026-11-29T10:00" → { weekday: "Sun", day: "29", month: "Nov" }; nothing for a value that is not a date. */
export function dateParts(startsAt: string): { weekday: string; day: string; month: string } | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(startsAt)
  if (!match) return undefined
  const [, year, month, day] = match.map(Number) as [number, number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  // Date.UTC rolls an impossible day over into the next month: refuse it rather than show the wrong day.
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined
  const parts = Object.fromEntries(partsFormat.formatToParts(date).map(part => [part.type, part.value]))
  return { weekday: parts.weekday ?? "", day: parts.day ?? "", month: parts.month ?? "" }
}
