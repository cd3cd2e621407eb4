import { createRequire } from "node:module"
import path from "node:path"

/** Decap's own Immutable.js (in cms-runtime), as the CMS's save listener receives an entry. */
const { fromJS } = createRequire(path.resolve(__dirname, "../../cms-runtime/package.json"))("immutable") as {
  fromJS(value: unknown): { get(key: string): unknown; toJS(): unknown }
}

/** An entry being saved in the CMS, as Decap hands it to the preSave listener: its folder, file and data. */
export const decapEntry = (folder: string, data: Record<string, unknown>, file = `data/${folder}/x.json`) =>
  fromJS({ collection: folder, path: file, data }) as { get(key: string): unknown }
