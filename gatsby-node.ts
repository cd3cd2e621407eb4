// Each Node API lives in its own module under gatsby/; this file only gathers them.
export { onPreBootstrap } from "./gatsby/on-pre-bootstrap"
export { createSchemaCustomization } from "./gatsby/create-schema-customization"
export { createResolvers } from "./gatsby/create-resolvers"
