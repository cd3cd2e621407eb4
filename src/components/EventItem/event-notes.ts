/**
 * The rules for what an event says beyond its own text (spec §3, §4). Pure, so
 * the unit tests pin each case.
 */

export const SUNDAY_CLUBS_SENTENCE = "There will be Sunday Clubs for the Children during the service."
export const NO_SUNDAY_CLUBS_SENTENCE = "There will be NO Sunday Clubs during this service."
export const TEA_AND_COFFEE_NOTE = "Tea, coffee and fellowship will follow the service."

/** true → Sunday Clubs run; false → a clear "NO" (parents need to know); unset → say nothing. */
export function sundayClubsSentence(sundayClubs: boolean | null | undefined): string | null {
  if (sundayClubs === true) return SUNDAY_CLUBS_SENTENCE
  if (sundayClubs === false) return NO_SUNDAY_CLUBS_SENTENCE
  return null
}

/** Only a positive note: no refreshments is not worth a sentence. */
export const teaAndCoffeeNote = (teaAndCoffee: boolean | null | undefined): string | null =>
  teaAndCoffee === true ? TEA_AND_COFFEE_NOTE : null

/** The icon for a kind of event, a static file: /images/service-types/{serviceType}.png */
export const serviceTypeIconPath = (serviceType: string) =>
  `/images/service-types/${encodeURIComponent(serviceType)}.png`
