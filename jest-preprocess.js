// The Gatsby unit-testing recipe's transformer. The Babel options live here, not in a
// babel.config.js, because Gatsby would pick that file up for the site build too.
const babelOptions = {
  presets: [
    ["babel-preset-gatsby", { reactRuntime: "automatic", reactImportSource: "@emotion/react" }],
    "@babel/preset-typescript",
  ],
}

module.exports = require("babel-jest").default.createTransformer(babelOptions)
