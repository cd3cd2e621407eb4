/**
 * Decap's English messages that the parish's editors see reworded: plainer, and pointing at what to do. Keys are
 * Decap's own (decap-cms-locales, "en"); everything else keeps Decap's wording.
 */
export const plainEnglish = {
  collection: {
    collectionTop: {
      // Decap 3.16's English reads "＋ event" (a full-width plus), and "Create entry of type event" to a screen reader.
      newButton: "New %{collectionLabel}",
      newButtonAriaLabel: "New %{collectionLabel}",
    },
  },
  ui: {
    toast: {
      // The details are the save check's lines, each after the field's label (save-check.ts).
      onFailToPersist: "Not saved: %{details}",
      missingRequiredField: "Not saved: a box marked in red needs filling in.",
    },
  },
}

type Phrases = { [key: string]: string | Phrases }

/** Decap's phrases with `changes` laid over them, key by key. */
export function withPhrases(phrases: Record<string, unknown>, changes: Phrases): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...phrases }
  for (const [key, change] of Object.entries(changes)) {
    const current = merged[key]
    merged[key] =
      typeof change === "string"
        ? change
        : withPhrases(
            typeof current === "object" && current !== null ? (current as Record<string, unknown>) : {},
            change,
          )
  }
  return merged
}
