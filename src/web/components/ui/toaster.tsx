import { useEffect, useState } from "react";
import type * as SonnerModule from "sonner";
import { useOptionalTexts } from "~/lib/texts";

/**
 * Toasts (sonner, 4 s as SPEC.md section 9 says). sonner is loaded on the first toast, not
 * with the page, to keep the storefront's first load small; toasts asked for while it loads
 * are shown as soon as the toaster is mounted.
 */
export const TOAST_DURATION_MS = 4_000;

type Sonner = typeof SonnerModule;
type ToastKind = "success" | "error" | "info";

let sonner: Promise<Sonner> | null = null;
const loadSonner = () => (sonner ??= import("sonner"));

let mountToaster: (() => void) | null = null;
let wantsToaster = false;
let markMounted: () => void = () => {};
const toasterMounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

export function notify(kind: ToastKind, message: string): void {
  if (typeof window === "undefined") return;
  wantsToaster = true;
  mountToaster?.();
  void toasterMounted.then(loadSonner).then(({ toast }) => toast[kind](message));
}

/** The root's toaster: its region and close buttons are named in the page's language (sonner's English elsewhere, as in the admin). */
export function LazyToaster() {
  const layoutTexts = useOptionalTexts("layoutTexts");
  const [Toaster, setToaster] = useState<Sonner["Toaster"] | null>(null);

  useEffect(() => {
    mountToaster = () => {
      void loadSonner().then((module) => setToaster(() => module.Toaster));
    };
    if (wantsToaster) mountToaster();
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
