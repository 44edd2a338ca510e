import type { UserPushMessage } from "@riddlebook/protocol";
import { type BusMessage, busChannel } from "../bus/bus";

/**
 * A push to one user, or to many at once (`userIds`, e.g. a presence change for every friend: one
 * bus message instead of one per friend), as carried on the bus.
 */
export interface UserEventEnvelope extends BusMessage {
  type: "user_event";
  userId: string;
  /** More users to deliver the same message to. */
  userIds?: string[];
  message: UserPushMessage;
}

/** The bus channel of user-level pushes; every instance delivers the ones for its own sockets. */
export const USER_EVENTS_CHANNEL = busChannel<UserEventEnvelope>("user-events");
