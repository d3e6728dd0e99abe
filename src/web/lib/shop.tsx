import { createContext, useContext, type ReactNode } from "react";
import type { ShopInfo } from "@shared/shop/shop";

/** The shop's public configuration (name, address, hours, tax rate…) from the root loader. */
const ShopContext = createContext<ShopInfo | null>(null);

export function ShopProvider({ shop, children }: { shop: ShopInfo; children: ReactNode }) {
  return <ShopContext.Provider value={shop}>{children}</ShopContext.Provider>;
}

export function useShop(): ShopInfo {
  const shop = useContext(ShopContext);
  if (!shop) throw new Error("useShop() must be used inside <ShopProvider>");
  return shop;
}
