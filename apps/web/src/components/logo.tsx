/** The Riddlebook mark: an open book with a question mark. Decorative; pair it with the name. */
function LogoMark({ className = "h-8 w-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#5b21b6" />
      <path d="M7 8.5c3-1.4 6-1.4 9 0v16c-3-1.4-6-1.4-9 0z" fill="#fde68a" />
      <path d="M16 8.5c3-1.4 6-1.4 9 0v16c-3-1.4-6-1.4-9 0z" fill="#fef3c7" />
      <path
        d="M18.6 13.2c0-1.3 1-2.2 2.3-2.2s2.3.9 2.3 2.1c0 1.6-2 1.7-2 3.3"
        fill="none"
        stroke="#5b21b6"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
      <circle cx="21.2" cy="19.4" r="1" fill="#5b21b6" />
    </svg>
  );
}

export function Wordmark() {
  return (
    <span className="flex items-center gap-2 text-lg font-bold text-slate-900 sm:text-xl">
      <LogoMark />
      <span>Riddlebook</span>
    </span>
  );
}
