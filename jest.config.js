/**
 * Jest's three sets of tests, as projects (`jest --selectProjects <name>`):
 * - unit: fast tests, each file about a second or less; `npm run check` runs them before every commit.
 * - slow: suites that take many seconds (fuzzing, soak and long delivery runs); `npm test` runs them.
 * - netlify: checks of the offline Netlify build, which `npm run test:netlify` makes first.
 * The browser tests are Playwright's, under __tests__/e2e.
 */
const shared = {
  // Per checkout, with the other tools' caches (ESLint's, TypeScript's): a fresh clone starts cold.
  cacheDirectory: "<rootDir>/node_modules/.cache/jest",
  transform: { "^.+\\.m?[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  // .mts: Netlify's own functions (netlify/functions/) are ES modules.
  moduleFileExtensions: ["js", "mjs", "cjs", "jsx", "ts", "mts", "tsx", "json", "node"],
  moduleNameMapper: {
    // TypeScript names an .mts module by its compiled name (.mjs); Jest loads the source.
    "^(.*/netlify/functions/.*)\\.mjs$": "$1.mts",
    ".+\\.(css|styl|less|sass|scss)$": "identity-obj-proxy",
    ".+\\.(jpg|jpeg|png|gif|webp|avif|svg|pdf|woff2)$": "<rootDir>/__mocks__/file-mock.js",
  },
  testPathIgnorePatterns: ["node_modules", "\\.cache", "<rootDir>/public"],
  // Compiled like the site's own code: Gatsby's browser and SSR runtime (gatsby/cache-dir, ES modules and JSX), its
  // config loader (a dynamic import(), which Jest runs only as a require; the islands plugin's tests load a config),
  // and the packages published as ES modules only: github-slugger (the docs-links test's anchors), raw-body. The rest
  // of Gatsby is published compiled: Babel over it would double a cold run.
  transformIgnorePatterns: [
    "node_modules/(?!(gatsby/cache-dir/|gatsby/dist/bootstrap/get-config-file\\.js|(gatsby-script|gatsby-link|github-slugger|raw-body)/))",
  ],
  globals: { __PATH_PREFIX__: "" },
  // Packages' Node builds in jsdom too: their "browser" builds are ES modules (yaml), which Jest would not load.
  testEnvironmentOptions: { url: "http://localhost", customExportConditions: ["node", "require", "default"] },
  setupFiles: [
    "<rootDir>/loadershim.js",
    "<rootDir>/__tests__/pin-site-now.ts",
    "<rootDir>/__tests__/share-site-security-headers.ts",
  ],
}

module.exports = {
  globalSetup: "<rootDir>/__tests__/write-checked-content.ts",
  projects: [
    {
      ...shared,
      displayName: "unit",
      testMatch: ["<rootDir>/__tests__/unit/**/*.test.{ts,tsx}", "<rootDir>/plugins/*/__tests__/**/*.test.{ts,tsx}"],
      // Each runs in about a second; the first test of a file also loads its libraries (sharp, zod, Gatsby), which
      // takes far longer than Jest's default 5 s on a busy 2-core machine.
      testTimeout: 20_000,
    },
    {
      ...shared,
      displayName: "slow",
      testMatch: ["<rootDir>/__tests__/slow/**/*.test.{ts,tsx}"],
      testTimeout: 300_000,
    },
    {
      ...shared,
      displayName: "netlify",
      testMatch: ["<rootDir>/__tests__/netlify/**/*.test.ts"],
      testEnvironment: "node",
      testTimeout: 60_000,
    },
  ],
}
