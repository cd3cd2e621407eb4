import type { Metric } from "web-vitals"

/**
 * Page-load metrics (spec §7): LCP, CLS, INP, FCP and TTFB from the web-vitals
 * library. Loaded lazily once the page is idle, so it never adds to the
 * first-visit JavaScript. Shown in the console during development; sent
 * nowhere unless GATSBY_WEB_VITALS_URL is set at build time (then each metric
 * is posted there with navigator.sendBeacon; add that origin to the CSP's
 * connect-src in netlify.toml).
 */
const reportingUrl = process.env.GATSBY_WEB_VITALS_URL

function report(metric: Metric) {
  if (process.env.NODE_ENV === "development") {
    console.info(`[web-vitals] ${metric.name} ${Math.round(metric.value * 100) / 100} (${metric.rating})`)
  }
  if (reportingUrl) {
    const body = JSON.stringify({
      name: metric.name,
      value: metric.value,
      rating: metric.rating,
      id: metric.id,
      page: window.location.pathname,
    })
    navigator.sendBeacon(reportingUrl, body)
  }
}

export function measureWebVitalsWhenIdle() {
  const start = () =>
    import(/* webpackChunkName: "web-vitals" */ "web-vitals").then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      for (const measure of [onCLS, onFCP, onINP, onLCP, onTTFB]) measure(report)
    })
  if ("requestIdleCallback" in window) window.requestIdleCallback(start, { timeout: 5000 })
  else setTimeout(start, 3000)
}
