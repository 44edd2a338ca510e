import type { GameSettingsResponse } from "@riddlebook/protocol";
import { DEFAULT_TIMINGS, type Timings } from "@riddlebook/rules";
import { useQuery } from "@tanstack/react-query";
import { apiJson } from "../lib/api";

const SERVER_SETTINGS_KEY = ["/api/settings"] as const;

/**
 * The phase timings this server's new games use (GET /api/settings), for text that describes a game
 * before one exists. The rules' defaults stand in until the answer arrives or if it fails.
 */
export function useServerTimings(): Timings {
  const settings = useQuery<GameSettingsResponse>({
    queryKey: SERVER_SETTINGS_KEY,
    queryFn: () => apiJson<GameSettingsResponse>("GET", "/api/settings"),
  });
  return settings.data?.timings ?? DEFAULT_TIMINGS;
}
