import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { dialogContentClass, dialogOverlayClass } from "../components/bot-dialog";
import { Button } from "../components/ui";
import { useGameAction } from "../hooks/use-game-action";
import { gameText } from "../i18n/en/game";
import { leaveGame } from "../lib/game-api";
import { toast } from "../toast/toast-store";

/** What leaving means, in the words of docs/product.md §4 ("Leaving and rejoining"). */
function leaveConsequence(inSetup: boolean, isHost: boolean): string {
  const { t } = gameText;
  const seat = inSetup ? t("leave.inSetup") : t("leave.inGame");
  return isHost ? t("leave.asHost", { seat }) : seat;
}

/** Leave the game after a confirmation; the server's view then shows the join or rejoin card. */
export function LeaveGameButton({
  gameId,
  inSetup,
  isHost,
}: {
  gameId: string;
  inSetup: boolean;
  isHost: boolean;
}) {
  const t = gameText.useT();
  const [open, setOpen] = useState(false);
  const leave = useGameAction({
    gameId,
    call: () => leaveGame(gameId),
    onAccepted: () => {
      setOpen(false);
      toast({ title: t("leave.left") });
    },
    failureText: t("leave.failed"),
  });

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="sm">
          {t("leave.button")}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content className={dialogContentClass}>
          <Dialog.Title className="text-xl font-bold text-slate-900">{t("leave.title")}</Dialog.Title>
          <Dialog.Description className="mt-1 text-slate-700">
            {leaveConsequence(inSetup, isHost)}
          </Dialog.Description>
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="outline">{t("leave.stay")}</Button>
            </Dialog.Close>
            <Button variant="danger" disabled={leave.isPending} onClick={() => leave.mutate()}>
              {leave.isPending ? t("leave.leaving") : t("leave.button")}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
