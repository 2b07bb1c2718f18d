export * from "./foundation";
export * from "./registries";
export * from "./events";
export * from "./reservations";
export * from "./communications";
export * from "./accounting";
export * from "./kpi";
export * from "./table-counts";
