// The presence feature (docs/decisions/041-feature-modules.md): friends' presence, what each user's
// open pages say of them (realtime/ keeps the sockets). The only file app.ts or another feature imports.
export { UserPresence } from "./service";
export { readPresence } from "./view";
