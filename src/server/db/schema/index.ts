export * from "./auth";
export * from "./blog";
export * from "./catalog";
export * from "./messages";
export * from "./orders";
