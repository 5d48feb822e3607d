import type { contactForm } from '@/content/contact'

/**
 * The contact form's submit button: 'Sending' with a spinner while a message is on its way.
 * While the form cannot be sent (`blocked`) it says it is unavailable but stays focusable, so a
 * keyboard or screen-reader visitor reaches it and hears what is still needed (`describedBy`).
 */
export function SendButton({
  blocked,
  describedBy,
  sending,
  text,
}: {
  blocked: boolean
  describedBy?: string
  sending: boolean
  text: Pick<typeof contactForm, 'submit' | 'sending'>
}) {
  return (
    <button
      type="submit"
      disabled={sending}
      aria-disabled={blocked || undefined}
      aria-describedby={describedBy}
      className="inline-flex items-center gap-2 rounded-full bg-amber-brand px-8 py-3 font-semibold text-navy-950 hover:bg-amber-400 disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-amber-brand"
    >
      {sending ? (
        <>
          <svg aria-hidden viewBox="0 0 24 24" className="size-5 animate-spin" fill="none">
            <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
            <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
          </svg>
          {text.sending}
        </>
      ) : (
        text.submit
      )}
    </button>
  )
}
