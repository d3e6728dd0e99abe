import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouteLoaderData } from "react-router";
import type { GiftCardDetailDto, GiftCardListDto, GiftCardSettings } from "@shared/gift-cards/gift-cards";
import type { PromotionalCardInput } from "@shared/gift-cards/gift-cards.schema";
import { api, unwrap } from "~/lib/api-client";

/** Query keys: everything under ['admin', 'gift-cards'] is refetched after any action on a card. */
export const giftCardKeys = {
  all: ["admin", "gift-cards"] as const,
  list: (query: string) => ["admin", "gift-cards", "list", query] as const,
  detail: (id: string) => ["admin", "gift-cards", "detail", id] as const,
  settings: ["admin", "gift-cards", "settings"] as const,
};

/** The dashboard shows what the shop owes on its cards: it refetches after a card's money moves. */
const dashboardKey = ["admin", "dashboard"] as const;

/** Whether the signed-in admin is the owner: a card's money decisions are the owner's (ADR 0024); the API checks again. */
export function useIsOwner(): boolean {
  return useRouteLoaderData<{ isAdmin: boolean }>("routes/admin/layout")?.isAdmin === true;
}

/** GET /api/admin/gift-cards?q=: the cards (newest first) and what the shop owes on them. */
export function fetchGiftCards(query: string): Promise<GiftCardListDto> {
  return unwrap(api.admin["gift-cards"].$get({ query: { q: query } }));
}

export function fetchGiftCard(id: string): Promise<GiftCardDetailDto> {
  return unwrap(api.admin["gift-cards"][":id"].$get({ param: { id } }));
}

/** POST /api/admin/gift-cards/lookup: a code typed at the counter to its card (404 when there is none). */
export async function lookUpGiftCard(code: string): Promise<string> {
  return (await unwrap(api.admin["gift-cards"].lookup.$post({ json: { code } }))).id;
}

export function useGiftCards(query: string) {
  return useQuery({
    queryKey: giftCardKeys.list(query),
    queryFn: () => fetchGiftCards(query),
    // Another search keeps the rows on screen while it loads.
    placeholderData: keepPreviousData,
  });
}

export function useGiftCard(id: string) {
  return useQuery({ queryKey: giftCardKeys.detail(id), queryFn: () => fetchGiftCard(id) });
}

/** The counter's look-up: the card's id, then its page. */
export function useLookUpGiftCard() {
  return useMutation({ mutationFn: lookUpGiftCard });
}

/** After an action: the card as the server answered, at once; then the lists and the dashboard refetch. */
function useCardMutation<Input>(call: (input: Input) => Promise<GiftCardDetailDto>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (card) => queryClient.setQueryData(giftCardKeys.detail(card.id), card),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: giftCardKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardKey }),
      ]),
  });
}

/** Staff and owner: the small balance paid in cash, once per key (a double tap pays once). */
export const useCashOutGiftCard = () =>
  useCardMutation(({ id, idempotencyKey }: { id: string; idempotencyKey: string }) =>
    unwrap(api.admin["gift-cards"][":id"]["cash-out"].$post({ param: { id }, json: { idempotencyKey } })),
  );

/** The owner's: freeze, unfreeze (active) or void. */
export const useSetGiftCardStatus = () =>
  useCardMutation(({ id, status }: { id: string; status: "active" | "frozen" | "void" }) =>
    unwrap(api.admin["gift-cards"][":id"].status.$post({ param: { id }, json: { status } })),
  );

/** The owner's correction, signed cents, with its reason. */
export const useAdjustGiftCard = () =>
  useCardMutation(({ id, ...adjustment }: { id: string; idempotencyKey: string; amountCents: number; note: string }) =>
    unwrap(api.admin["gift-cards"][":id"].adjust.$post({ param: { id }, json: adjustment })),
  );

/** The owner gives a card away: POST /api/admin/gift-cards/promotional → the new card. */
export const useGivePromotionalCard = () =>
  useCardMutation((input: PromotionalCardInput) => unwrap(api.admin["gift-cards"].promotional.$post({ json: input })));

/** The owner's settings; staff never ask (the API is the owner's). */
export function useGiftCardSettings(enabled = true) {
  return useQuery({
    queryKey: giftCardKeys.settings,
    queryFn: (): Promise<GiftCardSettings> => unwrap(api.admin["gift-cards"].settings.$get()),
    enabled,
    staleTime: 60_000,
  });
}

export function useSaveGiftCardSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: GiftCardSettings): Promise<GiftCardSettings> =>
      unwrap(api.admin["gift-cards"].settings.$put({ json: settings })),
    onSuccess: (settings) => queryClient.setQueryData(giftCardKeys.settings, settings),
  });
}
