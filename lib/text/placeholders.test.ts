import { fillPlaceholders } from './placeholders'

describe('fillPlaceholders', () => {
  it('puts each value in its place, however often it is named', () => {
    expect(fillPlaceholders('Write to {{email}} or {{ email }}, {{name}}.', { email: 'a@b.in', name: 'Asha' })).toBe(
      'Write to a@b.in or a@b.in, Asha.',
    )
  })

  it('leaves text without placeholders as it is', () => {
    expect(fillPlaceholders('Plain {text}.', {})).toBe('Plain {text}.')
  })

  it('refuses a placeholder it has no value for', () => {
    expect(() => fillPlaceholders('Call {{phone}}', { email: 'a@b.in' })).toThrow('{{phone}}')
  })
})
