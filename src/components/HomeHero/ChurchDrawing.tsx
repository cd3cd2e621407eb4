import * as React from "react"
import { colors } from "../../theme"

/**
 * The hero's stand-in until the editors add a photo: the church drawn flat in
 * the site's colours, in the same style as the placeholder photos
 * (tools/placeholders/scenes.ts). Decorative: it says nothing the page does not.
 */
export function ChurchDrawing() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 600 400"
      preserveAspectRatio="xMidYMax slice"
      css={{ display: "block", width: "100%", height: "100%" }}
    >
      <rect width="600" height="400" fill={colors.primaryTint} />
      <circle cx="470" cy="110" r="58" fill={colors.highlight} opacity="0.55" />
      <path d="M0 330 Q150 290 300 320 T600 310 V400 H0 Z" fill={colors.border} />
      <path d="M0 360 Q200 330 420 350 T600 345 V400 H0 Z" fill={colors.accent} opacity="0.35" />
      {/* the tower and spire */}
      <rect x="150" y="150" width="70" height="190" fill={colors.primary} />
      <path d="M140 152 L185 40 L230 152 Z" fill={colors.primaryDark} />
      <path d="M172 210 a13 13 0 0 1 26 0 v34 h-26 Z" fill={colors.highlight} />
      {/* the nave, its roof and windows */}
      <path d="M215 210 L330 150 L445 210 Z" fill={colors.primaryDark} />
      <rect x="220" y="208" width="220" height="132" fill={colors.primary} />
      {[250, 300, 350, 400].map(x => (
        <path key={x} d={`M${x} 270 a12 12 0 0 1 24 0 v34 h-24 Z`} fill={colors.primaryTint} opacity="0.9" />
      ))}
      <path d="M168 340 v-40 a17 17 0 0 1 34 0 v40 Z" fill={colors.paperTint} />
      {/* trees */}
      <circle cx="500" cy="300" r="34" fill={colors.primaryDark} opacity="0.35" />
      <rect x="496" y="310" width="8" height="36" fill={colors.primaryDark} opacity="0.5" />
      <circle cx="70" cy="305" r="26" fill={colors.primaryDark} opacity="0.3" />
      <rect x="67" y="312" width="6" height="30" fill={colors.primaryDark} opacity="0.45" />
    </svg>
  )
}
