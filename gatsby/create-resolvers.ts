import type { GatsbyNode } from "gatsby"
import { imagePresets, type ImagePresetName } from "../src/theme/images"

interface ResolveInfo {
  schema: {
    getType(name: string): { getFields(): Record<string, { resolve: (...args: unknown[]) => unknown }> } | undefined
  }
}

/**
 * `File.image(preset: ...)`: the gatsby-plugin-image data for a photo at one of
 * the theme's named sizes, fixed layout, 1x and 2x, AVIF + WebP + the original
 * format. It hands the preset's size to gatsby-transformer-sharp's own
 * gatsbyImageData resolver, so images are processed exactly as usual.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    File: {
      image: {
        type: "GatsbyImageData",
        args: { preset: "ImagePreset!" },
        async resolve(
          file: { children?: string[] },
          { preset }: { preset: ImagePresetName },
          context: { nodeModel: { getNodeById(args: { id: string }): { internal: { type: string } } | null } },
          info: ResolveInfo,
        ) {
          const imageSharp = (file.children ?? [])
            .map(id => context.nodeModel.getNodeById({ id }))
            .find(child => child?.internal.type === "ImageSharp")
          if (!imageSharp) return null
          const gatsbyImageData = info.schema.getType("ImageSharp")?.getFields().gatsbyImageData
          if (!gatsbyImageData) return null
          // Argument values as gatsby-transformer-sharp's enums hold them internally.
          return gatsbyImageData.resolve(
            imageSharp,
            {
              layout: "fixed",
              ...imagePresets[preset],
              formats: ["", "webp", "avif"],
              placeholder: "dominantColor",
              quality: 80,
            },
            context,
            info,
          )
        },
      },
    },
  })
}
