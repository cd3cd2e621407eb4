import { cspHashOf } from "./inline-scripts"

/** The attribute on the loader's tag that names the standalone script's file (the tag's other attributes go across). */
export const standaloneSourceAttribute = "data-src"

/**
 * The one inline script the plugin writes, in each page's head, where the standalone script's tag would be. It puts
 * that tag in its own place, with its own attributes (`data-src` as `src`), once the page has painted its first text
 * (where the browser does not report paints, as in Safari before 14.1, two frames on), so that on a page whose HTML
 * arrives before its first frame the script's request does not hold the text up. Coming from another page of the
 * site, where the script is in the browser's cache, the tag goes in at once, so the menus work and the cached web
 * fonts come in (src/standalone/web-fonts.ts) within moments of the first paint. Its text is the same on every page and in every
 * build, so the Content-Security-Policy allows it by its hash (netlify.toml; `__tests__/unit/build-output.test.ts`
 * holds the two together).
 */
export const standaloneLoader = [
  "(t=>{",
  "const d=document,",
  'load=()=>{const s=d.createElement("script");',
  `for(const a of t.attributes)s.setAttribute(a.name=="${standaloneSourceAttribute}"?"src":a.name,a.value);`,
  "t.replaceWith(s)},",
  "later=()=>setTimeout(load);",
  'if(d.referrer.startsWith(location.origin+"/"))load();',
  'else if(window.PerformanceObserver?.supportedEntryTypes?.includes("paint"))',
  'new PerformanceObserver((l,o)=>{l.getEntriesByName("first-contentful-paint").length&&(o.disconnect(),later())})',
  '.observe({type:"paint",buffered:!0});',
  "else requestAnimationFrame(()=>requestAnimationFrame(later))",
  "})(document.currentScript)",
].join("")

/** The loader's hash as a Content-Security-Policy source. */
export const standaloneLoaderHash = cspHashOf(standaloneLoader)
