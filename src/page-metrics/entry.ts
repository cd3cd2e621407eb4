import { cameInTime } from "../../plugins/gatsby-plugin-islands/browser"
import { measurePageMetrics } from "."

// The bundle's entry: src/page-metrics/index.ts is kept free of side effects, as the standalone script's is. A copy
// that came after the standalone script gave up on it does nothing.
if (cameInTime(document)) measurePageMetrics()
