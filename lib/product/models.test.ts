import type { Model } from '@/lib/catalogue/schemas'
import { modelTable, scrollsOnPhones, toSelectableModel } from './models'

const model = (id: string, values: string[], headers = ['Sweep', 'Power', 'Speed']): Model => ({
  _id: `m-${id}`,
  id,
  details: values.map((column2, index) => ({ id: `${id}-${index}`, column1: headers[index] ?? '', column2 })),
})

describe('modelTable', () => {
  it('takes headers from the first model and gives one row per model', () => {
    expect(modelTable([model('TZ-900', ['900 mm', '26 W', '350 RPM']), model('TZ-1200', ['1200 mm', '28 W', '116 RPM'])])).toEqual({
      headers: ['Sweep', 'Power', 'Speed'],
      rows: [
        { id: 'm-TZ-900', label: 'TZ-900', cells: ['900 mm', '26 W', '350 RPM'] },
        { id: 'm-TZ-1200', label: 'TZ-1200', cells: ['1200 mm', '28 W', '116 RPM'] },
      ],
    })
  })

  it('keeps the first model’s columns when another model has fewer or more details', () => {
    const table = modelTable([model('A', ['1', '2', '3']), model('B', ['4']), model('C', ['5', '6', '7', '8'], ['a', 'b', 'c', 'd'])])
    expect(table?.rows.map((row) => row.cells)).toEqual([
      ['1', '2', '3'],
      ['4', '', ''],
      ['5', '6', '7'],
    ])
  })

  it('is absent when there is no model', () => {
    expect(modelTable([])).toBeUndefined()
  })
})

describe('scrollsOnPhones', () => {
  it('is true past the model column and two more', () => {
    expect(scrollsOnPhones(modelTable([model('A', ['1', '2'], ['a', 'b'])])!)).toBe(false)
    expect(scrollsOnPhones(modelTable([model('A', ['1', '2', '3'])])!)).toBe(true)
  })
})

describe('toSelectableModel', () => {
  it('gives the selector the model label and its details as name/value rows', () => {
    expect(toSelectableModel(model('SL-30W', ['30 W', '3,300 lm'], ['Power', 'Flux']))).toEqual({
      id: 'm-SL-30W',
      label: 'SL-30W',
      details: [
        { name: 'Power', value: '30 W' },
        { name: 'Flux', value: '3,300 lm' },
      ],
    })
  })
})
