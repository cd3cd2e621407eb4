import { start } from "."

// The bundle's entry: src/standalone/index.ts is kept free of side effects so unit tests can import it.
start()
