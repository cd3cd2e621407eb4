import type { z } from "zod"
import { downloadSchema } from "./downloads"
import { eventSchema } from "./events"
import { groupSchema } from "./groups"
import { menuSchema } from "./menu"
import { noticeSchema } from "./notices"
import { personSchema } from "./people"
import { serviceSchema } from "./services"
import { siteFactsSchema } from "./site"
import { venueSchema } from "./venues"

/**
 * Every content collection: a folder under data/, the GraphQL type its files
 * become, and the zod schema every file must pass. This list is the one place
 * the build, the GraphQL schema and the content check learn what content exists.
 */
export interface Collection {
  /** folder under data/ */
  folder: string
  /** GraphQL node type for its entries */
  typeName: string
  schema: z.ZodType
  /** "many": one JSON file per entry; "single": exactly one JSON file */
  shape: "many" | "single"
}

export const collections = [
  { folder: "events", typeName: "Event", schema: eventSchema, shape: "many" },
  { folder: "people", typeName: "Person", schema: personSchema, shape: "many" },
  { folder: "services", typeName: "Service", schema: serviceSchema, shape: "many" },
  { folder: "venues", typeName: "Venue", schema: venueSchema, shape: "many" },
  { folder: "downloads", typeName: "Download", schema: downloadSchema, shape: "many" },
  { folder: "notices", typeName: "Notice", schema: noticeSchema, shape: "many" },
  { folder: "groups", typeName: "GroupPanel", schema: groupSchema, shape: "many" },
  { folder: "site", typeName: "SiteFacts", schema: siteFactsSchema, shape: "single" },
  { folder: "menu", typeName: "Menu", schema: menuSchema, shape: "single" },
] as const satisfies readonly Collection[]

export type CollectionFolder = (typeof collections)[number]["folder"]

export const collectionByFolder = (folder: string): Collection | undefined =>
  collections.find(collection => collection.folder === folder)
