import * as Dialog from "@radix-ui/react-dialog";
import type { ShareLinkBody } from "@riddlebook/protocol";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { DialogCloseButton, dialogContentClass, dialogOverlayClass } from "../components/bot-dialog";
import { Button, buttonClass } from "../components/ui";
import { commonText } from "../i18n/en/common";
import { shareText } from "../i18n/en/share";
import { createShareLink, shareLinkKey } from "../share/share-api";
import { clipboardText, facebookShareUrl, xIntentUrl } from "../share/share-text";
import { toast } from "../toast/toast-store";

/** Where the shared link points: a fixed page, or a share link the server makes (with its card). */
type ShareLinkSource = { url: string } | { request: ShareLinkBody };

interface ShareDialogProps {
  /** The trigger button's label, e.g. "Share Riddle". */
  triggerLabel: string;
  /** The dialog's title, e.g. "Share your riddle". */
  title: string;
  /** One sentence under the title (e.g. that the word is not included). */
  description: string;
  /** The share text (from share/share-text.ts: it never holds a secret word). */
  text: string;
  link: ShareLinkSource;
  /** Shown in the dialog above the targets, e.g. the riddle. */
  preview?: ReactNode;
  triggerVariant?: "primary" | "outline" | "ghost";
}

/** The page to share: a fixed URL, else the server's share link once made (null until then or on failure). */
function useShareUrl(link: ShareLinkSource, open: boolean): { url: string | null; failed: boolean } {
  const request = "request" in link ? link.request : null;
  const made = useQuery({
    queryKey: shareLinkKey(request ?? { kind: "result", gameId: "" }),
    queryFn: () => createShareLink(request as ShareLinkBody),
    enabled: open && request !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
  if ("url" in link) return { url: link.url, failed: false };
  return { url: made.data?.url ?? null, failed: made.isError };
}

/**
 * The share dialog: the clipboard ("Copied!"), X and Facebook (web share URLs, in a new tab), and the
 * device's share sheet where the browser has one (Web Share API).
 */
export function ShareDialog({
  triggerLabel,
  title,
  description,
  text,
  link,
  preview,
  triggerVariant = "outline",
}: ShareDialogProps) {
  const t = shareText.useT();
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const { url, failed } = useShareUrl(link, open);
  const canShare = typeof navigator !== "undefined" && typeof navigator.share === "function";
  const ready = url !== null;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(clipboardText(text, url));
      setCopied(true);
      toast({ title: commonText.t("copy.copied"), description: t("dialog.copiedText") });
    } catch {
      toast({
        title: commonText.t("error"),
        description: commonText.t("copy.failed"),
        variant: "destructive",
      });
    }
  };
  const nativeShare = () => {
    navigator.share({ title: "Riddlebook", text, ...(url ? { url } : {}) }).catch(() => {
      // The user closed the share sheet; nothing to do.
    });
  };
  const external = (href: string, label: string) =>
    ready ? (
      <a href={href} target="_blank" rel="noopener noreferrer" className={buttonClass("outline")}>
        {label}
      </a>
    ) : (
      <Button variant="outline" disabled>
        {label}
      </Button>
    );

  const trigger = (
    <Button variant={triggerVariant} size="sm">
      {triggerLabel}
    </Button>
  );
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setCopied(false);
      }}
    >
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content className={dialogContentClass}>
          <Dialog.Title className="text-xl font-bold text-slate-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-slate-700">{description}</Dialog.Description>
          {preview ? <div className="mt-4">{preview}</div> : null}
          <pre
            data-testid="share-dialog-text"
            className="mt-4 max-h-40 overflow-auto rounded-lg bg-slate-100 p-3 font-sans text-sm whitespace-pre-wrap break-words text-slate-900"
          >
            {text}
          </pre>
          <p className="mt-2 text-sm break-all text-slate-700" data-testid="share-dialog-url">
            {url ?? (failed ? t("dialog.linkFailed") : t("dialog.making"))}
          </p>
          <div className="mt-5 flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => void copy()} disabled={!ready && !failed}>
              {copied ? commonText.t("copy.copied") : t("dialog.copy")}
            </Button>
            {external(xIntentUrl(text, url ?? ""), t("dialog.x"))}
            {external(facebookShareUrl(url ?? ""), t("dialog.facebook"))}
            {canShare ? (
              <Button onClick={nativeShare} disabled={!ready && !failed}>
                {t("dialog.native")}
              </Button>
            ) : null}
            <DialogCloseButton />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
