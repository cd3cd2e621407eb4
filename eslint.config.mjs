// ESLint for the whole project: TypeScript (typescript-eslint), React's rules of hooks and accessibility rules for JSX.
// `npm run lint` runs it with no warnings allowed; the import graph's layers are dependency-cruiser's (.dependency-cruiser.cjs).
import js from "@eslint/js"
import jsxA11y from "eslint-plugin-jsx-a11y"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"
import tseslint from "typescript-eslint"

export default tseslint.config(
  {
    ignores: [
      "public/",
      ".cache/",
      ".netlify/",
      "node_modules/",
      "scratch/",
      "static/",
      "bench-results/",
      "test-results/",
      "playwright-report/",
      "src/gatsby-types.d.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,mts,js,mjs,cjs}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // Unused arguments named with a leading underscore are kept on purpose (positional parameters).
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["**/*.tsx"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    // CommonJS files (Jest's configuration and mocks, the Lambda harness).
    files: ["**/*.{js,cjs}"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
)
