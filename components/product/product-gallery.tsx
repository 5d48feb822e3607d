'use client'

import Image from 'next/image'
import { useRef, useState } from 'react'
import { productLabels } from '@/content/product-labels'

const labels = productLabels.detail

/**
 * The sticky cover with thumbnails of the extra images. A click on any of them opens it in a
 * full-screen overlay (a native modal dialog, 450px wide), closed by a click anywhere, the close
 * button or Escape. The close button takes focus when it opens, and focus goes back to the image
 * that opened it when it closes. Without JavaScript the images are simply shown.
 */
export function ProductGallery({ name, cover, more }: { name: string; cover: string; more: string[] }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const closeButton = useRef<HTMLButtonElement>(null)
  const opener = useRef<HTMLButtonElement | null>(null)
  const [open, setOpen] = useState<string | null>(null)
  const show = (src: string, from: HTMLButtonElement) => {
    opener.current = from
    setOpen(src)
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
    <div className="lg:sticky lg:top-[calc(var(--header-height)+1.5rem)]">
      <button
        type="button"
        onClick={(event) => show(cover, event.currentTarget)}
        className="relative block aspect-square w-full cursor-zoom-in overflow-hidden rounded-3xl bg-slate-50 ring-1 ring-slate-200"
        aria-label={`${labels.openImage}: ${name}`}
      >
        <Image
          src={cover}
          alt={name}
          fill
          preload
          fetchPriority="high"
          sizes="(min-width: 1024px) 45vw, 100vw"
          className="object-contain p-6"
        />
      </button>
      {more.length > 0 ? (
        <ul className="mt-4 grid grid-cols-4 gap-3" aria-label={labels.gallery}>
          {more.map((src, index) => (
            <li key={src}>
              <button
                type="button"
                onClick={(event) => show(src, event.currentTarget)}
                className="relative block aspect-square w-full cursor-zoom-in overflow-hidden rounded-xl bg-slate-50 ring-1 ring-slate-200 hover:ring-amber-brand"
                aria-label={`${labels.openImage} ${index + 2}: ${name}`}
              >
                <Image src={src} alt="" fill sizes="120px" className="object-contain p-2" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <dialog
        ref={dialog}
        onClick={close}
        onClose={closed}
        aria-label={name}
        className="m-auto max-h-none max-w-none bg-transparent p-0 backdrop:bg-navy-950/85"
      >
        <div className="relative">
          {open ? (
            <Image
              src={open}
              alt={name}
              width={450}
              height={450}
              sizes="450px"
              className="w-[450px] max-w-[90vw] rounded-2xl bg-white object-contain"
            />
          ) : null}
          {/* Inside the image's corner: the dialog clips whatever lies outside its box. */}
          <button
            ref={closeButton}
            type="button"
            onClick={close}
            className="absolute top-3 right-3 grid size-11 place-items-center rounded-full bg-navy-900 text-2xl leading-none font-bold text-white shadow-lg ring-2 ring-white hover:bg-navy-700"
            aria-label={labels.closeImage}
          >
            ×
          </button>
        </div>
      </dialog>
    </div>
  )
}
