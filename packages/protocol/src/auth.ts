import { ACCOUNT_LIMITS, ROLES, SKILL_LEVELS, WORD_CATEGORIES } from "@riddlebook/rules";
import { z } from "zod";
import { battleRecordSchema } from "./battle";
import { toNfc, toNfcLines, visibleText } from "./text";

const L = ACCOUNT_LIMITS;

export const emailSchema = z
  .string({ error: "E-mail is required." })
  .trim()
  .min(1, "E-mail is required.")
  .max(L.emailMax, "E-mail is too long.")
  .pipe(z.email({ error: "Please enter a valid e-mail address." }))
  .transform((s) => s.toLowerCase());

export const usernameSchema = z
  .string({ error: "Username is required." })
  .overwrite(toNfc)
  .trim()
  .superRefine(visibleText("Username"))
  .min(L.usernameMin, `Username must be at least ${L.usernameMin} characters.`)
  .max(L.usernameMax, `Username must be at most ${L.usernameMax} characters.`)
  .regex(/^[A-Za-z0-9_]+$/, "Username may contain only letters, digits and underscores.");

const nameSchema = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .overwrite(toNfc)
    .trim()
    .min(L.nameMin, `${label} is required.`)
    .max(L.nameMax, `${label} must be at most ${L.nameMax} characters.`)
    .superRefine(visibleText(label));

export const passwordSchema = z
  .string({ error: "Password is required." })
  .min(L.passwordMin, `Password must be at least ${L.passwordMin} characters.`)
  .max(L.passwordMax, `Password must be at most ${L.passwordMax} characters.`);

/** POST /api/auth/signup */
export const signupBodySchema = z.strictObject({
  email: emailSchema,
  firstName: nameSchema("First name"),
  lastName: nameSchema("Last name"),
  username: usernameSchema,
  password: passwordSchema,
});
export type SignupBody = z.input<typeof signupBodySchema>;

/** POST /api/auth/login */
export const loginBodySchema = z.strictObject({
  email: emailSchema,
  password: z
    .string({ error: "Password is required." })
    .min(1, "Password is required.")
    .max(L.passwordMax, `Password must be at most ${L.passwordMax} characters.`),
});
export type LoginBody = z.input<typeof loginBodySchema>;

/** PATCH /api/user/profile. Any other field is refused. */
export const profileUpdateBodySchema = z.strictObject({
  username: usernameSchema.optional(),
  bio: z
    .string({ error: "Bio must be text." })
    .overwrite(toNfcLines)
    .trim()
    .max(L.bioMax, `Bio must be at most ${L.bioMax} characters.`)
    .superRefine(visibleText("Bio", { multiline: true }))
    .nullable()
    .optional(),
  favoriteWordCategory: z
    .enum(WORD_CATEGORIES, { error: `Favorite word category must be one of: ${WORD_CATEGORIES.join(", ")}.` })
    .nullable()
    .optional(),
  skillLevel: z
    .enum(SKILL_LEVELS, { error: `Skill level must be one of: ${SKILL_LEVELS.join(", ")}.` })
    .optional(),
});
export type ProfileUpdateBody = z.input<typeof profileUpdateBodySchema>;

/** POST /api/user/claim: a guest adds an e-mail and password (and optionally names) to keep the account. */
export const claimAccountBodySchema = z.strictObject({
  email: emailSchema,
  password: passwordSchema,
  firstName: nameSchema("First name").optional(),
  lastName: nameSchema("Last name").optional(),
});
export type ClaimAccountBody = z.input<typeof claimAccountBodySchema>;

/** The current user as the API returns it. Dates are ISO strings. Never carries secrets. */
export const userSchema = z.object({
  id: z.string(),
  username: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  bio: z.string().nullable(),
  favoriteWordCategory: z.enum(WORD_CATEGORIES).nullable(),
  skillLevel: z.enum(SKILL_LEVELS),
  role: z.enum(ROLES),
  isGuest: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

/** GET /api/user/stats */
export const userStatsSchema = z.object({
  gamesPlayed: z.number().int(),
  gamesWon: z.number().int(),
  riddlesCreated: z.number().int(),
  totalScore: z.number().int(),
  currentWinStreak: z.number().int(),
  /** The battle record; `GET /api/user/stats` always includes it. */
  battle: battleRecordSchema.optional(),
});
export type UserStats = z.infer<typeof userStatsSchema>;

/** GET /api/test-users (test mode only). */
export const testUserSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  username: z.string().nullable(),
  email: z.string().nullable(),
});
export type TestUser = z.infer<typeof testUserSchema>;
