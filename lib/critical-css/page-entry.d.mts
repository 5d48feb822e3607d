export function withCriticalCss<Value>(value: Value, inline?: (html: string) => string): Value
