/**
 * The report routes' contracts (packages/protocol/src/community.ts; what may be reported is decided
 * in packages/rules/src/reports.ts): reporting a riddle, a player or a tournament, and the
 * moderators' queue of reports grouped per target.
 */
import type { ReportGroupsPage } from "../community";
import { reportBodySchema, reportsQuerySchema } from "../community-schema";
import { routeContract, TOO_MANY_CALLS, typedAnswer } from "./contract";

/** The answer to a report: the same for a first report and a repeat. */
export interface ReportResponse {
  success: true;
  message: string;
}

export const reportRoutes = {
  send: routeContract({
    method: "POST",
    path: "/api/reports",
    access: "user",
    idempotent: true,
    summary: "Report a riddle, a player or a tournament",
    tag: "Moderation",
    body: reportBodySchema,
    responses: {
      201: typedAnswer<ReportResponse>("{success, message}", "thanks; the same for a repeat."),
      400: {
        description:
          "One's own riddle, oneself or one's own tournament, or a riddle whose round is not scored yet.",
      },
      404: { description: "No such riddle, player or tournament." },
      429: TOO_MANY_CALLS,
    },
  }),
  list: routeContract({
    method: "GET",
    path: "/api/reports",
    access: "moderator",
    forbidden: "Only moderators can see reports and take moderation actions.",
    summary: "Open or closed reports, grouped by target",
    description:
      "Reports about the caller and on their own riddles or tournaments are left out: another moderator handles them (issue 29). Each group names the actions the caller may take.",
    tag: "Moderation",
    query: reportsQuerySchema,
    responses: {
      200: typedAnswer<ReportGroupsPage>("ReportGroupsPage", "a page of report groups and the next cursor."),
      400: { description: "A cursor of the other list, or no longer valid." },
    },
  }),
};
