import { z } from "zod"
import { defineCollection, type ContentProblem, type Entry } from "../collection"
import { matching } from "../fields"

/**
 * Old addresses that lead on to another page: one file, data/redirects/redirects.json. When a page is retired (its
 * file deleted), a redirect from its address keeps old links, bookmarks and search results working. The build hands
 * each to Gatsby's createRedirect (gatsby/create-pages.ts): Netlify's adapter writes them to Netlify's redirects, and
 * the local preview (scripts/preview-server.ts) follows them too.
 */

/** The address whose page is gone: "/" then anything without spaces, e.g. "/amazon-smile" or "/Giving.html". */
const oldAddress = /^\/[^\s?#]*$/
/** Where it leads: a page of this site ("/passive-giving") or a full outside address ("https://…"). */
const newAddress = /^(?:\/[^\s?#]*|https:\/\/[^\s/]+\.[^\s]+)$/

export const redirectSchema = z.strictObject({
  from: matching(oldAddress, 'must be an address on this site: "/" then its name, e.g. "/amazon-smile"')
    .describe('the old address, whose page is no longer on the site, e.g. "/amazon-smile"')
    .meta({ title: "Old address" }),
  to: matching(
    newAddress,
    'must be a page of this site, e.g. "/passive-giving", or a full web address starting with https://',
  )
    .describe('where visitors go instead: a page of this site, e.g. "/passive-giving", or an outside https:// address')
    .meta({ title: "Goes to" }),
})

export const redirectsSchema = z.strictObject({
  redirects: z
    .array(redirectSchema)
    .describe("one line per retired address; leave the list empty when there are none")
    .meta({ title: "Redirects", itemTitle: "redirect" }),
})

export type Redirect = z.infer<typeof redirectSchema>

/** The old addresses the redirects answer: a link in the content may still lead to one. */
export const retiredAddresses = (entries: readonly Entry<z.infer<typeof redirectsSchema>>[]): Set<string> =>
  new Set(entries.flatMap(entry => entry.data.redirects.map(redirect => redirect.from)))

/**
 * What to do about a link to an address that is no page of the site: most often the page was deleted and the link
 * left behind, which a redirect of the old address can also mend.
 */
export const fixForNoSuchPage = (address: string, routes: ReadonlySet<string>) =>
  `if its page was deleted, remove this link, or send the old address on to another page in data/redirects/redirects.json ({"from": "${address}", "to": "/…"}); otherwise check the address, or add the page first (a group's page is a file in data/groups/); the pages are ${[...routes].sort().join(", ")}`

/** The redirects held by the build's nodes of this collection, for createRedirect. */
export const redirectsOf = (nodes: readonly Record<string, unknown>[]): Redirect[] =>
  nodes.flatMap(node => z.array(redirectSchema).safeParse(node.redirects).data ?? [])

export const redirects = defineCollection({
  folder: "redirects",
  typeName: "Redirects",
  label: "Redirects",
  labelSingular: "redirects",
  description:
    "Old addresses of pages that are gone, each sent on to another page, so old links and bookmarks still work.",
  shape: { kind: "single" },
  schema: redirectsSchema,
  rules: (entries, { routes }) =>
    entries.flatMap(({ file, data }) =>
      data.redirects.flatMap((redirect, index): ContentProblem[] => {
        const field = `redirects[${index}]`
        const earlier = data.redirects.findIndex(other => other.from === redirect.from)
        return [
          ...(earlier < index
            ? [
                {
                  file,
                  field: `${field}.from`,
                  message: `${redirect.from} is already sent on by redirects[${earlier}]; keep one of the two`,
                },
              ]
            : []),
          ...(routes.has(redirect.from)
            ? [
                {
                  file,
                  field: `${field}.from`,
                  message: `${redirect.from} is a page of this site, which a redirect would hide; remove this redirect, or delete the page's file first`,
                },
              ]
            : []),
          ...(redirect.to.startsWith("/") && !routes.has(redirect.to)
            ? [
                {
                  file,
                  field: `${field}.to`,
                  message: `${redirect.to} is not a page of this site; send it to one of the site's pages (the pages are ${[...routes].sort().join(", ")}) or to an outside https:// address`,
                },
              ]
            : []),
        ]
      }),
    ),
})
