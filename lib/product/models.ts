import type { Model } from '@/lib/catalogue/schemas'

export type ModelTable = { headers: string[]; rows: { id: string; label: string; cells: string[] }[] }

/**
 * The model table: headers from the first model's column1 values, one row per model of its
 * column2 values, in that order. No models, no table.
 */
export function modelTable(models: Model[]): ModelTable | undefined {
  const [first] = models
  if (!first) return undefined
  const headers = first.details.map((detail) => detail.column1)
  return {
    headers,
    rows: models.map((model) => ({
      id: model._id,
      label: model.id,
      cells: headers.map((_, index) => model.details[index]?.column2 ?? ''),
    })),
  }
}

/**
 * A phone's width takes the model column and two more: a table with more columns than that
 * scrolls sideways there, and says so.
 */
const PHONE_COLUMNS = 3

export function scrollsOnPhones(table: ModelTable): boolean {
  return table.headers.length + 1 > PHONE_COLUMNS
}

/** A model as the selector shows it: its label and its details as name/value rows. */
export type SelectableModel = { id: string; label: string; details: { name: string; value: string }[] }

export function toSelectableModel(model: Model): SelectableModel {
  return {
    id: model._id,
    label: model.id,
    details: model.details.map((detail) => ({ name: detail.column1, value: detail.column2 })),
  }
}
