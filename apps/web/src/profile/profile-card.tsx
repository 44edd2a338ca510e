import type { User } from "@riddlebook/protocol";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { Button, Card } from "../components/ui";
import { profileText } from "../i18n/en/profile";
import { updateProfile } from "../lib/account-api";
import { isUnauthorizedError, serverMessage } from "../lib/api";
import { AUTH_USER_KEY } from "../lib/query-client";
import { toast } from "../toast/toast-store";
import { ProfileDetails } from "./profile-details";
import { ProfileEditForm } from "./profile-edit-form";
import { formFromUser, type ProfileFormValues, profileUpdateBody } from "./profile-form-values";

/**
 * The profile: read-only until Edit, then a form. Saving replaces the signed-in user with the
 * server's answer. Focus moves into the form on Edit and back to Edit on Save or Cancel.
 */
export function ProfileCard({ user }: { user: User }) {
  const t = profileText.useT();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [form, setForm] = useState<ProfileFormValues>(() => formFromUser(user));
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const firstFieldRef = useRef<HTMLInputElement>(null);

  const save = useMutation({
    mutationFn: updateProfile,
    onSuccess: (updated) => {
      queryClient.setQueryData(AUTH_USER_KEY, updated);
      setForm(formFromUser(updated));
      setEditing(false);
      toast({ title: profileText.t("card.updatedTitle"), description: profileText.t("card.updatedText") });
      requestAnimationFrame(() => editButtonRef.current?.focus());
    },
    onError: (error) => {
      // A lost session is reported by the shared 401 handler.
      if (isUnauthorizedError(error)) return;
      toast({
        title: profileText.t("card.updateFailedTitle"),
        description: serverMessage(error) ?? profileText.t("card.updateFailedText"),
        variant: "destructive",
      });
    },
  });

  const startEditing = () => {
    setForm(formFromUser(user));
    setEditing(true);
    requestAnimationFrame(() => firstFieldRef.current?.focus());
  };
  const cancel = () => {
    setForm(formFromUser(user));
    setEditing(false);
    requestAnimationFrame(() => editButtonRef.current?.focus());
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!save.isPending) save.mutate(profileUpdateBody(form, user));
  };

  return (
    <Card aria-labelledby="profile-card-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="profile-card-title" className="text-xl font-bold text-slate-900">
          {t("card.title")}
        </h2>
        {!editing ? (
          <Button ref={editButtonRef} variant="outline" size="sm" onClick={startEditing}>
            {t("card.edit")}
          </Button>
        ) : null}
      </div>
      {editing ? (
        <ProfileEditForm
          form={form}
          onChange={(update) => setForm((f) => ({ ...f, ...update }))}
          onSubmit={onSubmit}
          onCancel={cancel}
          saving={save.isPending}
          firstFieldRef={firstFieldRef}
        />
      ) : (
        <ProfileDetails user={user} />
      )}
    </Card>
  );
}
