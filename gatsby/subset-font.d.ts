/** subset-font ships no types (and @types/subset-font lacks its later options): the documented API of 2.9. */
declare module "subset-font" {
  interface SubsetFontOptions {
    targetFormat?: "sfnt" | "woff" | "woff2" | "truetype"
    preserveNameIds?: number[]
    keepFeatures?: string[]
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>
    keepAllGlyphs?: boolean
    noLayoutClosure?: boolean
    glyphNames?: boolean
    noHinting?: boolean
    dropTables?: string[]
  }
  function subsetFont(buffer: Buffer, text: string | undefined, options?: SubsetFontOptions): Promise<Buffer>
  export = subsetFont
}
