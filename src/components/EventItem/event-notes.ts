import type { Wording } from "../Wording"

/**
 * The rules for what an event says beyond its own text (docs/requirements.md#screens, News & Events), in the words of data/wording/wording.json.
 * Pure, so the unit tests pin each case.
 */

/** true → Sunday Clubs run; false → a clear "NO" (parents need to know); unset → say nothing. */
export function sundayClubsSentence(sundayClubs: boolean | null | undefined, words: Wording["events"]): string | null {
  if (sundayClubs === true) return words.sundayClubs
  if (sundayClubs === false) return words.noSundayClubs
  return null
}

/** Only a positive note: no refreshments is not worth a sentence. */
export const teaAndCoffeeNote = (teaAndCoffee: boolean | null | undefined, words: Wording["events"]): string | null =>
  teaAndCoffee === true ? words.teaAndCoffee : null
