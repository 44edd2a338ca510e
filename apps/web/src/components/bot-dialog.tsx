import * as Dialog from "@radix-ui/react-dialog";
import { BOT_TYPES, type BotType } from "@riddlebook/rules";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useGameAction } from "../hooks/use-game-action";
import { commonText } from "../i18n/en/common";
import { addBot, USER_GAMES_KEY } from "../lib/game-api";
import { toast } from "../toast/toast-store";
import { Button } from "./ui";

export const dialogOverlayClass = "fixed inset-0 z-40 bg-slate-900/50 dark:bg-black/60";
export const dialogContentClass =
  "fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-5 shadow-xl focus:outline-none dark:ring-1 dark:ring-slate-300";

/** The dialog's "Close" button (closes the Radix dialog around it). */
export function DialogCloseButton() {
  const t = commonText.useT();
  return (
    <Dialog.Close asChild>
      <Button variant="ghost">{t("actions.close")}</Button>
    </Dialog.Close>
  );
}

/** The bot-choice dialog: auntie, grandpa or random. */
export function AddBotDialog({
  gameId,
  disabled,
  triggerLabel,
  triggerAriaLabel,
  size = "md",
}: {
  gameId: string;
  disabled?: boolean;
  triggerLabel?: string;
  triggerAriaLabel?: string;
  size?: "sm" | "md";
}) {
  const t = commonText.useT();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [botType, setBotType] = useState<BotType>("auntie");
  const add = useGameAction({
    gameId,
    call: () => addBot(gameId, { botType }),
    onAccepted: (answer) => {
      toast({ title: t("botDialog.added"), description: t("botDialog.joined", { name: answer.bot.name }) });
      setOpen(false);
      void queryClient.invalidateQueries({ queryKey: USER_GAMES_KEY });
    },
    failureText: t("botDialog.failed"),
  });

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="outline" size={size} disabled={disabled} aria-label={triggerAriaLabel}>
          {triggerLabel ?? t("botDialog.trigger")}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content className={dialogContentClass}>
          <Dialog.Title className="text-xl font-bold text-slate-900">{t("botDialog.title")}</Dialog.Title>
          <Dialog.Description className="mt-1 text-slate-700">
            {t("botDialog.description")}
          </Dialog.Description>
          <fieldset className="mt-4 grid gap-2">
            <legend className="sr-only">{t("botDialog.botType")}</legend>
            {BOT_TYPES.map((type) => (
              <label
                key={type}
                className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 has-[:checked]:border-brand has-[:checked]:bg-violet-50"
              >
                <input
                  type="radio"
                  name="bot-type"
                  value={type}
                  checked={botType === type}
                  onChange={() => setBotType(type)}
                  className="mt-0.5 h-6 w-6 shrink-0 accent-brand"
                />
                <span>
                  <span className="block font-semibold text-slate-900">
                    {t(`botDialog.bots.${type}.name`)}
                  </span>
                  <span className="block text-sm text-slate-700">{t(`botDialog.bots.${type}.text`)}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="ghost">{t("actions.cancel")}</Button>
            </Dialog.Close>
            <Button onClick={() => add.mutate()} disabled={add.isPending}>
              {add.isPending
                ? t("botDialog.adding")
                : t("botDialog.add", { name: t(`botDialog.bots.${botType}.name`) })}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
