import * as Dialog from "@radix-ui/react-dialog";
import type { User } from "@riddlebook/protocol";
import { ACCOUNT_LIMITS } from "@riddlebook/rules";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { dialogContentClass, dialogOverlayClass } from "../components/bot-dialog";
import { Button, Card, CheckboxField, Field, inputClass } from "../components/ui";
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
  if (isNetworkError(error)) return "Failed to connect. Please check your internet connection.";
  return serverMessage(error) ?? "Something went wrong. Please try again.";
}

/**
 * Deleting the account, after a confirmation and (for an account with a password) the password.
 * The server's refusal (a wrong password, a game still running) shows in the dialog; on success the
 * browser goes home signed out, with a toast carried across the navigation.
 */
function DeleteAccountDialog({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const asksPassword = !user.isGuest;

  const remove = useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      carryToastAcrossNavigation({
        title: "Account deleted",
        description: "Your account and your data are gone. Thanks for playing.",
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
      setError("Enter your password to delete your account.");
      return;
    }
    setError(null);
    remove.mutate(asksPassword ? { password, confirm: true } : { confirm: true });
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <Button variant="danger">Delete account</Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content className={dialogContentClass}>
          <Dialog.Title className="text-xl font-bold text-slate-900">Delete your account?</Dialog.Title>
          <Dialog.Description className="mt-1 text-slate-700">
            Your profile, stats, friends, challenges and sessions are deleted at once and cannot be brought
            back. Your riddles stay in other players' finished games and in the Vault, shown as “Deleted
            player”.
          </Dialog.Description>
          <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-3" aria-label="Delete account">
            {asksPassword ? (
              <Field id="delete-password" label="Password">
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
              I understand that this cannot be undone.
            </CheckboxField>
            {error ? (
              <p role="alert" className="text-sm font-medium text-red-700">
                {error}
              </p>
            ) : null}
            <div className="mt-2 flex flex-wrap justify-end gap-2">
              <Dialog.Close asChild>
                <Button variant="outline">Keep my account</Button>
              </Dialog.Close>
              <Button type="submit" variant="danger" disabled={remove.isPending || !confirmed}>
                {remove.isPending ? "Deleting..." : "Delete my account"}
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
  const download = useMutation({
    mutationFn: fetchAccountExport,
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
    onError: (error) => {
      if (isUnauthorizedError(error)) return;
      toastError(error, "Download failed", "Could not download your data. Please try again.");
    },
  });
  return (
    <Card aria-labelledby="your-data-title">
      <h2 id="your-data-title" className="text-xl font-bold text-slate-900">
        Your data
      </h2>
      <p className="mt-1 text-slate-700">
        Download everything Riddlebook keeps about you as a JSON file, or delete your account and your data.
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="outline" disabled={download.isPending} onClick={() => download.mutate()}>
          {download.isPending ? "Preparing..." : "Download my data"}
        </Button>
        <DeleteAccountDialog user={user} />
      </div>
    </Card>
  );
}
