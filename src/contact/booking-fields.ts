/**
 * A hall booking enquiry's fields, layouts and limit: what the form renders and posts, and the checks
 * (hall-booking.ts) read. Browser-safe: no Node modules here.
 */

/** How the people will be: the venues' `capacity` keys. */
export const bookingLayouts = ["seated", "atTables", "standing"] as const
export type BookingLayout = (typeof bookingLayouts)[number]

/** The enquiry's own fields, as the form posts them beside the message's. */
export const bookingFields = [
  "booking_hall",
  "booking_date",
  "booking_start",
  "booking_end",
  "booking_people",
  "booking_layout",
  "booking_purpose",
] as const
export type BookingField = (typeof bookingFields)[number]
export type BookingErrors = Partial<Record<BookingField, string>>

/** The most a purpose may say: a few words, as its label asks (the form's box has the same limit). */
export const PURPOSE_LIMIT = 200
