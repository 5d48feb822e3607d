import { initialRemote, remoteReducer, type RemoteState, speedLevels, spin } from './fan-remote'

describe('fan remote', () => {
  it('starts off, at speed 3, turning forward', () => {
    expect(initialRemote).toEqual({ power: false, speed: 3, direction: 'forward' })
    expect(spin(initialRemote)).toEqual({ spinning: false, durationSeconds: 3, rotation: 'clockwise' })
  })

  it('switches power on and off', () => {
    const on = remoteReducer(initialRemote, { type: 'power' })
    expect(on.power).toBe(true)
    expect(spin(on).spinning).toBe(true)
    expect(remoteReducer(on, { type: 'power' }).power).toBe(false)
  })

  it.each([
    [1, 3],
    [2, 2],
    [3, 1.5],
    [4, 1],
    [5, 0.1],
  ] as const)('button %i makes one spin last %d seconds', (level, seconds) => {
    const state = remoteReducer({ ...initialRemote, power: true }, { type: 'speed', level })
    expect(state.speed).toBe(seconds)
    expect(spin(state).durationSeconds).toBe(seconds)
  })

  it('has five speed buttons, 1 to 5', () => {
    expect(speedLevels.map((entry) => entry.seconds)).toEqual([3, 2, 1.5, 1, 0.1])
  })

  it('turns anticlockwise in reverse and clockwise forward', () => {
    const reverse = remoteReducer(initialRemote, { type: 'direction', direction: 'reverse' })
    expect(spin(reverse).rotation).toBe('anticlockwise')
    expect(spin(remoteReducer(reverse, { type: 'direction', direction: 'forward' })).rotation).toBe('clockwise')
  })

  it('keeps speed and direction while switched off', () => {
    let state: RemoteState = remoteReducer(initialRemote, { type: 'speed', level: 5 })
    state = remoteReducer(state, { type: 'direction', direction: 'reverse' })
    expect(state).toEqual({ power: false, speed: 0.1, direction: 'reverse' })
    expect(spin(state).spinning).toBe(false)
    expect(spin(remoteReducer(state, { type: 'power' }))).toEqual({ spinning: true, durationSeconds: 0.1, rotation: 'anticlockwise' })
  })

  it('ignores an unknown speed level', () => {
    expect(remoteReducer(initialRemote, { type: 'speed', level: 9 as never })).toBe(initialRemote)
  })
})
