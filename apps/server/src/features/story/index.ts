// The story feature (docs/decisions/041-feature-modules.md): the only file app.ts or another
// feature imports.
export { registerStoryRoutes } from "./routes";
export { type PlayDeps as StoryPlayDeps, replayStoryGame, storyProgressOf } from "./service";
