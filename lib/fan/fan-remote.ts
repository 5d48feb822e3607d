/**
 * The virtual fan remote. Speed is the length of one spin in seconds, so a
 * lower number is faster: buttons 1 to 5 give 3, 2, 1.5, 1 and 0.1. It starts off, at 3,
 * turning forward (clockwise).
 */
export const speedLevels = [
  { level: 1, seconds: 3 },
  { level: 2, seconds: 2 },
  { level: 3, seconds: 1.5 },
  { level: 4, seconds: 1 },
  { level: 5, seconds: 0.1 },
] as const

type SpeedLevel = (typeof speedLevels)[number]['level']
type Direction = 'forward' | 'reverse'
export type RemoteState = { power: boolean; speed: number; direction: Direction }
export type RemoteAction = { type: 'power' } | { type: 'speed'; level: SpeedLevel } | { type: 'direction'; direction: Direction }

export const initialRemote: RemoteState = { power: false, speed: 3, direction: 'forward' }

export function remoteReducer(state: RemoteState, action: RemoteAction): RemoteState {
  switch (action.type) {
    case 'power':
      return { ...state, power: !state.power }
    case 'speed': {
      const level = speedLevels.find((entry) => entry.level === action.level)
      return level ? { ...state, speed: level.seconds } : state
    }
    case 'direction':
      return { ...state, direction: action.direction }
  }
}

/** How the fan picture turns: clockwise forward, anticlockwise in reverse, only while on. */
export function spin(state: RemoteState) {
  return {
    spinning: state.power,
    durationSeconds: state.speed,
    rotation: state.direction === 'forward' ? ('clockwise' as const) : ('anticlockwise' as const),
  }
}
