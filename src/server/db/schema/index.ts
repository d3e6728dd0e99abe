export * from "./auth";
export * from "./blog";
export * from "./catalog";
export * from "./mail";
export * from "./messages";
export * from "./orders";
export * from "./payments";
export * from "./settings";
