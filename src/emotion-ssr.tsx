import * as React from "react"
import createCache from "@emotion/cache"
import { CacheProvider } from "@emotion/react"
import createEmotionServer from "@emotion/server/create-instance"
import type { RenderBodyArgs, WrapRootElementNodeArgs } from "gatsby"

/**
 * Server rendering puts each page's critical CSS in the <head> instead of
 * emotion's default <style> tags in the body (invalid HTML in places, and a
 * later first paint). Each page gets its own cache during SSR; after the body is
 * rendered its styles are extracted into head tags. The key must stay "css",
 * emotion's browser default, so the browser adopts these tags on hydration
 * instead of inserting the rules again under other class names.
 */
type EmotionServer = ReturnType<typeof createEmotionServer>
const serversByPage = new Map<string, EmotionServer>()

export const wrapRootElement = ({ element, pathname }: WrapRootElementNodeArgs & { pathname?: string }) => {
  // Gatsby also wraps the Head export, with no page path: that needs no styles.
  if (!pathname) return element
  // No vendor prefixes (stylis' prefixer writes -webkit-box, -ms-flexbox... beside every flex and grid rule):
  // the browsers the site supports read the standard properties, and the head's CSS stays a third smaller,
  // inside the first 14 KB. Class names hash the styles themselves, so the browser's cache still adopts these.
  const cache = createCache({ key: "css", stylisPlugins: [] })
  // Creating the server first marks the cache so emotion collects styles instead of inlining them.
  serversByPage.set(pathname, createEmotionServer(cache))
  return <CacheProvider value={cache}>{element}</CacheProvider>
}

export const onRenderBody = ({ pathname, setHeadComponents, ...args }: RenderBodyArgs) => {
  const server = serversByPage.get(pathname)
  // bodyHtml is passed to onRenderBody but is missing from its TypeScript type.
  const bodyHtml = (args as { bodyHtml?: string }).bodyHtml
  if (!server || bodyHtml === undefined) return
  serversByPage.delete(pathname)
  const { styles } = server.extractCriticalToChunks(bodyHtml)
  setHeadComponents(
    styles.map(style => (
      <style
        key={style.key + style.ids.join(" ")}
        data-emotion={`${style.key} ${style.ids.join(" ")}`}
        dangerouslySetInnerHTML={{ __html: style.css }}
      />
    )),
  )
}
