import { remoteLabels } from '@/content/fan-detail'
import { RemoteButton } from '@/components/fan/remote-button'
import type { ImageAttributes } from '@/lib/images/image-attributes'
import { type RemoteAction, type RemoteState, speedLevels, spin } from '@/lib/fan/fan-remote'

/**
 * What the virtual remote looks like in `state`: power (red when on, green when off), five
 * speeds and the direction, beside the fan picture, which spins only while on; with reduced
 * motion it stays still and the status line says so, and what the fan would do. Without
 * `dispatch` (the server's copy, shown until the remote's script has loaded) the buttons are
 * disabled, so no press is lost before they work; where no script runs, it says it needs one.
 */
export function RemoteView({
  state,
  picture,
  dispatch,
}: {
  state: RemoteState
  picture: ImageAttributes
  dispatch?: (action: RemoteAction) => void
}) {
  const { spinning, durationSeconds, rotation } = spin(state)
  const disabled = !dispatch
  // A server component may not pass handlers: the server's copy has none.
  const press = (action: RemoteAction) => (dispatch ? () => dispatch(action) : undefined)
  return (
    <div className="grid items-center gap-10 md:grid-cols-2">
      <div className="mx-auto w-full max-w-xs">
        {/* eslint-disable-next-line @next/next/no-img-element -- next/image's attributes, made on the server */}
        <img
          {...picture}
          alt=""
          data-testid="remote-fan"
          data-spinning={spinning}
          className="aspect-square w-full animate-spin motion-reduce:animate-none"
          style={{
            ...picture.style,
            animationDuration: `${durationSeconds}s`,
            animationDirection: rotation === 'clockwise' ? 'normal' : 'reverse',
            animationPlayState: spinning ? 'running' : 'paused',
          }}
        />
      </div>
      <div className="rounded-3xl bg-navy-950 p-6 text-white shadow-xl">
        <p className="text-slate-300">{remoteLabels.intro}</p>
        <button
          type="button"
          disabled={disabled}
          aria-pressed={state.power}
          onClick={press({ type: 'power' })}
          className={`mt-6 w-full rounded-full py-3 font-bold text-white ${state.power ? 'bg-[#dc2626] hover:bg-[#b91c1c]' : 'bg-[#15803d] hover:bg-[#166534]'}`}
        >
          {remoteLabels.power}
        </button>
        <p className="mt-6 text-sm font-semibold tracking-wider text-slate-400 uppercase" id="remote-speed">
          {remoteLabels.speed}
        </p>
        <div role="group" aria-labelledby="remote-speed" className="mt-2 grid grid-cols-5 gap-2">
          {speedLevels.map(({ level, seconds }) => (
            <RemoteButton key={level} pressed={state.speed === seconds} onPress={press({ type: 'speed', level })}>
              {level}
            </RemoteButton>
          ))}
        </div>
        <div className="mt-6 grid grid-cols-2 gap-2">
          {(['forward', 'reverse'] as const).map((direction) => (
            <RemoteButton key={direction} pressed={state.direction === direction} onPress={press({ type: 'direction', direction })}>
              {remoteLabels[direction]}
            </RemoteButton>
          ))}
        </div>
        <p role="status" className="mt-6 text-sm text-amber-brand no-script:hidden">
          {spinning ? (
            <>
              <span className="motion-reduce:hidden">{remoteLabels.statusOn(rotation, durationSeconds)}</span>
              <span className="hidden motion-reduce:inline">{remoteLabels.statusStill(rotation, durationSeconds)}</span>
            </>
          ) : (
            remoteLabels.statusOff
          )}
        </p>
        <p className="mt-6 hidden text-sm text-amber-brand no-script:block">{remoteLabels.needsScript}</p>
      </div>
    </div>
  )
}
