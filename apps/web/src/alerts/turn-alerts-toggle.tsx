import { Button } from "../components/ui";
import { commonText } from "../i18n/en/common";
import { toast } from "../toast/toast-store";
import { disableTurnAlerts, enableTurnAlerts, notificationsSupported, useTurnAlertsOn } from "./alerts";

const BELL = "M6 16V11a6 6 0 0112 0v5l1.5 2h-15zM10 20.5a2 2 0 004 0";

/** A bell, struck through when alerts are off. Decorative: the button carries the name. */
function BellIcon({ on }: { on: boolean }) {
  const line = { fill: "none", stroke: "currentColor", strokeWidth: 2, strokeLinecap: "round" } as const;
  return (
    <svg aria-hidden="true" focusable={false} viewBox="0 0 24 24" className="h-5 w-5">
      <path d={on ? BELL : `${BELL}M4 4l16 16`} strokeLinejoin="round" {...line} />
    </svg>
  );
}

/**
 * The "Turn alerts" switch: system notifications when something needs the player while the tab is
 * in the background (the tab title flashes either way). Turning it on asks the browser for
 * permission, from this click and never on page load. Not shown where notifications do not exist.
 */
export function TurnAlertsToggle({ className = "" }: { className?: string }) {
  const t = commonText.useT();
  const on = useTurnAlertsOn();
  if (!notificationsSupported()) return null;
  const toggle = async () => {
    if (on) {
      disableTurnAlerts();
      return;
    }
    if (!(await enableTurnAlerts())) {
      toast({
        title: t("alerts.blockedTitle"),
        description: t("alerts.blockedText"),
      });
    }
  };
  return (
    <Button
      aria-pressed={on}
      className={`min-w-11 ${className}`}
      onClick={() => void toggle()}
      size="sm"
      variant={on ? "primary" : "outline"}
    >
      <BellIcon on={on} />
      {t("alerts.toggle")}
    </Button>
  );
}
