/** gatsby-transformer-json ships no types; gatsby/on-create-node.ts calls its node API with a checked entry. */
declare module "gatsby-transformer-json/gatsby-node" {
  import type { CreateNodeArgs, Node } from "gatsby"
  export function onCreateNode(
    args: CreateNodeArgs<Node>,
    options: { typeName: (args: { node: Node }) => string },
  ): Promise<void>
}
