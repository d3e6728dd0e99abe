import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminItemsResponse, AdminMenuItemDto, SaveItemResponse } from "@shared/menu";
import type { MenuItemInput } from "@shared/menu.schema";
import { apiFetch } from "~/lib/api";

/** Menu items of the admin (SPEC.md section 7 'Admin'), through /api/admin/items. */
export const menuItemsKey = ["admin", "items"] as const;

export function useMenuItems(showArchived: boolean) {
  return useQuery({
    queryKey: [...menuItemsKey, { showArchived }],
    queryFn: () => apiFetch<AdminItemsResponse>(`/api/admin/items?archived=${showArchived}`),
    placeholderData: (previous) => previous,
  });
}

export function useSaveItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: MenuItemInput }) =>
      id
        ? apiFetch<SaveItemResponse>(`/api/admin/items/${id}`, { method: "PUT", json: input })
        : apiFetch<SaveItemResponse>("/api/admin/items", { method: "POST", json: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: menuItemsKey }),
  });
}

export function useSetAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ item, isAvailable }: { item: AdminMenuItemDto; isAvailable: boolean }) =>
      apiFetch<{ item: AdminMenuItemDto }>(`/api/admin/items/${item.id}/availability`, { method: "PUT", json: { isAvailable } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: menuItemsKey }),
  });
}

export function useSetArchived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ item, archive }: { item: AdminMenuItemDto; archive: boolean }) =>
      apiFetch<{ item: AdminMenuItemDto }>(`/api/admin/items/${item.id}/${archive ? "archive" : "restore"}`, { method: "POST" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: menuItemsKey }),
  });
}
