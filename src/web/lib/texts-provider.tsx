import { useContext, type ReactNode } from "react";
import { ProvidedTexts, type SomeTexts } from "./texts";

/**
 * Hands catalogues down to the pages of a layout that loads them itself (the admin area, whose
 * words are fetched in the browser), on top of those an outer provider gave. A module of its own,
 * apart from lib/texts.tsx: only the admin uses it, and every public page loads that one first.
 */
export function TextsProvider({ texts, children }: { texts: SomeTexts; children: ReactNode }) {
  const outer = useContext(ProvidedTexts);
  return <ProvidedTexts.Provider value={{ ...outer, ...texts }}>{children}</ProvidedTexts.Provider>;
}
