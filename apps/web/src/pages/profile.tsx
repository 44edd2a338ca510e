import { claimAccountBodySchema, type User, type UserStats } from "@riddlebook/protocol";
import {
  ACCOUNT_LIMITS,
  DEFAULT_SKILL_LEVEL,
  SKILL_LEVELS,
  type SkillLevel,
  WORD_CATEGORIES,
  type WordCategory,
} from "@riddlebook/rules";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { AppHeader } from "../components/app-header";
import { PageMain } from "../components/page";
import { Badge, Button, Card, Field, inputClass } from "../components/ui";
import { useAuth } from "../hooks/use-auth";
import { apiJson, isNetworkError, isUnauthorizedError, serverMessage } from "../lib/api";
import { fieldErrors } from "../lib/form-errors";
import { capitalize, formatDate } from "../lib/format";
import { AUTH_USER_KEY } from "../lib/query-client";
import { toast } from "../toast/toast-store";

interface ProfileForm {
  username: string;
  bio: string;
  favoriteWordCategory: WordCategory | "";
  skillLevel: SkillLevel;
}

function formFromUser(user: User): ProfileForm {
  return {
    username: user.username ?? "",
    bio: user.bio ?? "",
    favoriteWordCategory: user.favoriteWordCategory ?? "",
    skillLevel: user.skillLevel ?? DEFAULT_SKILL_LEVEL,
  };
}

const STAT_ROWS: readonly { key: keyof UserStats; label: string }[] = [
  { key: "gamesPlayed", label: "Games Played" },
  { key: "gamesWon", label: "Games Won" },
  { key: "riddlesCreated", label: "Riddles Created" },
  { key: "totalScore", label: "Total Score" },
  { key: "currentWinStreak", label: "Current Win Streak" },
];

