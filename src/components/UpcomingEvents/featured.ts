/** Spec §9: Home lists at most 6 featured events. */
export const MAX_HOME_EVENTS = 6

/** The featured events Home shows, in the editors' order, never more than MAX_HOME_EVENTS. */
export function eventsForHome<Event extends { featured: boolean }>(events: readonly Event[]): Event[] {
  return events.filter(event => event.featured).slice(0, MAX_HOME_EVENTS)
}
