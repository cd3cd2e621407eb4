import * as React from "react"
import { bookingEnquiryOf, type HallCalendar } from "../../contact/hall-booking"
import { londonToday } from "../../content/london-time"

/**
 * The hall booking part of the form once its script runs: /contact?hall=<file name> (the link from a hall on Venues
 * & Hall Hire) chooses that hall, unless one was chosen before the script ran; the questions are `shown` with the
 * person who receives hall enquiries chosen (`managerChosen`) or a hall chosen. `noteClash` says, as the answers change, whether the hall is
 * already in use then; `check` is the shared rules' verdict at Send, against the same calendar as the endpoint's, on
 * London's today.
 */
export function useBookingPart(calendar: HallCalendar, managerChosen: boolean) {
  const hallRef = React.useRef<HTMLSelectElement>(null)
  const [hallAsked, setHallAsked] = React.useState(false)
  const [clash, setClash] = React.useState<string>()
  const shown = managerChosen || hallAsked

  React.useEffect(() => {
    const select = hallRef.current
    if (!select) return
    const asked = new URLSearchParams(window.location.search).get("hall")
    const hall = calendar.halls.find(candidate => candidate.fileName === asked)
    if (select.value === "" && hall) select.value = hall.fileName
    setHallAsked(select.value !== "")
  }, [calendar])

  // The form's answers by name, as the endpoint reads a post.
  const check = (fields: Record<string, unknown>) => bookingEnquiryOf(fields, calendar, londonToday())

  const noteClash = (event: React.FormEvent<HTMLFieldSetElement>) => {
    const { form } = event.currentTarget
    if (form) setClash(check(Object.fromEntries(new FormData(form))).clash)
  }

  return { hallRef, shown, clash, noteClash, check }
}
