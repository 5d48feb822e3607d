export const FIELD_CHARS: number
export const TEXT_CHARS: number
export const STACK_CHARS: number
export const LIST_ITEMS: number
export const LINE_BYTES: number
export const CUT_MARK: string
export function cut(text: string, max?: number): string
export function boundFields<T>(value: T, key?: string, depth?: number): T
export function boundLine(line: string): string
