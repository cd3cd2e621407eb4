import { closest, distance } from "fastest-levenshtein"

/**
 * The name a mistyped one most likely meant ("tgas" → "tags", "event" → "events"), when one is close enough: at most
 * two letters apart, or a quarter of the name's letters for a long name. Case is ignored. One rule for every "did you
 * mean" the content check offers, so a field and a folder misspelt alike are answered alike.
 */
export function closestName(typed: string, names: readonly string[]): string | undefined {
  if (!names.length) return undefined
  const lower = typed.toLowerCase()
  const meant = closest(
    lower,
    names.map(name => name.toLowerCase()),
  )
  const index = names.findIndex(name => name.toLowerCase() === meant)
  const name = names[index]
  return name !== undefined && distance(lower, meant) <= Math.max(2, Math.floor(meant.length / 4)) ? name : undefined
}
