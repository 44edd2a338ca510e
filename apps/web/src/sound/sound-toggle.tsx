import { Button } from "../components/ui";
import { commonText } from "../i18n/en/common";
import { setSoundOn, useSoundOn } from "./sound-preference";
import { playSound, unlockAudio } from "./sounds";

/** A speaker, with waves when sound is on and a cross when it is off. Decorative. */
function SpeakerIcon({ on }: { on: boolean }) {
  return (
    <svg
      aria-hidden="true"
      focusable={false}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className="h-5 w-5"
    >
      <path d="M4 9h4l5-4v14l-5-4H4z" />
      {on ? <path d="M16.5 8.5a5 5 0 010 7M19 6a8.5 8.5 0 010 12" /> : <path d="M17 9l5 6M22 9l-5 6" />}
    </svg>
  );
}

/**
 * The sound effects switch (off until the player turns it on; the choice is remembered). A toggle
 * button: its name stays "Sound effects" and `aria-pressed` says whether they are on.
 */
export function SoundToggle({ className = "" }: { className?: string }) {
  const t = commonText.useT();
  const on = useSoundOn();
  const toggle = () => {
    setSoundOn(!on);
    if (!on) {
      // This click is the interaction browsers want before they play audio.
      unlockAudio();
      playSound("tick");
    }
  };
  return (
    <Button
      variant={on ? "primary" : "outline"}
      size="sm"
      aria-pressed={on}
      onClick={toggle}
      className={`min-w-11 ${className}`}
    >
      <SpeakerIcon on={on} />
      {t("sound.toggle")}
    </Button>
  );
}
