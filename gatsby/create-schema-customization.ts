import type { GatsbyNode } from "gatsby"
import { collections } from "../src/content/collections"
import { computedFieldsOf } from "./computed-fields"
import { contentEntryTypeDefs } from "./content-nodes"
import { fileDrawingField } from "./drawing-field"
import { collectionTypes, sharedInterfaceTypes } from "./graphql-types"
import { photoBesideEntry } from "./photo-beside-entry"

/** Each collection's GraphQL types, declared from its schema, with its computed fields beside them. */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions, schema }) => {
  actions.createFieldExtension(photoBesideEntry)
  actions.createTypes([
    // The build's "now" (gatsby-config's siteMetadata), which the footer's year comes from.
    `type SiteSiteMetadata { builtAt: String! }`,
    `type Site implements Node { siteMetadata: SiteSiteMetadata! }`,
    contentEntryTypeDefs,
    schema.buildObjectType(fileDrawingField),
    ...sharedInterfaceTypes().map(({ isInterface: _shared, ...type }) => schema.buildInterfaceType(type)),
    ...collections.flatMap(collection =>
      collectionTypes(collection).map(({ isInterface, ...type }) => {
        if (isInterface) return schema.buildInterfaceType(type)
        // A node type gets the collection's computed fields beside the fields of its files.
        const fields = type.interfaces ? { ...type.fields, ...computedFieldsOf(collection) } : type.fields
        return schema.buildObjectType({ ...type, fields })
      }),
    ),
  ])
}
