import { recipientsFromPeople, type Recipient } from "./recipients"

/**
 * The contact-form recipients as the content lists them, for the endpoint.
 *
 * A Gatsby Function cannot query the GraphQL data layer, and on Netlify it runs
 * without the data/ folder beside it, so webpack bundles the people entries
 * into the function when the site is built (require.context). The form reads
 * the same entries through GraphQL, so both always offer and accept the same
 * five people. Server-only: this module exists only in a webpack build (Jest
 * tests replace it, see __tests__/unit/contact-*.test.ts).
 */
interface WebpackContext {
  keys(): string[]
  (id: string): unknown
}
declare const require: NodeJS.Require & {
  context(directory: string, useSubdirectories: boolean, pattern: RegExp): WebpackContext
}

export function contentRecipients(): Recipient[] {
  const people = require.context("../../data/people", false, /\.json$/)
  return recipientsFromPeople(people.keys().map(key => people(key) as Record<string, unknown>))
}
