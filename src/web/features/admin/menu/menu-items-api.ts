import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminMenuItemDto } from "@shared/menu/menu";
import type { MenuItemInput } from "@shared/menu/menu.schema";
import { api, unwrap } from "~/lib/api-client";

/** Menu items of the admin (docs/product.md 'Admin API'), through /api/admin/items. */
export const menuItemsKey = ["admin", "items"] as const;

export function useMenuItems(showArchived: boolean) {
  return useQuery({
    queryKey: [...menuItemsKey, { showArchived }],
    queryFn: () => unwrap(api.admin.items.$get({ query: { archived: showArchived ? "true" : "false" } })),
    placeholderData: (previous) => previous,
  });
}

export function useSaveItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: MenuItemInput }) =>
      id ? unwrap(api.admin.items[":id"].$put({ param: { id }, json: input })) : unwrap(api.admin.items.$post({ json: input })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: menuItemsKey }),
  });
}

export function useSetAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ item, isAvailable }: { item: AdminMenuItemDto; isAvailable: boolean }) =>
      unwrap(api.admin.items[":id"].availability.$put({ param: { id: item.id }, json: { isAvailable } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: menuItemsKey }),
  });
}

export function useSetArchived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ item, archive }: { item: AdminMenuItemDto; archive: boolean }) =>
      unwrap((archive ? api.admin.items[":id"].archive : api.admin.items[":id"].restore).$post({ param: { id: item.id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: menuItemsKey }),
  });
}

/** 'Sold out today' / 'Back in stock' (ADR 0014). */
export function useSetSoldOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ item, soldOut }: { item: AdminMenuItemDto; soldOut: boolean }) =>
      unwrap(api.admin.items[":id"]["sold-out"].$post({ param: { id: item.id }, json: { soldOut } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: menuItemsKey }),
  });
}

/** A category's Spanish name (ADR 0015); '' takes it back to the English. */
export function useSaveCategoryNameEs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, nameEs }: { id: string; nameEs: string }) =>
      unwrap(api.admin.categories[":id"].$put({ param: { id }, json: { nameEs } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: menuItemsKey }),
  });
}
