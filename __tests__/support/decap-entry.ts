import { createRequire } from "node:module"

/** Decap's own Immutable.js, as the CMS's save listener receives an entry. */
const { fromJS } = createRequire(require.resolve("decap-cms-app"))("immutable") as {
  fromJS(value: unknown): { get(key: string): unknown; toJS(): unknown }
}

/** An entry being saved in the CMS, as Decap hands it to the preSave listener: its folder, file and data. */
export const decapEntry = (folder: string, data: Record<string, unknown>, file = `data/${folder}/x.json`) =>
  fromJS({ collection: folder, path: file, data }) as { get(key: string): unknown }
