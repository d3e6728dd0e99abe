/**
 * The one owner of an order's life (ADR 0010): rules.ts says what can happen to an order and who
 * may cause it; order-writes.ts is the only module that writes the orders table; note-order.ts adds
 * a staff note to the history. Importers take them from here.
 */
export * from "./rules";
export * from "./order-writes";
export * from "./note-order";
