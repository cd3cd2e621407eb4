import * as React from "react"
import { normalisePathname } from "../../pathname"

/**
 * Which menu entries are "current". A link is the current page when its route
 * is the address shown (or another address of the same screen, e.g.
 * /parish-news for /news-and-events); it is the current section when the
 * address sits under its route (e.g. /contact/thank-you under /contact).
 * Home ("/") is only ever current on an exact match.
 */
export type Currentness = "page" | "section" | undefined

/** Other addresses of a screen, each mapped to the screen's own route. */
export type RouteAliases = Readonly<Record<string, string>>

export { normalisePathname }

export function currentness(pathname: string, route: string, aliases: RouteAliases = {}): Currentness {
  const here = normalisePathname(pathname)
  const shown = aliases[here] ?? here
  if (shown === route) return "page"
  if (route !== "/" && shown.startsWith(`${route}/`)) return "section"
  return undefined
}

/** The aria-current value: "page" for the page itself, "true" for the section or menu that holds it. */
export const ariaCurrent = (value: Currentness): "page" | "true" | undefined =>
  value === "page" ? "page" : value === "section" ? "true" : undefined

/** The most current of several routes, e.g. for a drop-down that holds them all. */
export function currentnessOfAny(pathname: string, routes: readonly string[], aliases: RouteAliases = {}): Currentness {
  const values = routes.map(route => currentness(pathname, route, aliases))
  return values.includes("page") ? "page" : values.includes("section") ? "section" : undefined
}

/** The current address and its aliases, provided by the Layout to every menu link. */
export const CurrentPageContext = React.createContext<{ pathname: string; aliases: RouteAliases }>({
  pathname: "/",
  aliases: {},
})

export function useCurrentness(route: string | undefined): Currentness {
  const { pathname, aliases } = React.useContext(CurrentPageContext)
  return route === undefined ? undefined : currentness(pathname, route, aliases)
}
