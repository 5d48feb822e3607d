export default function HomePage() {
  return <div className="h-screen bg-navy-900" />
}
