/** Capture what code under test writes to the console, without letting it clutter the test output. */
export function captureConsole(method: 'error' | 'warn' | 'info' | 'log') {
  const lines: string[] = []
  const spy = jest.spyOn(console, method).mockImplementation((...args: unknown[]) => {
    lines.push(args.map(String).join(' '))
  })
  return { lines, restore: () => spy.mockRestore() }
}
