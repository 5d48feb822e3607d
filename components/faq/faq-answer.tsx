import type { FaqItem } from '@/content/schemas'

/** An answer is a paragraph, or groups of a sub-heading, points and an optional note. */
export function FaqAnswer({ answer }: { answer: FaqItem['answer'] }) {
  if (typeof answer === 'string') return <p>{answer}</p>
  return (
    <div className="space-y-4">
      {answer.map((group) => (
        <div key={group.subHeading}>
          <h3 className="font-semibold text-navy-900">{group.subHeading}</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {group.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          {group.note ? <p className="mt-2 text-sm text-slate-500 italic">{group.note}</p> : null}
        </div>
      ))}
    </div>
  )
}
