// Decap's own types for `import CMS from "decap-cms-app"` (its CMS interface, from decap-cms-core), from the package
// the CMS bundles (cms-runtime, beside React 19), which the site's own resolution does not reach. Decap declares them
// as ambient modules, which an `import` cannot name: hence the reference.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- see above
/// <reference path="../../cms-runtime/node_modules/decap-cms-app/index.d.ts" />
