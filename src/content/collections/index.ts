import type { AnyCollection } from "../collection"
import { activities } from "./activities"
import { bookings } from "./bookings"
import { downloads } from "./downloads"
import { events } from "./events"
import { groups } from "./groups"
import { menu } from "./menu"
import { notices } from "./notices"
import { pages } from "./pages"
import { people } from "./people"
import { redirects } from "./redirects"
import { services } from "./services"
import { siteFacts } from "./site"
import { terms } from "./terms"
import { venues } from "./venues"
import { wording } from "./wording"

/**
 * Every content collection, each defined in its own file (schema, computed fields, rules, which entries the site
 * shows). This list is the one place the build, the GraphQL schema, the CMS and the content check learn what
 * content exists; they read each collection through its definition and never by its folder's name.
 */
export const collections: readonly AnyCollection[] = [
  pages,
  events,
  people,
  services,
  activities,
  terms,
  bookings,
  venues,
  downloads,
  notices,
  groups,
  siteFacts,
  menu,
  wording,
  redirects,
]

/** The collection behind a folder of data/ (Decap names its collections by folder). */
export const collectionByFolder = (folder: string): AnyCollection | undefined =>
  collections.find(collection => collection.folder === folder)
