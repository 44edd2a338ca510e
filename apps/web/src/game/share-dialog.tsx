import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { dialogContentClass, dialogOverlayClass } from "../components/bot-dialog";
import { Button } from "../components/ui";
import { copyText } from "./copy";

/** The share dialog: the riddle to the clipboard, or to the device's native share. */
export function ShareDialog({ riddleText, gameName }: { riddleText: string; gameName: string }) {
  const [open, setOpen] = useState(false);
  const shareText = `Can you guess my riddle?\n\n${riddleText}\n\n— played on Riddlebook (${gameName})`;
  const canShare = typeof navigator !== "undefined" && typeof navigator.share === "function";

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="outline" size="sm">
          Share Riddle
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content className={dialogContentClass}>
          <Dialog.Title className="text-xl font-bold text-slate-900">Share your riddle</Dialog.Title>
          <Dialog.Description className="mt-1 text-slate-700">
            The secret word is not included, so your friends can guess too.
          </Dialog.Description>
          <blockquote className="mt-4 rounded-lg bg-violet-50 p-3 whitespace-pre-wrap text-slate-900">
            {riddleText}
          </blockquote>
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <Button
              variant="outline"
              onClick={() => void copyText(shareText, "Your riddle is on the clipboard.")}
            >
              Copy to Clipboard
            </Button>
            {canShare ? (
              <Button
                onClick={() => {
                  navigator.share({ title: "A Riddlebook riddle", text: shareText }).catch(() => {
                    // The user closed the share sheet; nothing to do.
                  });
                }}
              >
                Share...
              </Button>
            ) : null}
            <Dialog.Close asChild>
              <Button variant="ghost">Close</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
