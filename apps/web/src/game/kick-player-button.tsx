import * as Dialog from "@radix-ui/react-dialog";
import type { PlayerInfo } from "@riddlebook/rules";
import { useState } from "react";
import { dialogContentClass, dialogOverlayClass } from "../components/bot-dialog";
import { Button } from "../components/ui";
import { useGameAction } from "../hooks/use-game-action";
import { commonText } from "../i18n/en/common";
import { gameText } from "../i18n/en/game";
import { kickPlayer } from "../lib/game-api";
import { toast } from "../toast/toast-store";

/**
 * The host removes a player from the table, after a confirmation (docs/product.md §4: a removed
 * player is treated like a leaver and may not join or rejoin this game).
 */
export function KickPlayerButton({ gameId, player }: { gameId: string; player: PlayerInfo }) {
  const t = gameText.useT();
  const [open, setOpen] = useState(false);
  const kick = useGameAction({
    gameId,
    call: () => kickPlayer(gameId, { playerId: player.id }),
    onAccepted: () => {
      setOpen(false);
      toast({ title: t("kick.removed"), description: t("kick.removedText", { name: player.name }) });
    },
    failureText: t("kick.failed"),
  });

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={t("kick.removeName", { name: player.name })}>
          {t("kick.remove")}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content className={dialogContentClass}>
          <Dialog.Title className="text-xl font-bold break-words text-slate-900">
            {t("kick.title", { name: player.name })}
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-slate-700">{t("kick.text")}</Dialog.Description>
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="outline">{commonText.t("actions.cancel")}</Button>
            </Dialog.Close>
            <Button variant="danger" disabled={kick.isPending} onClick={() => kick.mutate()}>
              {kick.isPending ? t("kick.removing") : t("kick.confirm")}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
