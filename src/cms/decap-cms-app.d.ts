// Decap's own types for `import CMS from "decap-cms-app"` (its CMS interface, from decap-cms-core). Decap declares
// them as ambient modules, which an `import` cannot name: hence the reference.
/// <reference types="decap-cms-app" />
