import * as React from "react"
import { renderToString } from "react-dom/server"
import createCache from "@emotion/cache"
import { CacheProvider } from "@emotion/react"
import createEmotionServer from "@emotion/server/create-instance"
import type { GatsbySSR } from "gatsby"

/**
 * Each page's body rendered with React's `renderToString`, and its emotion CSS put in its head, as emotion's server
 * rendering guide does it: the page renders into a cache of its own, and `extractCriticalToChunks` takes the rules its
 * HTML uses, which needs the whole HTML as one string. Emotion would otherwise write `<style>` tags into the body,
 * before the elements they style (invalid HTML in places, and a later first paint). The pages wait for no data while
 * rendering, so `renderToString` renders them all.
 */
export const replaceRenderer = (({ bodyComponent, replaceBodyHTMLString, setHeadComponents }) => {
  // The key stays "css", emotion's browser default: emotion in a browser adopts tags under its own key, so a page
  // that hydrates with emotion's runtime writes none of these rules again under other class names. No vendor
  // prefixes (stylis' prefixer writes -webkit-box, -ms-flexbox... beside every flex and grid rule): the browsers the
  // site supports read the standard properties, and the head's CSS stays a third smaller, inside the first 14 KB.
  const cache = createCache({ key: "css", stylisPlugins: [] })
  // Made before rendering: it marks the cache so that emotion collects the styles instead of writing them inline.
  const { extractCriticalToChunks } = createEmotionServer(cache)
  const html = renderToString(<CacheProvider value={cache}>{bodyComponent}</CacheProvider>)
  replaceBodyHTMLString(html)
  setHeadComponents(
    // The tags emotion's `constructStyleTagsFromChunks` writes, as React elements for Gatsby's head.
    extractCriticalToChunks(html).styles.map(({ key, ids, css }) => {
      const name = `${key} ${ids.join(" ")}`
      return <style key={name} data-emotion={name} dangerouslySetInnerHTML={{ __html: css }} />
    }),
  )
}) satisfies GatsbySSR["replaceRenderer"]

/** Whether a head component is one of the page's style tags, as `replaceRenderer` makes them. */
export const isPageCss = (component: React.ReactNode): boolean =>
  React.isValidElement<{ "data-emotion"?: string }>(component) && component.props["data-emotion"] !== undefined
