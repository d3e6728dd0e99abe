import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { Outlet, redirect } from "react-router";
import { AccessDenied } from "~/features/admin/access-denied";
import { AdminShell } from "~/features/admin/admin-shell";
import type { Route } from "./+types/layout";

/**
 * The admin guard runs on the server for every admin page: not signed in → the login page
 * with a way back; signed in without the role → Access Denied. The APIs check again.
 */
export function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (!context.actor) {
    throw redirect(`/auth/login?redirect=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
  }
  return { email: context.actor.email, isAdmin: context.actor.isAdmin };
}

export function meta() {
  return [{ title: "Admin" }, { name: "robots", content: "noindex" }];
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 10_000, retry: 1, refetchOnWindowFocus: true } } }),
  );
  if (!loaderData.isAdmin) return <AccessDenied />;
  return (
    <QueryClientProvider client={queryClient}>
      <AdminShell email={loaderData.email}>
        <Outlet />
      </AdminShell>
    </QueryClientProvider>
  );
}
