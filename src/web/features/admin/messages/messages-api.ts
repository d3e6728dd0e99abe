import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MessageFilter } from "@shared/messages";
import type { MessageReadUpdate } from "@shared/messages.schema";
import { api, unwrap } from "~/lib/api-client";

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
    queryFn: () => unwrap(api.admin.messages.$get({ query: { type: filter, limit: String(limit) } })),
    placeholderData: keepPreviousData,
  });
}

/** The sidebar's unread figure: refreshed every 30 s, on focus, and after every mark read/unread. */
export function useUnreadMessageCount(enabled = true): number | undefined {
  const query = useQuery({
    enabled,
    queryKey: messageKeys.unread,
    queryFn: async () => (await unwrap(api.admin.messages["unread-count"].$get())).unread,
    refetchInterval: UNREAD_REFRESH_MS,
  });
  return query.data;
}

export function useSetMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...update }: MessageReadUpdate & { id: string }) =>
      unwrap(api.admin.messages[":id"].$patch({ param: { id }, json: update })),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messageKeys.all }),
        queryClient.invalidateQueries({ queryKey: ["admin", "dashboard"] }),
      ]),
  });
}
