import type { ThemeChoice } from "../lib/theme";

/** Small decorative line icons (aria-hidden); the control that holds one carries the name. */
const common = {
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  focusable: false,
} as const;

export function HomeIcon({ className = "h-5 w-5" }: { className?: string }) {
  return (
    <svg aria-hidden="true" {...common} className={className}>
      <path d="M3 11l9-7 9 7" />
      <path d="M5 10v10h14V10" />
    </svg>
  );
}

export function UsersIcon({ className = "h-5 w-5" }: { className?: string }) {
  return (
    <svg aria-hidden="true" {...common} className={className}>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20c.8-3.6 3.4-5.5 6.5-5.5s5.7 1.9 6.5 5.5" />
      <path d="M16 4.8a3.5 3.5 0 010 6.4M18 14.8c1.8.8 3 2.5 3.5 5.2" />
    </svg>
  );
}

export function SparklesIcon({ className = "h-5 w-5" }: { className?: string }) {
  return (
    <svg aria-hidden="true" {...common} className={className}>
      <path d="M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8z" />
      <path d="M19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z" />
    </svg>
  );
}

export function UserIcon({ className = "h-5 w-5" }: { className?: string }) {
  return (
    <svg aria-hidden="true" {...common} className={className}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c1-4.2 4.2-6.5 8-6.5s7 2.3 8 6.5" />
    </svg>
  );
}

export function LogoutIcon({ className = "h-5 w-5" }: { className?: string }) {
  return (
    <svg aria-hidden="true" {...common} className={className}>
      <path d="M15 4h4v16h-4" />
      <path d="M10 8l-4 4 4 4M6 12h10" />
    </svg>
  );
}

/** A monitor (system), a sun (light) or a moon (dark). Decorative. */
export function ThemeIcon({ choice }: { choice: ThemeChoice }) {
  return (
    <svg aria-hidden="true" {...common} className="h-5 w-5">
      {choice === "system" ? (
        <>
          <rect x="3" y="4" width="18" height="12" rx="2" />
          <path d="M8 20h8M12 16v4" />
        </>
      ) : choice === "light" ? (
        <>
          <circle cx="12" cy="12" r="4" />
          <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
        </>
      ) : (
        <path d="M20 14.5A8 8 0 019.5 4a8 8 0 1010.5 10.5z" />
      )}
    </svg>
  );
}

/** An eye: open when values show, struck through in streamer mode. Decorative. */
export function EyeIcon({ struck }: { struck: boolean }) {
  return (
    <svg aria-hidden="true" {...common} className="h-5 w-5">
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {struck ? <path d="M4 4l16 16" /> : null}
    </svg>
  );
}
