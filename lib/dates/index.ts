// The app's one date module: calendar days (./day) and the API's Rome-local timestamps
// (./local-timestamps). Without zod: the browser imports it (lib/client/api-client.ts), and zod
// would add ~70 KiB gzipped to every page's first load (docs/BUNDLE.md); the zod schemas of API
// input live in ./schema.
export * from "./day";
export * from "./local-timestamps";
