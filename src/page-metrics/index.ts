import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from "web-vitals"

/**
 * Page-load metrics (docs/requirements.md#loading): LCP, CLS, INP, FCP and TTFB from the web-vitals library. A built page loads this
 * script of its own once the page is idle (gatsby-plugin-islands' idle script), so it never adds to the first-visit
 * JavaScript. Shown in the console during development; sent nowhere unless GATSBY_WEB_VITALS_URL is set at build
 * time (then each metric is posted there with navigator.sendBeacon; add that origin to the CSP's connect-src in
 * netlify.toml).
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

/** Starts measuring; web-vitals reads what the browser buffered before it came, so loading late loses nothing. */
export function measurePageMetrics(): void {
  for (const measure of [onCLS, onFCP, onINP, onLCP, onTTFB]) measure(report)
}
