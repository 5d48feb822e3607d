export const compressedEntries: {
  serialize(entry: unknown): Promise<string>
  deserialize(stored: unknown): Promise<unknown>
}
