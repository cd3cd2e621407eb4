import type { GatsbyNode } from "gatsby"
import { imagePresets } from "../src/theme/images"
import { computedFields } from "./computed-fields"
import { allCollectionTypes } from "./graphql-types"

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions, schema }) => {
  actions.createTypes([
    `enum ImagePreset { ${Object.keys(imagePresets).join(" ")} }`,
    ...allCollectionTypes().map(type =>
      schema.buildObjectType({
        ...type,
        fields: { ...type.fields, ...(computedFields as Record<string, object>)[type.name] },
      }),
    ),
  ])
}
