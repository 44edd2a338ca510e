import * as ToastPrimitive from "@radix-ui/react-toast";
import { CLIENT_TIMINGS } from "@riddlebook/rules";
import { useEffect, useState, useSyncExternalStore } from "react";
import { useLocation } from "wouter";
import { commonText } from "../i18n/en/common";
import { followPointer, type ToastSide, toastSide } from "./toast-side";
import { dismissToast, dismissToastsFor, getToasts, subscribeToasts } from "./toast-store";

/**
 * Renders the toast store with Radix Toast: 5000 ms, swipe right past 50 px, F8 focuses the viewport.
 * Each new toast shows on the side of the screen away from where the player is acting
 * (`toastSide`), and a toast whose action opens a page closes once that page is shown.
 */
export default function Toaster() {
  const t = commonText.useT();
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  const [location] = useLocation();
  useEffect(() => dismissToastsFor(location), [location]);
  useEffect(followPointer, []);
  const newest = toasts.find((item) => item.open)?.id;
  // Placed once per toast, as it first renders (so it never jumps from one side to the other).
  const [placed, setPlaced] = useState<{ id: string | undefined; side: ToastSide }>({
    id: undefined,
    side: "bottom",
  });
  if (newest !== undefined && placed.id !== newest) setPlaced({ id: newest, side: toastSide() });
  const { side } = placed;
  return (
    <ToastPrimitive.Provider
      duration={CLIENT_TIMINGS.toastDurationMs}
      swipeDirection="right"
      swipeThreshold={CLIENT_TIMINGS.toastSwipeThreshold}
    >
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          type={item.variant === "destructive" ? "foreground" : "background"}
          className={`toast-root relative grid gap-1 rounded-lg border p-4 pr-12 shadow-lg ${
            item.variant === "destructive"
              ? "border-red-800 bg-red-700 text-white"
              : "border-slate-200 bg-white text-slate-900"
          }`}
        >
          <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>
          {item.description ? (
            <ToastPrimitive.Description className="text-sm">{item.description}</ToastPrimitive.Description>
          ) : null}
          {item.action ? (
            <ToastPrimitive.Action
              altText={item.action.label}
              onClick={item.action.onClick}
              className="mt-1 inline-flex min-h-11 min-w-11 items-center justify-self-start rounded-lg bg-brand px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-dark"
            >
              {item.action.label}
            </ToastPrimitive.Action>
          ) : null}
          <ToastPrimitive.Close
            aria-label={t("actions.close")}
            className="absolute top-0.5 right-0.5 inline-flex min-h-11 min-w-11 items-center justify-center rounded leading-none opacity-80 hover:opacity-100"
          >
            <span aria-hidden="true">×</span>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        // Radix puts the shortcut in place of "{hotkey}".
        label={t("toastRegion", { hotkey: "{hotkey}" })}
        data-side={side}
        className={`fixed right-0 ${side === "top" ? "top-0" : "bottom-0"} z-50 m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none sm:max-w-md`}
      />
    </ToastPrimitive.Provider>
  );
}
