import { joinList } from './join-list'

describe('joinList', () => {
  const words = { between: ', ', last: ' and ' }

  it('joins the last item with the last word, the others with the word between', () => {
    expect(joinList([], words)).toBe('')
    expect(joinList(['a'], words)).toBe('a')
    expect(joinList(['a', 'b'], words)).toBe('a and b')
    expect(joinList(['a', 'b', 'c'], words)).toBe('a, b and c')
  })
})
