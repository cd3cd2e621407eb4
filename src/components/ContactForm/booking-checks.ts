/**
 * The hall booking checks the form runs in the browser: the endpoint's own (src/contact/hall-booking.ts), on London's
 * today. A chunk of the island's script of its own, loaded once the booking questions show (use-booking-part.ts), so
 * a visitor who writes any other message never downloads it.
 */
export { bookingEnquiryOf, bookingRequestOf, checkBooking } from "../../contact/hall-booking"
export { londonToday } from "../../content/london-time"
