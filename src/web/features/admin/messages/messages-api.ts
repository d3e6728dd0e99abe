import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ADMIN_MESSAGES_MAX, ADMIN_MESSAGES_PAGE_SIZE, type MessageFilter } from "@shared/messages/messages";
import type { MessageReadUpdate } from "@shared/messages/messages.schema";
import { api, unwrap } from "~/lib/api-client";

export const messageKeys = {
  all: ["admin", "messages"] as const,
  list: (filter: MessageFilter) => ["admin", "messages", "list", filter] as const,
  unread: ["admin", "messages", "unread"] as const,
};

/** How often the sidebar badge asks again (contact messages arrive without a live stream). */
const UNREAD_REFRESH_MS = 30_000;

/** The messages a page at a time (ADR 0019): 'Show more' asks for the page after the last one shown by its cursor. */
export function useMessageList(filter: MessageFilter) {
  return useInfiniteQuery({
    queryKey: messageKeys.list(filter),
    queryFn: ({ pageParam }) =>
      unwrap(api.admin.messages.$get({ query: { type: filter, limit: String(ADMIN_MESSAGES_PAGE_SIZE), cursor: pageParam ?? undefined } })),
    initialPageParam: null as string | null,
    // Another filter keeps the rows on screen while its first page loads.
    placeholderData: keepPreviousData,
    // Up to ADMIN_MESSAGES_MAX on screen, as before: a live event refetches every page shown.
    getNextPageParam: (page, pages) => (pages.length * ADMIN_MESSAGES_PAGE_SIZE < ADMIN_MESSAGES_MAX ? page.nextCursor : null),
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
