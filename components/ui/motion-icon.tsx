/** The icon of a pause control: two bars while the thing moves, a triangle while it is still. */
export function MotionIcon({ still, className = '' }: { still: boolean; className?: string }) {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className={`size-5 ${className}`} fill="currentColor">
      {still ? <path d="M8 5.5v13l10.5-6.5z" /> : <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />}
    </svg>
  )
}
