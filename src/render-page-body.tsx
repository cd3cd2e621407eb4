import { renderToString } from "react-dom/server"
import type { GatsbySSR } from "gatsby"

/**
 * Each page's body rendered with React's `renderToString` instead of Gatsby's default `renderToPipeableStream`.
 * React 18's stream writes its HTML in 2 KB pieces, and where a character of two or more bytes (the no-break space
 * in "5.5 m", "×", "£", "é") does not fit at the end of a piece it sends the unused byte as a NUL: invalid HTML, and
 * shown as "�" inside an attribute (React issue #24985, fixed only in React 19, which Gatsby 5 does not support).
 * `renderToString` writes one string. The pages wait for no data while rendering, so it renders them all.
 */
export const replaceRenderer = (({ bodyComponent, replaceBodyHTMLString }) => {
  replaceBodyHTMLString(renderToString(bodyComponent))
}) satisfies GatsbySSR["replaceRenderer"]
