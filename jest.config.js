/**
 * Jest's three sets of tests, as projects (`jest --selectProjects <name>`):
 * - unit: fast tests, each file about a second or less; `npm run check` runs them before every commit.
 * - slow: suites that take many seconds (fuzzing, soak and long delivery runs); `npm test` runs them.
 * - netlify: checks of the offline Netlify build, which `npm run test:netlify` makes first.
 * The browser tests are Playwright's, under __tests__/e2e.
 */
const shared = {
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
  // Published as ES modules only, so compiled like Gatsby's: github-slugger (the docs-links test's anchors), raw-body.
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link|github-slugger|raw-body)/)"],
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
  projects: [
    {
      ...shared,
      displayName: "unit",
      testMatch: ["<rootDir>/__tests__/unit/**/*.test.{ts,tsx}", "<rootDir>/plugins/*/__tests__/**/*.test.{ts,tsx}"],
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
