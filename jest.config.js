/** Unit tests (jest); the browser tests are Playwright's, under __tests__/e2e. */
module.exports = {
  transform: { "^.+\\.m?[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  // .mts: Netlify's own functions (netlify/functions/) are ES modules.
  moduleFileExtensions: ["js", "mjs", "cjs", "jsx", "ts", "mts", "tsx", "json", "node"],
  moduleNameMapper: {
    // TypeScript names an .mts module by its compiled name (.mjs); Jest loads the source.
    "^(.*/netlify/functions/.*)\\.mjs$": "$1.mts",
    ".+\\.(css|styl|less|sass|scss)$": "identity-obj-proxy",
    ".+\\.(jpg|jpeg|png|gif|webp|avif|svg|pdf|woff2)$": "<rootDir>/__mocks__/file-mock.js",
  },
  testMatch: ["<rootDir>/__tests__/unit/**/*.test.{ts,tsx}", "<rootDir>/plugins/*/__tests__/**/*.test.{ts,tsx}"],
  testPathIgnorePatterns: ["node_modules", "\\.cache", "<rootDir>/public"],
  // Published as ES modules only, so compiled like Gatsby's: github-slugger (the CONTENT.md test's anchors), raw-body.
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
