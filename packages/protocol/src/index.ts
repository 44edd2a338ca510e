export * from "./auth";
export * from "./common";
export * from "./errors";
export * from "./game";
export * from "./matchmaking";
export * from "./realtime";
export * from "./view-patch";
export * from "./wordbook";
