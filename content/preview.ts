/** The bar across every page a marketer previews, before the change is published. */
export const previewBar = {
  notice: 'Preview: not yet published',
  detail: 'Visitors still see the published page.',
  exit: 'Exit preview',
} as const
