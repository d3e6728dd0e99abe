import { useEffect, useState } from "react";
import { formatShopShortDateTime } from "@shared/core/time";
import { useShop } from "./shop";
import { useLocale } from "./texts";

/**
 * When a printed sheet (a kitchen ticket, a catering prep sheet) was printed, in the shop's time:
 * set on the client only (no hydration mismatch), and again just before printing. Null until then.
 */
export function usePrintedAt(): string | null {
  const locale = useLocale();
  const shop = useShop();
  const [printedAt, setPrintedAt] = useState<string | null>(null);
  useEffect(() => {
    const update = () => setPrintedAt(formatShopShortDateTime(new Date(), shop.timeZone, locale));
    update();
    window.addEventListener("beforeprint", update);
    return () => window.removeEventListener("beforeprint", update);
  }, [shop.timeZone, locale]);
  return printedAt;
}
