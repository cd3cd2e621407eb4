export { wrapPageElement } from "./src/wrap-page-element"
export { onRenderBody, wrapRootElement } from "./src/emotion-ssr"
