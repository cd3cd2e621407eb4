import type { GatsbyNode } from "gatsby"
import { collections } from "../src/content/collections"
import { imagePresets } from "../src/theme/images"
import { computedFieldsOf } from "./computed-fields"
import { collectionTypes } from "./graphql-types"

/** Each collection's GraphQL types, declared from its schema, with its computed fields beside them. */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions, schema }) => {
  actions.createTypes([
    `enum ImagePreset { ${Object.keys(imagePresets).join(" ")} }`,
    ...collections.flatMap(collection => {
      const [entryType, ...nested] = collectionTypes(collection)
      return [
        schema.buildObjectType({ ...entryType!, fields: { ...entryType!.fields, ...computedFieldsOf(collection) } }),
        ...nested.map(type => schema.buildObjectType(type)),
      ]
    }),
  ])
}
