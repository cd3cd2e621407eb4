/**
 * What a message is about, in words, and whether its verb is singular or plural: "the policy statement was due",
 * "the budget figures were due". The schema that names the thing says which, since no rule tells "figures" from
 * "news" or "the policy statement (reviewed once a year)".
 */
export type Subject = { one: string } | { many: string }

export const wordsOf = (subject: Subject): string => ("one" in subject ? subject.one : subject.many)

/** The word that agrees with the subject: `agree(subject, "was", "were")`, `agree(subject, "it", "them")`. */
export const agree = (subject: Subject, forOne: string, forMany: string): string =>
  "one" in subject ? forOne : forMany
