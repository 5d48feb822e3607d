const longDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' })

/** An ISO date ("2025-03-14") as Indian readers write it: "14 March 2025". */
export function formatDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate}T12:00:00+05:30`))
}
