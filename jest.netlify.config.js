/**
 * Checks of what Netlify would deploy (`npm run test:netlify`): they read the offline Netlify build that
 * scripts/netlify-offline-build.ts makes first.
 */
const base = require("./jest.config")

module.exports = {
  ...base,
  testMatch: ["<rootDir>/__tests__/netlify/**/*.test.ts"],
  testEnvironment: "node",
  testTimeout: 60_000,
}