function ProfileCard({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [form, setForm] = useState<ProfileForm>(() => formFromUser(user));
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const firstFieldRef = useRef<HTMLInputElement>(null);

  const save = useMutation({
    mutationFn: (body: unknown) => apiJson<User>("PATCH", "/api/user/profile", body),
    onSuccess: (updated) => {
      queryClient.setQueryData(AUTH_USER_KEY, updated);
      setForm(formFromUser(updated));
      setEditing(false);
      toast({ title: "Profile Updated", description: "Your profile has been saved successfully." });
      requestAnimationFrame(() => editButtonRef.current?.focus());
    },
    onError: (error) => {
      // A lost session is reported by the shared 401 handler.
      if (isUnauthorizedError(error)) return;
      toast({
        title: "Update Failed",
        description: serverMessage(error) ?? "Failed to update your profile. Please try again.",
        variant: "destructive",
      });
    },
  });

  function startEditing() {
    setForm(formFromUser(user));
    setEditing(true);
    requestAnimationFrame(() => firstFieldRef.current?.focus());
  }

  function cancel() {
    setForm(formFromUser(user));
    setEditing(false);
    requestAnimationFrame(() => editButtonRef.current?.focus());
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const username = form.username.trim();
    const body = {
      // An account without a username (a fresh guest) may leave it empty.
      ...(username || user.username ? { username } : {}),
      bio: form.bio.trim() === "" ? null : form.bio,
      favoriteWordCategory: form.favoriteWordCategory === "" ? null : form.favoriteWordCategory,
      skillLevel: form.skillLevel,
    };
    save.mutate(body);
  }

  return (
    <Card aria-labelledby="profile-card-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="profile-card-title" className="text-xl font-bold text-slate-900">
          Profile Details
        </h2>
        {!editing ? (
          <Button ref={editButtonRef} variant="outline" size="sm" onClick={startEditing}>
            Edit
          </Button>
        ) : null}
      </div>

      {editing ? (
        <form onSubmit={onSubmit} className="mt-4 grid gap-4" aria-label="Edit profile">
          <Field id="profile-username" label="Username" hint="3–24 letters, digits or underscores.">
            {(describedBy) => (
              <input
                ref={firstFieldRef}
                id="profile-username"
                name="username"
                autoComplete="username"
                spellCheck={false}
                autoCapitalize="none"
                maxLength={ACCOUNT_LIMITS.usernameMax}
                value={form.username}
                onChange={(e) => setForm((f) => ({ ...f, username: e.target.value }))}
                aria-describedby={describedBy}
                className={inputClass}
              />
            )}
          </Field>
          <Field id="profile-bio" label="Bio" hint={`${form.bio.length}/${ACCOUNT_LIMITS.bioMax} characters`}>
            {(describedBy) => (
              <textarea
                id="profile-bio"
                name="bio"
                rows={3}
                maxLength={ACCOUNT_LIMITS.bioMax}
                value={form.bio}
                onChange={(e) => setForm((f) => ({ ...f, bio: e.target.value }))}
                aria-describedby={describedBy}
                className={inputClass}
              />
            )}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="profile-category" label="Favorite word category">
              {(describedBy) => (
                <select
                  id="profile-category"
                  name="favoriteWordCategory"
                  value={form.favoriteWordCategory}
                  onChange={(e) =>
                    setForm((f) => ({ ...f, favoriteWordCategory: e.target.value as WordCategory | "" }))
                  }
                  aria-describedby={describedBy}
                  className={inputClass}
                >
                  <option value="">Not set</option>
                  {WORD_CATEGORIES.map((c) => (
                    <option key={c} value={c}>
                      {capitalize(c)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field id="profile-skill" label="Skill level">
              {(describedBy) => (
                <select
                  id="profile-skill"
                  name="skillLevel"
                  value={form.skillLevel}
                  onChange={(e) => setForm((f) => ({ ...f, skillLevel: e.target.value as SkillLevel }))}
                  aria-describedby={describedBy}
                  className={inputClass}
                >
                  {SKILL_LEVELS.map((s) => (
                    <option key={s} value={s}>
                      {capitalize(s)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
              Save
            </Button>
            <Button variant="ghost" onClick={cancel} disabled={save.isPending}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <dl className="mt-4 grid gap-3 sm:grid-cols-2">
          <div>
            <dt className="text-sm font-semibold text-slate-600">Username</dt>
            <dd className="break-words text-slate-900">{user.username || "Not set"}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-slate-600">Name</dt>
            <dd className="break-words text-slate-900">
              {[user.firstName, user.lastName].filter(Boolean).join(" ") || "Not set"}
            </dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="text-sm font-semibold text-slate-600">Bio</dt>
            <dd className="break-words whitespace-pre-line text-slate-900">
              {user.bio || "No bio added yet"}
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-slate-600">Favorite word category</dt>
            <dd className="text-slate-900">
              {user.favoriteWordCategory ? capitalize(user.favoriteWordCategory) : "Not set"}
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-slate-600">Skill level</dt>
            <dd className="text-slate-900">{capitalize(user.skillLevel ?? DEFAULT_SKILL_LEVEL)}</dd>
          </div>
        </dl>
      )}
    </Card>
  );
}

function ClaimAccountCard() {
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ email: "", password: "", firstName: "", lastName: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const claim = useMutation({
    mutationFn: (body: unknown) => apiJson<User>("POST", "/api/user/claim", body),
    onSuccess: (updated) => {
      queryClient.setQueryData(AUTH_USER_KEY, updated);
      toast({
        title: "Account Claimed",
        description: "You can now sign in with your e-mail and password. Your stats are kept.",
      });
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return;
      toast({
        title: "Error",
        description: isNetworkError(error)
          ? "Failed to connect. Please check your internet connection."
          : (serverMessage(error) ?? "Something went wrong. Please try again."),
        variant: "destructive",
      });
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (claim.isPending) return;
    const input = {
      email: values.email,
      password: values.password,
      ...(values.firstName.trim() ? { firstName: values.firstName } : {}),
      ...(values.lastName.trim() ? { lastName: values.lastName } : {}),
    };
    const parsed = claimAccountBodySchema.safeParse(input);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    claim.mutate(parsed.data);
  }

  const field = (
    name: keyof typeof values,
    label: string,
    props: { type?: string; autoComplete: string; maxLength: number; hint?: string },
  ) => (
    <Field id={`claim-${name}`} label={label} error={errors[name]} hint={props.hint}>
      {(describedBy, invalid) => (
        <input
          id={`claim-${name}`}
          name={name}
          type={props.type ?? "text"}
          autoComplete={props.autoComplete}
          maxLength={props.maxLength}
          value={values[name]}
          onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={inputClass}
        />
      )}
    </Field>
  );

  return (
    <Card aria-labelledby="claim-title" className="border-amber-300 bg-amber-50">
      <h2 id="claim-title" className="text-xl font-bold text-slate-900">
        Claim your account
      </h2>
      <p className="mt-1 text-slate-700">
        You are playing as a guest. Add an e-mail and a password to keep this account and its stats.
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-4" aria-labelledby="claim-title">
        {field("email", "Email", {
          type: "email",
          autoComplete: "email",
          maxLength: ACCOUNT_LIMITS.emailMax,
        })}
        {field("password", "Password", {
          type: "password",
          autoComplete: "new-password",
          maxLength: ACCOUNT_LIMITS.passwordMax,
          hint: `At least ${ACCOUNT_LIMITS.passwordMin} characters.`,
        })}
        <div className="grid gap-4 sm:grid-cols-2">
          {field("firstName", "First name (optional)", {
            autoComplete: "given-name",
            maxLength: ACCOUNT_LIMITS.nameMax,
          })}
          {field("lastName", "Last name (optional)", {
            autoComplete: "family-name",
            maxLength: ACCOUNT_LIMITS.nameMax,
          })}
        </div>
        <div>
          <Button type="submit" disabled={claim.isPending} aria-busy={claim.isPending || undefined}>
            Claim Account
          </Button>
        </div>
      </form>
    </Card>
  );
}

function StatsCard() {
  const stats = useQuery<UserStats>({ queryKey: ["/api/user/stats"] });
  const value = (key: keyof UserStats) => stats.data?.[key] ?? 0;
  return (
    <Card aria-labelledby="stats-title">
      <h2 id="stats-title" className="text-xl font-bold text-slate-900">
        Game Stats
      </h2>
      {stats.isError && !isUnauthorizedError(stats.error) ? (
        <p className="mt-2 text-sm text-red-700">Could not load your stats. Showing zeros for now.</p>
      ) : null}
      <dl className="mt-4 grid grid-cols-2 gap-3" aria-busy={stats.isLoading || undefined}>
        {STAT_ROWS.map((row) => (
          <div key={row.key} className="rounded-lg bg-violet-50 p-3">
            <dt className="text-sm font-semibold text-slate-700">{row.label}</dt>
            <dd className="text-2xl font-bold text-brand-dark">{value(row.key)}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function WinStreakBanner() {
  const stats = useQuery<UserStats>({ queryKey: ["/api/user/stats"] });
  const streak = stats.data?.currentWinStreak ?? 0;
  if (streak <= 0) return null;
  return (
    <p className="mt-4 rounded-xl bg-amber-100 px-4 py-3 font-semibold text-amber-950 ring-1 ring-amber-300">
      <span aria-hidden="true">🔥 </span>
      You're on a {streak}-game win streak!
    </p>
  );
}

function AccountInfoCard({ user }: { user: User }) {
  return (
    <Card aria-labelledby="account-title">
      <h2 id="account-title" className="text-xl font-bold text-slate-900">
        Account Info
      </h2>
      <dl className="mt-4 grid gap-3">
        <div className="flex flex-wrap justify-between gap-2">
          <dt className="font-semibold text-slate-700">Member Since</dt>
          <dd className="text-slate-900">{formatDate(user.createdAt) ?? "N/A"}</dd>
        </div>
        <div className="flex flex-wrap justify-between gap-2">
          <dt className="font-semibold text-slate-700">Last Login</dt>
          <dd className="text-slate-900">{formatDate(user.lastLoginAt) ?? "Today"}</dd>
        </div>
        <div className="flex flex-wrap justify-between gap-2">
          <dt className="font-semibold text-slate-700">Status</dt>
          <dd>
            <Badge tone="green">Active</Badge>
          </dd>
        </div>
        <div className="flex flex-wrap justify-between gap-2">
          <dt className="font-semibold text-slate-700">Email</dt>
          <dd className="break-all text-slate-900">{user.email || "Not set"}</dd>
        </div>
        {user.isGuest ? (
          <div className="flex flex-wrap justify-between gap-2">
            <dt className="font-semibold text-slate-700">Account type</dt>
            <dd>
              <Badge tone="amber">Guest</Badge>
            </dd>
          </div>
        ) : null}
      </dl>
    </Card>
  );
}

export default function Profile() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <>
      <AppHeader links={["dashboard", "friends"]} />
      <PageMain>
        <h1 className="text-3xl font-bold text-slate-900">Your Profile</h1>
        <WinStreakBanner />
        <div className="mt-6 grid gap-6 lg:grid-cols-3">
          <div className="grid gap-6 lg:col-span-2">
            <ProfileCard user={user} />
            {user.isGuest ? <ClaimAccountCard /> : null}
          </div>
          <div className="grid content-start gap-6">
            <StatsCard />
            <AccountInfoCard user={user} />
          </div>
        </div>
      </PageMain>
    </>
  );
}
