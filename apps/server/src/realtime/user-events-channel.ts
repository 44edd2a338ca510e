import type { MatchFoundMessage, SocialMessage } from "@riddlebook/protocol";
import { type BusMessage, busChannel } from "../bus/bus";

/** A push to one user, as carried on the bus. */
export interface UserEventEnvelope extends BusMessage {
  type: "user_event";
  userId: string;
  message: MatchFoundMessage | SocialMessage;
}

/** The bus channel of user-level pushes; every instance delivers the ones for its own sockets. */
export const USER_EVENTS_CHANNEL = busChannel<UserEventEnvelope>("user-events");
