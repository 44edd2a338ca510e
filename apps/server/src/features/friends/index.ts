// The friends feature (docs/decisions/041-feature-modules.md): the only file app.ts or another
// feature imports.
export type { UserPushes } from "./pushes";
export { registerFriendRoutes } from "./routes";
export { friendIdsOf, friendshipOf } from "./service";
