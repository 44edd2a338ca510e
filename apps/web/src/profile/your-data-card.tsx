import * as Dialog from "@radix-ui/react-dialog";
import type { User } from "@riddlebook/protocol";
import { ACCOUNT_LIMITS } from "@riddlebook/rules";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { dialogContentClass, dialogOverlayClass } from "../components/bot-dialog";
import { Button, Card, CheckboxField, Field, inputClass } from "../components/ui";
import { profileText } from "../i18n/en/profile";
import { deleteAccount, fetchAccountExport } from "../lib/account-api";
import { isNetworkError, isUnauthorizedError, serverMessage } from "../lib/api";
import { toastError } from "../lib/toast-error";
import { carryToastAcrossNavigation } from "../toast/toast-store";

/** Hands `blob` to the browser as a download named `fileName`. */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a little later: the browser reads the blob after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** What went wrong with a deletion, in words for the dialog. */
function deletionError(error: unknown): string {
  if (isNetworkError(error)) return profileText.t("failedToConnect");
  return serverMessage(error) ?? profileText.t("somethingWrong");
}

/**
 * Deleting the account, after a confirmation and (for an account with a password) the password.
 * The server's refusal (a wrong password, a game still running) shows in the dialog; on success the
 * browser goes home signed out, with a toast carried across the navigation.
 */
function DeleteAccountDialog({ user }: { user: User }) {
  const t = profileText.useT();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const asksPassword = !user.isGuest;

  const remove = useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      carryToastAcrossNavigation({
        title: profileText.t("deleteAccount.deletedTitle"),
        description: profileText.t("deleteAccount.deletedText"),
      });
      window.location.href = "/";
    },
    onError: (failure) => {
      if (!isUnauthorizedError(failure)) setError(deletionError(failure));
    },
  });

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) {
      setPassword("");
      setConfirmed(false);
      setError(null);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (remove.isPending || !confirmed) return;
    if (asksPassword && password === "") {
      setError(profileText.t("deleteAccount.enterPassword"));
      return;
    }
    setError(null);
    remove.mutate(asksPassword ? { password, confirm: true } : { confirm: true });
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <Button variant="danger">{t("deleteAccount.trigger")}</Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content className={dialogContentClass}>
          <Dialog.Title className="text-xl font-bold text-slate-900">{t("deleteAccount.title")}</Dialog.Title>
          <Dialog.Description className="mt-1 text-slate-700">
            {t("deleteAccount.description")}
          </Dialog.Description>
          <form
            noValidate
            onSubmit={onSubmit}
            className="mt-4 grid gap-3"
            aria-label={t("deleteAccount.formLabel")}
          >
            {asksPassword ? (
              <Field id="delete-password" label={t("deleteAccount.password")}>
                {(describedBy, invalid) => (
                  <input
                    id="delete-password"
                    name="password"
                    type="password"
                    autoComplete="current-password"
                    maxLength={ACCOUNT_LIMITS.passwordMax}
                    value={password}
                    onChange={(e) => setPassword(e.target.value)}
                    aria-invalid={invalid || undefined}
                    aria-describedby={describedBy}
                    className={inputClass}
                  />
                )}
              </Field>
            ) : null}
            <CheckboxField checked={confirmed} onChange={setConfirmed} disabled={remove.isPending}>
              {t("deleteAccount.understand")}
            </CheckboxField>
            {error ? (
              <p role="alert" className="text-sm font-medium text-red-700">
                {error}
              </p>
            ) : null}
            <div className="mt-2 flex flex-wrap justify-end gap-2">
              <Dialog.Close asChild>
                <Button variant="outline">{t("deleteAccount.keep")}</Button>
              </Dialog.Close>
              <Button type="submit" variant="danger" disabled={remove.isPending || !confirmed}>
                {remove.isPending ? t("deleteAccount.deleting") : t("deleteAccount.submit")}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** "Your data": download everything the server keeps about the player, or delete the account. */
export function YourDataCard({ user }: { user: User }) {
  const t = profileText.useT();
  const download = useMutation({
    mutationFn: fetchAccountExport,
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
    onError: (error) => {
      if (isUnauthorizedError(error)) return;
      toastError(
        error,
        profileText.t("yourData.downloadFailedTitle"),
        profileText.t("yourData.downloadFailedText"),
      );
    },
  });
  return (
    <Card aria-labelledby="your-data-title">
      <h2 id="your-data-title" className="text-xl font-bold text-slate-900">
        {t("yourData.title")}
      </h2>
      <p className="mt-1 text-slate-700">{t("yourData.intro")}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="outline" disabled={download.isPending} onClick={() => download.mutate()}>
          {download.isPending ? t("yourData.preparing") : t("yourData.download")}
        </Button>
        <DeleteAccountDialog user={user} />
      </div>
    </Card>
  );
}
