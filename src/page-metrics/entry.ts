import { measurePageMetrics } from "."

// The bundle's entry: src/page-metrics/index.ts is kept free of side effects, as the standalone script's is.
measurePageMetrics()
