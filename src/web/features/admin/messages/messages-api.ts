import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MessageFilter, MessageList, UnreadMessageCount } from "@shared/messages";
import type { MessageReadUpdate } from "@shared/messages.schema";
import { apiFetch } from "~/lib/api";

export const messageKeys = {
  all: ["admin", "messages"] as const,
  list: (filter: MessageFilter, limit: number) => ["admin", "messages", "list", filter, limit] as const,
  unread: ["admin", "messages", "unread"] as const,
};

/** How often the sidebar badge asks again (contact messages arrive without a live stream). */
const UNREAD_REFRESH_MS = 30_000;

export function useMessageList(filter: MessageFilter, limit: number) {
  return useQuery({
    queryKey: messageKeys.list(filter, limit),
    queryFn: () => apiFetch<MessageList>(`/api/admin/messages?type=${filter}&limit=${limit}`),
    placeholderData: keepPreviousData,
  });
}

/** The sidebar's unread figure: refreshed every 30 s, on focus, and after every mark read/unread. */
export function useUnreadMessageCount(): number | undefined {
  const query = useQuery({
    queryKey: messageKeys.unread,
    queryFn: async () => (await apiFetch<UnreadMessageCount>("/api/admin/messages/unread-count")).unread,
    refetchInterval: UNREAD_REFRESH_MS,
  });
  return query.data;
}

export function useSetMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...update }: MessageReadUpdate & { id: string }) =>
      apiFetch<MessageReadUpdate & { id: string }>(`/api/admin/messages/${id}`, { method: "PATCH", json: update }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messageKeys.all }),
        queryClient.invalidateQueries({ queryKey: ["admin", "dashboard"] }),
      ]),
  });
}
