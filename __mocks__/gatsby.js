// Gatsby's unit-testing recipe: real Gatsby internals are replaced so components render in jsdom.
const React = require("react")
const gatsby = jest.requireActual("gatsby")

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link: jest.fn().mockImplementation(
    // Strip Gatsby-only props so they do not reach the DOM.
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- named only to be left out of `rest`
    ({ activeClassName, activeStyle, getProps, innerRef, partiallyActive, ref, replace, to, ...rest }) =>
      React.createElement("a", { ...rest, href: to }),
  ),
  Slice: jest.fn().mockImplementation(({ alias, ...rest }) =>
    React.createElement("div", { ...rest, "data-test-slice-alias": alias }),
  ),
  useStaticQuery: jest.fn(),
}
