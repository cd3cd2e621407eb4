import * as React from "react"
import { borders, colors, fontSizes, layout, radii, space } from "../../theme"
import { buttonStyles } from "../Button"
import { ExternalLink } from "../ExternalLink"
import { domMarkers, scriptOwnedContent } from "../../dom-markers"

export interface MapPoint {
  latitude: number
  longitude: number
}

/** Half the width and height of the map around the church, in degrees: a few streets each way. */
const HALF_SPAN = { longitude: 0.006, latitude: 0.003 } as const

/** OpenStreetMap's embeddable map centred on `point`, with a marker there. */
export function openStreetMapEmbedUrl(point: MapPoint): string {
  const round = (value: number) => Number(value.toFixed(5))
  const bbox = [
    point.longitude - HALF_SPAN.longitude,
    point.latitude - HALF_SPAN.latitude,
    point.longitude + HALF_SPAN.longitude,
    point.latitude + HALF_SPAN.latitude,
  ].map(round)
  const params = new URLSearchParams({
    bbox: bbox.join(","),
    layer: "mapnik",
    marker: `${point.latitude},${point.longitude}`,
  })
  return `https://www.openstreetmap.org/export/embed.html?${params.toString()}`
}

export const mapFrameHeight = "22rem"

/** The map's words (data/pages/contact.md), its spoken name already filled in with the church's. */
export interface MapEmbedWords {
  /** the button, before and after it shows the map */
  show: string
  hide: string
  /** the plain link to the map website */
  open: string
  /** the map frame's title, which screen readers announce */
  frameTitle: string
}

/**
 * A map that costs nothing until wanted: nothing is fetched from
 * OpenStreetMap (no cookies, no tracking, no data) until the visitor presses
 * "Show the map". The plain "Open the map" link is always there, for anyone
 * who prefers their own map app or has no script (the button is hidden until
 * the standalone script runs, src/standalone/load-on-request.ts, so it is never
 * a button that does nothing). The script puts the iframe into the frame box,
 * and words the button from its data-show-label and data-hide-label.
 */
export function MapEmbed({ point, mapUrl, words }: { point: MapPoint; mapUrl: string; words: MapEmbedWords }) {
  return (
    <div {...{ [domMarkers.mapEmbed]: "" }}>
      <div css={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: space.md, marginBottom: space.md }}>
        {/* The site's one button look; hidden (by the attribute, which the button's display would override) until the script runs. */}
        <button
          type="button"
          hidden
          {...{ [domMarkers.mapToggle]: "" }}
          css={{ ...buttonStyles, "&[hidden]": { display: "none" } }}
          data-show-label={words.show}
          data-hide-label={words.hide}
          {...scriptOwnedContent(words.show)}
        />
        <ExternalLink
          href={mapUrl}
          css={{ display: "inline-flex", alignItems: "center", minHeight: layout.minTarget, fontSize: fontSizes.body }}
        >
          {words.open}
        </ExternalLink>
      </div>
      <div
        id="map-frame"
        {...{ [domMarkers.mapFrame]: "" }}
        data-src={openStreetMapEmbedUrl(point)}
        data-title={words.frameTitle}
        css={{
          "& iframe": {
            display: "block",
            width: "100%",
            height: mapFrameHeight,
            border: `${borders.hairline} solid ${colors.border}`,
            borderRadius: radii.md,
          },
        }}
        {...scriptOwnedContent()}
      />
    </div>
  )
}
