export * from "./foundation";
export * from "./registries";
export * from "./events";
export * from "./reservations";
export * from "./table-counts";
