/** A page's query data with the entries it needs there. */
export type Loaded<Data, Key extends keyof Data> = Data & { [Field in Key]: NonNullable<Data[Field]> }

/**
 * A page's query data once the entries it needs (its words, site.json…) are there; otherwise undefined, and the page
 * and its head render nothing. A build never gets that far without them (the content check stops it first); under
 * `npm start` a file can be missing, or half rewritten, for a moment, and the content check's box names it meanwhile.
 */
export function loaded<Data, Key extends keyof Data>(data: Data, ...keys: Key[]): Loaded<Data, Key> | undefined {
  // Each key was looked at just now: the one place the narrower type is claimed.
  return keys.every(key => data[key] != null) ? (data as Loaded<Data, Key>) : undefined
}
