import { useQuery } from "@tanstack/react-query";
import type { AiStatusDto, EnhanceContentResponse } from "@shared/ai";
import { apiFetch } from "~/lib/api";

/** AI enhance (SPEC.md section 7 'enhance-content'), through /api/admin/ai. */

/** Whether the server has an AI endpoint (never its key). */
export function useAiStatus() {
  return useQuery({
    queryKey: ["admin", "ai"],
    queryFn: () => apiFetch<AiStatusDto>("/api/admin/ai"),
    staleTime: 5 * 60_000,
  });
}

export function enhanceContent(content: string): Promise<EnhanceContentResponse> {
  return apiFetch<EnhanceContentResponse>("/api/admin/ai/enhance", { method: "POST", json: { content } });
}
