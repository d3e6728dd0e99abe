import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouteLoaderData } from "react-router";
import type { MenuItemDto } from "@shared/menu/menu";
import type { PromoAdminRow, PromoStatus } from "@shared/promos/promos";
import type { PromoCreateInput } from "@shared/promos/promos.schema";
import { api, unwrap } from "~/lib/api-client";
import { useLocale } from "~/lib/texts";

/** Query keys: the list refetches after any change to a code. */
export const promoKeys = {
  all: ["admin", "promos"] as const,
  /** Apart from the list: a change to a code does not refetch the menu. */
  menu: (locale: string) => ["admin", "promo-menu", locale] as const,
};

/** Whether the signed-in admin is the owner: codes are the owner's to create, pause and end (ADR 0024); the API checks again. */
export function useIsOwner(): boolean {
  return useRouteLoaderData<{ isAdmin: boolean }>("routes/admin/layout")?.isAdmin === true;
}

/** GET /api/admin/promos: every code, its uses and the discount it has given. */
export async function fetchPromos(): Promise<PromoAdminRow[]> {
  return (await unwrap(api.admin.promos.$get())).promos;
}

/** POST /api/admin/promos: the owner's new code → the code as the server keeps it. */
export function createPromo(input: PromoCreateInput): Promise<PromoAdminRow> {
  return unwrap(api.admin.promos.$post({ json: input }));
}

export function setPromoStatus({ id, status }: { id: string; status: PromoStatus }): Promise<PromoAdminRow> {
  return unwrap(api.admin.promos[":id"].status.$post({ param: { id }, json: { status } }));
}

export function usePromos() {
  return useQuery({ queryKey: promoKeys.all, queryFn: fetchPromos });
}

/** After a change: the row as the server answered, at once; then the list refetches. */
function usePromoMutation<Input>(call: (input: Input) => Promise<PromoAdminRow>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (promo) =>
      queryClient.setQueryData<PromoAdminRow[]>(promoKeys.all, (rows) =>
        rows ? (rows.some((row) => row.id === promo.id) ? rows.map((row) => (row.id === promo.id ? promo : row)) : [promo, ...rows]) : rows,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: promoKeys.all }),
  });
}

export const useCreatePromo = () => usePromoMutation(createPromo);
export const useSetPromoStatus = () => usePromoMutation(setPromoStatus);

/**
 * The menu the codes' items and categories are picked from: the public menu's items in the
 * admin's language (what customers can put in a cart), and its categories by id.
 */
export function usePromoMenu() {
  const locale = useLocale();
  return useQuery({
    queryKey: promoKeys.menu(locale),
    queryFn: async (): Promise<MenuItemDto[]> => (await unwrap(api.menu.$get({ query: { lang: locale } }))).items,
    staleTime: 60_000,
  });
}

/** The menu's categories (id, name), in the menu's order, from its items. */
export function menuCategories(items: readonly MenuItemDto[]): { id: string; name: string }[] {
  const seen = new Map<string, string>();
  for (const item of items) if (!seen.has(item.category.id)) seen.set(item.category.id, item.category.name);
  return [...seen].map(([id, name]) => ({ id, name }));
}
