import { gameText } from "../i18n/en/game";
import { Countdown } from "./countdown";

/** Marks the heading that receives focus when its phase begins (`PhaseScreen` looks for it). */
export const phaseHeadingProps = { "data-phase-heading": "", tabIndex: -1 } as const;

/**
 * Marks the control where the player starts a phase (the first dealt word; the riddle box once a
 * word is chosen): `PhaseScreen` focuses it in place of the heading.
 */
export const phaseStartProps = { "data-phase-start": "" } as const;

/**
 * The title of a timed phase and its countdown, kept in view while the player scrolls or types
 * (on a phone the keyboard hides most of the screen): it sticks to the top of its card.
 */
export function PhaseHeader({
  id,
  title,
  deadline,
  startedAt,
  offset,
}: {
  id: string;
  title: string;
  deadline: number | null;
  startedAt: number;
  offset: number;
}) {
  const t = gameText.useT();
  return (
    <div
      data-testid="phase-header"
      className="sticky top-0 z-10 -mx-5 -mt-5 flex flex-wrap items-center justify-between gap-2 rounded-t-xl border-b border-slate-100 bg-white/95 px-5 pt-5 pb-3 backdrop-blur"
    >
      <h2 id={id} {...phaseHeadingProps} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <Countdown deadline={deadline} startedAt={startedAt} offset={offset} label={t("timeLeft")} />
    </div>
  );
}
