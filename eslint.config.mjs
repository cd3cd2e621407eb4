// ESLint for the whole project: TypeScript (typescript-eslint), React's rules of hooks and accessibility rules for JSX,
// and no words in components. `npm run lint` runs it with no warnings allowed; the import graph's layers are
// dependency-cruiser's (.dependency-cruiser.cjs).
import js from "@eslint/js"
import jsxA11y from "eslint-plugin-jsx-a11y"
import react from "eslint-plugin-react"
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
      "src/generated/",
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
    // Rules that read the types (a project-wide program, so no cache: a change in one file can matter in another).
    files: ["**/*.{ts,tsx,mts}"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-unnecessary-type-assertion": "error",
      "@typescript-eslint/no-floating-promises": "error",
    },
  },
  {
    files: ["**/*.tsx"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    // Every word a visitor sees or hears is content (docs/content-pipeline.md, "Page text and shared words"): a page's in its file in
    // data/pages/, a group's in data/groups/, the words many pages share in data/wording/wording.json. Components,
    // pages and templates keep structure and behaviour, so a parish can reword anything without touching code. Only
    // punctuation and symbols may be written in them. The CMS (src/cms) is left out: its forms are for editors and its
    // English is Decap's (reworded in src/cms/phrases.ts); so are the tests, which state what they expect.
    files: ["src/components/**/*.tsx", "src/pages/**/*.tsx", "src/templates/**/*.tsx"],
    plugins: { react },
    rules: {
      // Text between tags, and strings and template literals put there ({"Menu"}, {`About ${name}`}).
      "react/jsx-no-literals": [
        "error",
        { noStrings: true, ignoreProps: true, allowedStrings: ["·", "–", "|", "×", "“", "”", "↑"] },
      ],
      "no-restricted-syntax": [
        "error",
        // The attributes that carry words: alt text, spoken names, titles, and the labels components and scripts show.
        ...[
          "> Literal[value=/[A-Za-z]/]",
          "> JSXExpressionContainer > Literal[value=/[A-Za-z]/]",
          "> JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/[A-Za-z]/]",
        ].map(value => ({
          selector: `JSXAttribute[name.name=/^(alt|title|label|heading|placeholder|aria-(label|description|roledescription|valuetext|placeholder)|data-(\\w+-)*(label|title))$/] ${value}`,
          message: "Words in an attribute belong in data/ (a page's file or data/wording/wording.json), not in code.",
        })),
        // Words chosen between tags: {shown ? "Yes" : "No"}, {missing && "Not given"}.
        ...["Literal[value=/[A-Za-z]/]", "TemplateLiteral > TemplateElement[value.raw=/[A-Za-z]/]"].map(words => ({
          selector: `:matches(JSXElement, JSXFragment) > JSXExpressionContainer > :matches(ConditionalExpression, LogicalExpression) > ${words}`,
          message: "Words chosen in JSX belong in data/ (a page's file or data/wording/wording.json), not in code.",
        })),
      ],
    },
  },
  {
    // Jest's globals where Jest runs the code: the tests, their mocks and setup files.
    files: ["__tests__/**", "__mocks__/**", "plugins/*/__tests__/**", "loadershim.js"],
    languageOptions: { globals: globals.jest },
  },
  {
    // CommonJS files (Jest's configuration and mocks, the Lambda harness).
    files: ["**/*.{js,cjs}"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
)
