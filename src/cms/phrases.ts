import { text } from "../content/fields"

/**
 * The content check's words for a text field left empty ("must not be empty"), read from the check itself, so that
 * the form's message for an empty box is the one a file gets and the guide (CONTENT.md) quotes.
 */
function emptyFieldWords(): string {
  const message = text("any text").safeParse("").error?.issues[0]?.message
  if (!message) throw new Error("The content check accepts an empty text field: the CMS has no words for an empty box")
  return message
}

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
  editor: {
    editorControlPane: {
      widget: {
        // Decap's read "Tags is required." and "Photo didn't match the pattern: …"; these are the check's, after the
        // box's label, as the save check's lines are (the pattern's words are the check's, from config.ts).
        required: `%{fieldLabel}: ${emptyFieldWords()}`,
        regexPattern: "%{fieldLabel}: %{pattern}",
      },
    },
  },
  ui: {
    toast: {
      // The details are the save check's lines, each after the field's label (save-check.ts).
      onFailToPersist: "Not saved: %{details}",
      // Decap's own checks (empty boxes, patterns, our date boxes) found something: each box says what, in red.
      missingRequiredField: "Not saved: put right the boxes marked in red, then save again.",
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
