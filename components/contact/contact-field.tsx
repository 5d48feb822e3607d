import type { ChangeEvent } from 'react'
import { contactLimits } from '@/lib/contact/fields'
import type { ContactMessage } from '@/lib/contact/message'

const style =
  'mt-1 block w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-navy-900 placeholder:text-slate-500 focus:border-navy-700 disabled:bg-slate-100 aria-invalid:border-[#dc2626] aria-invalid:ring-1 aria-invalid:ring-[#dc2626]'

type ContactFieldProps = {
  name: keyof ContactMessage
  text: { label: string; placeholder: string }
  value: string
  onChange: (value: string) => void
  onBlur?: () => void
  /** What is wrong with the value, shown beside it and read with it. */
  problem?: string
  multiline?: boolean
  type?: 'text' | 'email'
  autoComplete?: string
}

/**
 * One of the contact form's text fields: its label, marked required, the input and what is wrong
 * with it, read with the input.
 */
export function ContactField({
  name,
  text,
  value,
  onChange,
  onBlur,
  problem,
  multiline = false,
  type = 'text',
  autoComplete,
}: ContactFieldProps) {
  const problemId = `${name}-problem`
  const input = {
    id: name,
    name,
    required: true,
    maxLength: contactLimits[name],
    placeholder: text.placeholder,
    value,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': problem ? problemId : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.currentTarget.value),
    onBlur,
    className: style,
  }
  return (
    <div>
      <label htmlFor={name} className="text-sm font-semibold text-navy-900">
        {text.label}
      </label>
      <RequiredMark />
      {multiline ? <textarea rows={5} {...input} /> : <input type={type} autoComplete={autoComplete} {...input} />}
      {problem ? (
        <p id={problemId} className="mt-1 text-sm text-red-700">
          {problem}
        </p>
      ) : null}
    </div>
  )
}

/** The asterisk of a required field; the field itself says it is required to screen readers. */
export function RequiredMark() {
  return (
    <span aria-hidden className="text-sm font-semibold text-red-700">
      {' *'}
    </span>
  )
}
