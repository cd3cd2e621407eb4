/**
 * Every size an image is shown at, in CSS pixels. Queries ask for an image by
 * preset name (e.g. `portrait { image(preset: PORTRAIT) }`) and the build makes
 * a 1x and a 2x variant of exactly this size in AVIF, WebP and the original
 * format, so no page or query hard-codes a size.
 * Sizes from docs/requirements.md#pictures where it gives them.
 */
export const imagePresets = {
  /** Who's Who and safeguarding contact cards */
  PORTRAIT: { width: 128, height: 128 },
  /** drop-down menu tiles (Community, The Church) */
  MENU_TILE: { width: 256, height: 192 },
  /** mega-menu tile (Social: Children's Clubs) */
  MEGA_TILE: { width: 500, height: 250 },
  /** mega-menu thumbnails for groups */
  GROUP_THUMB: { width: 76, height: 64 },
  /** passive-giving scheme logos */
  GIVING_LOGO: { width: 100, height: 34 },
  /** photos beside each regular service */
  SERVICE: { width: 360, height: 240 },
  /** an event's own photo on News & Events (16:9) */
  EVENT: { width: 640, height: 360 },
  /** venue photos on Venues & Hall Hire */
  VENUE: { width: 360, height: 240 },
  /** the parish logo beside the site title, in the header and footer */
  BRAND_LOGO: { width: 56, height: 56 },
  /** footer: the Eco Church award badge */
  ECO_AWARD: { width: 120, height: 120 },
  /** footer: the diocese logo */
  DIOCESE_LOGO: { width: 180, height: 60 },
  /** Home's hero photo: fills its column, up to this size (constrained, not fixed) */
  HERO: { width: 720, height: 480, layout: "constrained" },
  /** home page QR code */
  QR_CODE: { width: 160, height: 160 },
  /** event icons /images/service-types/{serviceType}.png (the files are 160x160, so sharp at 2x) */
  SERVICE_TYPE_ICON: { width: 64, height: 64 },
  /** this week's readings thumbnail on News & Events (the file is 300x424) */
  READINGS_THUMB: { width: 150, height: 212 },
} as const satisfies Record<string, { width: number; height: number; layout?: "constrained" }>

export type ImagePresetName = keyof typeof imagePresets
