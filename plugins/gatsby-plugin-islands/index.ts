// What the site's components use: an island's root records that the page rendered it.
export { useIslandRendered } from "./rendered-islands"
