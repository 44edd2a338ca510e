import {
  BOT_DIFFICULTIES,
  CHALLENGE_ROUND_OPTIONS,
  TOURNAMENT_FORMATS,
  TOURNAMENT_SIZES,
} from "@riddlebook/rules";
import { z } from "zod";
import { toNfc, toNfcLines, visibleText } from "./text";
import { TOURNAMENT_LIMITS, TOURNAMENT_STATUSES } from "./tournament";

// Kept apart from tournament.ts, which holds only types and constants (see there). The server adds
// the checks that need its clock: both times in the future, at most 30 days ahead (ADR 033).

const L = TOURNAMENT_LIMITS;
const nameMessage = `Tournament names must be ${L.nameMin} to ${L.nameMax} characters.`;
const sizeMessage = `Size must be ${TOURNAMENT_SIZES.join(", ").replace(/, (\d+)$/, " or $1")}.`;
const formatMessage = `Format must be one of: ${TOURNAMENT_FORMATS.join(", ")}.`;
const roundsMessage = `Rounds per match must be ${CHALLENGE_ROUND_OPTIONS.join(", ").replace(/, (\d+)$/, " or $1")}.`;
const timeMessage = (field: string) => `${field} must be a time in epoch milliseconds.`;

/** POST /api/tournaments. */
export const createTournamentBodySchema = z
  .strictObject(
    {
      name: z
        .string({ error: nameMessage })
        .overwrite(toNfc)
        .trim()
        .min(L.nameMin, nameMessage)
        .max(L.nameMax, nameMessage)
        .superRefine(visibleText("The tournament name")),
      description: z
        .string({ error: "The description must be text." })
        .overwrite(toNfcLines)
        .trim()
        .max(L.descriptionMax, `The description can be at most ${L.descriptionMax} characters.`)
        .superRefine(visibleText("The description", { multiline: true }))
        .optional(),
      size: z.literal(TOURNAMENT_SIZES, { error: sizeMessage }),
      format: z.enum(TOURNAMENT_FORMATS, { error: formatMessage }),
      registrationDeadline: z
        .number({ error: timeMessage("The registration deadline") })
        .int(timeMessage("The registration deadline")),
      startsAt: z.number({ error: timeMessage("The start time") }).int(timeMessage("The start time")),
      roundsPerMatch: z.literal(CHALLENGE_ROUND_OPTIONS, { error: roundsMessage }).optional(),
    },
    {
      // No prize pool: prizes are a fixed schedule by size (docs/decisions/046-tournament-prizes.md),
      // so a `prizePool` sent by an older client is refused as an unknown field.
      error:
        "A tournament needs a name, size, format, registrationDeadline and startsAt (and optionally a description and roundsPerMatch).",
    },
  )
  .refine((body) => body.startsAt >= body.registrationDeadline, {
    message: "The start time cannot be before the registration deadline.",
    path: ["startsAt"],
  });
export type CreateTournamentBody = z.input<typeof createTournamentBodySchema>;

/** POST /api/tournaments/{id}/bots. */
export const addTournamentBotBodySchema = z.strictObject(
  {
    difficulty: z.enum(BOT_DIFFICULTIES, {
      error: `Difficulty must be one of: ${BOT_DIFFICULTIES.join(", ")}.`,
    }),
  },
  { error: "A bot entrant needs a difficulty (easy, medium, hard or expert) and nothing else." },
);
export type AddTournamentBotBody = z.input<typeof addTournamentBotBodySchema>;

/** GET /api/tournaments: filter by status, or to the caller's own (entered or created); keyset pages. */
export const tournamentListQuerySchema = z.strictObject(
  {
    status: z
      .enum(TOURNAMENT_STATUSES, { error: `status must be one of: ${TOURNAMENT_STATUSES.join(", ")}.` })
      .optional(),
    mine: z
      .enum(["true", "false"], { error: "mine must be true or false." })
      .transform((v) => v === "true")
      .optional(),
    cursor: z.string({ error: "cursor must be text." }).max(200, "That cursor is not valid.").optional(),
    limit: z.coerce
      .number({ error: "limit must be a number." })
      .int("limit must be a whole number.")
      .min(1, `limit must be from 1 to ${L.listLimitMax}.`)
      .max(L.listLimitMax, `limit must be from 1 to ${L.listLimitMax}.`)
      .optional(),
  },
  { error: "Unknown query parameters." },
);
export type TournamentListQuery = z.output<typeof tournamentListQuerySchema>;
