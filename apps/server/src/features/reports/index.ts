// The reports feature (docs/decisions/041-feature-modules.md): the only file app.ts or another
// feature imports. Moderation reads the targets through it.
export { registerReportRoutes } from "./routes";
export {
  findGameRiddleTarget,
  findPublishedRiddleTarget,
  type ReportTarget,
  subjectsOf,
  targetKey,
  tournamentCreator,
} from "./target-repository";
