import { imageRequestProblem } from './image-request'

const check = (query: string, hosts: string[] = ['cdn.example.com'], deploymentId?: string) =>
  imageRequestProblem(new URLSearchParams(query), hosts, deploymentId)

describe('imageRequestProblem', () => {
  it('passes the canonical url of an image of the site or of an allowed host', () => {
    expect(check('url=%2Fcatalogue%2Ffan%2Fvayu%2Fcover.webp&w=640&q=75')).toBeNull()
    expect(check('url=https%3A%2F%2Fcdn.example.com%2Fa%2Fb.webp&w=640&q=75')).toBeNull()
  })

  it("passes next/image's deployment id, and only the deployment's", () => {
    expect(check('url=%2Fcatalogue%2Fa.webp&w=640&q=75&dpl=abc123', [], 'abc123')).toBeNull()
    expect(check('url=%2Fcatalogue%2Fa.webp&w=640&q=75&dpl=other', [], 'abc123')).not.toBeNull()
    expect(check('url=%2Fcatalogue%2Fa.webp&w=640&q=75&dpl=abc123')).not.toBeNull()
  })

  it.each([
    ['a fragment that busts the cache', 'url=%2Fcatalogue%2Fa.webp%23x1'],
    ['a query that busts the cache', 'url=%2Fcatalogue%2Fa.webp%3Fv%3D2'],
    ['a dot segment', 'url=%2Fcatalogue%2F.%2Fa.webp'],
    ['a parent segment', 'url=%2Fcatalogue%2F..%2Fa.webp'],
    ['a doubled slash', 'url=%2Fcatalogue%2F%2Fa.webp'],
    ['an encoded character', 'url=%2Fcatalogue%2Fa%2577.webp'],
    ['a folder without images', 'url=%2Fbrochure.pdf'],
    ['a protocol-relative host', 'url=%2F%2Fevil.example%2Fa.webp'],
    ['another host', 'url=https%3A%2F%2Fevil.example%2Fa.webp'],
    ['a remote url spelled two ways', 'url=https%3A%2F%2FCDN.example.com%2Fa.webp'],
    ['two urls', 'url=%2Fcatalogue%2Fa.webp&url=%2Fcatalogue%2Fb.webp'],
    ['no url', 'w=640&q=75'],
    ['another parameter', 'url=%2Fcatalogue%2Fa.webp&w=640&q=75&v=1'],
    ['a width twice', 'url=%2Fcatalogue%2Fa.webp&w=640&q=75&w=640'],
  ])('refuses %s', (_, query) => {
    expect(check(query)).not.toBeNull()
  })
})
