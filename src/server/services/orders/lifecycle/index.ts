/**
 * The one owner of an order's life (ADR 0010), one file per operation: rules.ts says what can
 * happen to an order and who may cause it; the others are the only code that writes the order
 * tables (a lint rule holds every other module to that). Importers take them from here.
 */
export * from "./rules";
export * from "./change-order";
export * from "./open-order";
export * from "./record-weights";
export * from "./revise-order";
export * from "./note-order";
export * from "./payment-session";
