import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { Outlet, redirect } from "react-router";
import { isStaffPage } from "@shared/auth/auth";
import { textsFor } from "@shared/texts/registry.server";
import { AccessDenied } from "~/features/admin/access-denied";
import { AdminLoading } from "~/features/admin/admin-loading";
import { AdminShell } from "~/features/admin/admin-shell";
import { loadAdminTexts } from "~/features/admin/admin-texts";
import { setRequestFailedWords } from "~/lib/api-fetch";
import { pageLocale } from "~/lib/shop.server";
import { TextsProvider } from "~/lib/texts-provider";
import type { Route } from "./+types/layout";

/**
 * The admin guard runs on the server for every admin page: not signed in → the login page
 * with a way back; signed in without the role the page needs → Access Denied (staff may open
 * the orders and the kitchen screen, ADR 0016). The APIs check again.
 * The admin's language is the visitor's choice (cookie, then Accept-Language), read here
 * with the same rule as the root loader's.
 */
export function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (!context.actor) {
    throw redirect(`/auth/login?redirect=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
  }
  // Staff work on the orders and the kitchen screen (ADR 0016); the owner's home is the dashboard.
  if (!context.actor.isAdmin && context.actor.isStaff && url.pathname.replace(/\/$/, "") === "/admin") {
    throw redirect("/admin/orders");
  }
  const locale = pageLocale(request);
  // The title of the server's HTML, before the words load in the browser.
  const access = context.actor.isAdmin ? "owner" : context.actor.isStaff && isStaffPage(url.pathname) ? "staff" : "denied";
  return { email: context.actor.email, isAdmin: context.actor.isAdmin, access, locale, title: textsFor(locale).adminTexts.title };
}

/**
 * The admin is drawn in the browser, in its language: the words are fetched (one language's
 * chunk) before the first render, then provided to every admin page (ADR 0015).
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  return { ...data, texts: await loadAdminTexts(data.locale) };
}
clientLoader.hydrate = true as const;

/** While the words load: a spinner without words (none are loaded yet). */
export function HydrateFallback() {
  return <AdminLoading />;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? "" }, { name: "robots", content: "noindex" }];
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { texts } = loaderData;
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 10_000, retry: 1, refetchOnWindowFocus: true } } }),
  );
  setRequestFailedWords(texts.adminTexts.requestFailed);
  return (
    <TextsProvider texts={texts}>
      {loaderData.access !== "denied" ? (
        <QueryClientProvider client={queryClient}>
          <AdminShell email={loaderData.email} isAdmin={loaderData.isAdmin}>
            <Outlet />
          </AdminShell>
        </QueryClientProvider>
      ) : (
        <AccessDenied />
      )}
    </TextsProvider>
  );
}
