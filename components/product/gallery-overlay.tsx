'use client'

import { type MouseEvent, type ReactNode, useRef, useState } from 'react'
import type { ImageAttributes } from '@/lib/images/image-attributes'

/**
 * The gallery's overlay: a click on any element marked `data-gallery-image` (the server-rendered
 * cover and thumbnails, links to their images) opens that image in a full-screen native modal dialog, 450px wide,
 * closed by a click anywhere, the close button or Escape. The close button takes focus when it
 * opens, and focus goes back to the image that opened it when it closes.
 */
export function GalleryOverlay({
  name,
  images,
  closeLabel,
  className,
  children,
}: {
  name: string
  images: ImageAttributes[]
  closeLabel: string
  className: string
  children: ReactNode
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const closeButton = useRef<HTMLButtonElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const [open, setOpen] = useState<ImageAttributes | null>(null)
  const show = (event: MouseEvent) => {
    // A click meant for a new tab or window goes to the image itself, as the link says.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const from = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-gallery-image]') : null
    const image = images[Number(from?.dataset.galleryImage)]
    if (!from || !image) return
    event.preventDefault()
    opener.current = from
    setOpen(image)
    dialog.current?.showModal()
    // The button is in the dialog from the start, so it can take focus now (React's autoFocus
    // would run before the dialog opens); a click does not focus it in every browser.
    closeButton.current?.focus()
  }
  const close = () => dialog.current?.close()
  const closed = () => {
    setOpen(null)
    opener.current?.focus()
  }
  return (
    <div className={className} onClick={show}>
      {children}
      <dialog
        ref={dialog}
        onClick={close}
        onClose={closed}
        aria-label={name}
        className="m-auto max-h-none max-w-none bg-transparent p-0 backdrop:bg-navy-950/85"
      >
        <div className="relative">
          {/* eslint-disable-next-line @next/next/no-img-element -- next/image's attributes, made on the server */}
          {open ? <img {...open} alt={name} className="w-[450px] max-w-[90vw] rounded-2xl bg-white object-contain" /> : null}
          {/* Inside the image's corner: the dialog clips whatever lies outside its box. */}
          <button ref={closeButton} type="button" onClick={close} className="overlay-close" aria-label={closeLabel}>
            ×
          </button>
        </div>
      </dialog>
    </div>
  )
}
