/**
 * Sentences with a figure or a name the site fills in: "That leaves a {shortfall} shortfall." Editors write the
 * words; the site puts each {slot} in. The content check refuses a slot the sentence cannot have (a typing slip
 * such as {shortfal} would otherwise show on the page), so filling in never meets an unknown one.
 */
const slotPattern = /\{([a-zA-Z]+)\}/g

/** The {slots} a sentence uses, in order. */
export const slotsIn = (sentence: string): string[] => [...sentence.matchAll(slotPattern)].map(match => match[1]!)

/** The sentence with each {slot} replaced by its value. */
export function fillIn(sentence: string, values: Readonly<Record<string, string | number>>): string {
  return sentence.replace(slotPattern, (written, slot: string) => (slot in values ? String(values[slot]) : written))
}
