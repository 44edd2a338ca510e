import { ROLES, VAULT_DIFFICULTIES } from "@riddlebook/rules";
import { z } from "zod";
import {
  MODERATION_ACTIONS,
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  REPORT_TARGET_TYPES,
  REVIEW_STATUSES,
} from "./community";
import { idSchema } from "./game";

// Kept apart from community.ts, which holds only types and constants (see there).

const notesSchema = z
  .string({ error: "reviewNotes must be text." })
  .trim()
  .max(1000, "Review notes can be at most 1000 characters.");

/** PATCH /api/published-riddles/{id}. `reviewedBy` is accepted for the spec's shape and ignored. */
export const reviewBodySchema = z.strictObject({
  isApproved: z.boolean({ error: "isApproved must be true or false." }),
  reviewNotes: notesSchema.nullish(),
  reviewedBy: z.unknown().optional(),
});

/** GET /api/published-riddles query. */
export const publishedRiddlesQuerySchema = z.strictObject({
  status: z
    .enum(REVIEW_STATUSES, { error: `status must be one of: ${REVIEW_STATUSES.join(", ")}.` })
    .default("pending"),
  cursor: z.string().max(200).optional(),
});

/** PATCH /api/admin/users/{id}/role. */
export const roleChangeBodySchema = z.strictObject({
  role: z
    .enum(ROLES, { error: `role must be one of: ${ROLES.join(", ")}.` })
    .refine((role) => role !== "admin", {
      message: "Admins are granted by the operator, not from this page.",
    }),
});

/** GET /api/admin/users query: a username or e-mail prefix. */
export const adminUsersQuerySchema = z.strictObject({
  query: z
    .string({ error: "query must be text." })
    .max(100, "query can be at most 100 characters.")
    .regex(/^\P{Cc}*$/u, "query can't contain control characters.")
    .optional(),
});

/** GET /api/admin/audit query. */
export const auditQuerySchema = z.strictObject({ cursor: z.string().max(200).optional() });

/** GET /api/vault/next query. */
export const vaultQuerySchema = z.strictObject({
  page: z.coerce.number({ error: "page must be a number." }).int().min(1).max(1000).optional(),
  difficulty: z.enum(VAULT_DIFFICULTIES).optional(),
  unsolved: z.enum(["0", "1", "true", "false"]).optional(),
});

/** POST /api/vault/{id}/guess and /api/daily/guess. */
export const vaultGuessBodySchema = z.strictObject({
  guess: z
    .string({ error: "Please enter a guess" })
    .trim()
    .min(1, "Please enter a guess")
    .max(100, "A guess must be at most 100 characters."),
});

/** POST /api/vault/{id}/rating. */
export const ratingBodySchema = z.strictObject({
  rating: z
    .number({ error: "rating must be a number from 1 to 5." })
    .int("rating must be a whole number.")
    .min(1, "rating must be from 1 to 5.")
    .max(5, "rating must be from 1 to 5."),
});

/** POST /api/reports. */
export const reportBodySchema = z.strictObject({
  targetType: z.enum(REPORT_TARGET_TYPES, {
    error: `targetType must be one of: ${REPORT_TARGET_TYPES.join(", ")}.`,
  }),
  targetId: idSchema,
  reason: z.enum(REPORT_REASONS, { error: `reason must be one of: ${REPORT_REASONS.join(", ")}.` }),
  details: z
    .string()
    .trim()
    .max(REPORT_DETAILS_MAX, `Details can be at most ${REPORT_DETAILS_MAX} characters.`)
    .optional(),
});

/** GET /api/reports query. */
export const reportsQuerySchema = z.strictObject({
  status: z.enum(["open", "closed"]).default("open"),
  cursor: z.string().max(200).optional(),
});

/** POST /api/moderation/actions. */
export const moderationActionBodySchema = z.strictObject({
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: idSchema,
  action: z.enum(MODERATION_ACTIONS, { error: `action must be one of: ${MODERATION_ACTIONS.join(", ")}.` }),
  note: z.string().trim().max(1000).optional(),
});
