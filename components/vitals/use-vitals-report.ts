import { useEffect } from 'react'

/**
 * Reports the page's Web Vitals (send-vitals.ts), whose code is fetched only after the load
 * event, so it never competes with the page. A hook of the header's island, which the root layout
 * mounts once for the whole visit, rather than an island of its own: it measures the page the
 * visitor landed on, which later in-app navigations do not reload.
 */
export function useVitalsReport() {
  // No clean-up: the root layout stays for the whole visit, and sendVitals runs once however often it is called.
  useEffect(() => {
    const path = location.pathname
    const start = () => void import('./send-vitals').then(({ sendVitals }) => sendVitals(path))
    if (document.readyState === 'complete') start()
    else window.addEventListener('load', start)
  }, [])
}
