import { useQuery } from "@tanstack/react-query";
import { api, unwrap } from "~/lib/api-client";

/** AI enhance (docs/product.md 'AI enhance'), through /api/admin/ai. */

/** Whether the server has an AI endpoint (never its key). */
export function useAiStatus() {
  return useQuery({
    queryKey: ["admin", "ai"],
    queryFn: () => unwrap(api.admin.ai.$get()),
    staleTime: 5 * 60_000,
  });
}

export function enhanceContent(content: string) {
  return unwrap(api.admin.ai.enhance.$post({ json: { content } }));
}

/** The AI draft of the Spanish (ADR 0015): the English texts by field, their Spanish by the same fields. */
export function translateContent(texts: Record<string, string>) {
  return unwrap(api.admin.ai.translate.$post({ json: { to: "es", texts } }));
}
