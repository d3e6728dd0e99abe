import { useEffect, useState } from "react";
import { useRouteLoaderData } from "react-router";
import type * as SonnerModule from "sonner";
import { useOptionalTexts, type SomeTexts } from "~/lib/texts";

/**
 * Toasts (sonner, 4 s as docs/product.md 'Constants' says). sonner is not in the page's first
 * load, to keep it small: it loads on the first toast, or before it where a tap will want one
 * (`warmToasts`); toasts asked for while it loads are shown as soon as the toaster is mounted.
 */
export const TOAST_DURATION_MS = 4_000;

type Sonner = typeof SonnerModule;
type ToastKind = "success" | "error" | "info";

let sonner: Promise<Sonner> | null = null;
// A failed load is not kept: loaded ahead (`warmToasts`), a failure must leave the first toast to
// ask again, and be the one to reload the page for a new build's file (ADR 0020, ADR 0026).
const loadSonner = () =>
  (sonner ??= import("sonner").catch((error: unknown) => {
    sonner = null;
    throw error;
  }));

let mountToaster: (() => void) | null = null;
let markMounted!: () => void;
const toasterMounted = new Promise<void>((resolve) => (markMounted = resolve));

/**
 * The toast being shown, kept in sessionStorage until it is: should sonner's file be gone (a
 * deploy), the page reloads once to get the new build's (ADR 0020) and says it then.
 */
const PENDING_TOAST = "shop-pending-toast";

/** The pending toast: read (no argument), kept (a toast), or forgotten (null). */
function pendingToast(update?: string | null): string | null {
  try {
    if (update === undefined) return sessionStorage.getItem(PENDING_TOAST);
    if (update === null) sessionStorage.removeItem(PENDING_TOAST);
    else sessionStorage.setItem(PENDING_TOAST, update);
  } catch {
    // No sessionStorage (a privacy setting): the toast simply is not kept.
  }
  return null;
}

/**
 * sonner loaded and its toaster mounted before the first toast (ADR 0026: what a tap needs is
 * on the phone before the tap), so that the first toast shows in the frame after its tap.
 */
export function warmToasts(): void {
  // Mounted now if the root's toaster is there; if not (the page still hydrating), the toaster
  // mounts from this same load as it hydrates. It never asks for sonner itself until a toast does:
  // a load of its own would be outside `__ahead`, and a file gone after a deploy would reload a
  // page whose visitor did nothing (ADR 0026).
  mountToaster?.();
  loadSonner().catch(() => {});
}

export function notify(kind: ToastKind, message: string): void {
  if (typeof window === "undefined") return;
  mountToaster?.();
  pendingToast(JSON.stringify([kind, message]));
  void loadSonner().then(
    ({ toast }) =>
      toasterMounted.then(() => {
        toast[kind](message);
        pendingToast(null);
      }),
    // Its file did not load, offline or still gone after that reload: the browser's own dialog says it.
    () => {
      pendingToast(null);
      window.alert(message);
    },
  );
}

/**
 * The root's toaster: its region and close buttons are named in the page's language, the public
 * layout's words or the admin's (which its layout loads in the browser and hands down in its data,
 * outside this root component's reach otherwise); sonner's English only outside both.
 */
export function LazyToaster() {
  const adminTexts = (useRouteLoaderData("routes/admin/layout") as { texts?: SomeTexts } | undefined)?.texts?.adminTexts;
  const layoutTexts = useOptionalTexts("layoutTexts") ?? adminTexts;
  const [Toaster, setToaster] = useState<Sonner["Toaster"] | null>(null);

  useEffect(() => {
    mountToaster = () => {
      loadSonner().then(
        (module) => setToaster(() => module.Toaster),
        () => {}, // the toast that wanted it says so (notify)
      );
    };
    // A toast asked for, or sonner loaded ahead of a tap (warmToasts), while the page hydrated:
    // mounted now, from that same load.
    if (sonner) mountToaster();
    const pending = pendingToast();
    if (pending) notify(...(JSON.parse(pending) as [ToastKind, string]));
    return () => {
      mountToaster = null;
    };
  }, []);

  // Runs after the Toaster's own effects, i.e. once it listens for toasts.
  useEffect(() => {
    if (Toaster) markMounted();
  }, [Toaster]);

  return Toaster ? (
    <Toaster
      position="top-center"
      duration={TOAST_DURATION_MS}
      richColors
      closeButton
      containerAriaLabel={layoutTexts?.toasts}
      toastOptions={{ closeButtonAriaLabel: layoutTexts?.closeToast }}
    />
  ) : null;
}
