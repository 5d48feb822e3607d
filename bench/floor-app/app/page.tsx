export default function Page() {
  return (
    <main>
      <h1>Floor</h1>
      <p>A Next.js App Router page with no component, style, font or image of its own.</p>
    </main>
  )
}
