import { commonText } from "../i18n/en/common";

/**
 * A duration as players read it: whole minutes from two minutes up ("3 minutes", "2 minutes 30
 * seconds"), seconds below ("60 seconds", "1 second").
 */
export function durationText(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  const { t } = commonText;
  if (seconds < 120) return t("duration.seconds", { count: seconds });
  const rest = seconds % 60;
  const minutes = t("duration.minutes", { count: Math.floor(seconds / 60) });
  return rest === 0
    ? minutes
    : t("duration.minutesSeconds", { minutes, seconds: t("duration.seconds", { count: rest }) });
}
