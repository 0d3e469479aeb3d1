import { BATCH_PAGE_SIZE, BATCH_TYPES, type BatchListRequest, type BatchType } from '@portal/api/catalogue';

/** The batch list filter (spec 02 §3 batch filter) as the form and the address bar hold it. */
export interface BatchFormValues {
  search: string;
  types: BatchType[];
  from: string;
  to: string;
}
export const EMPTY_BATCH_FORM: BatchFormValues = { search: '', types: [], from: '', to: '' };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export function readBatchSearch(params: URLSearchParams): { values: BatchFormValues; pageNumber: number } {
  const types = (params.get('types') ?? '')
    .split(',')
    .filter((type): type is BatchType => (BATCH_TYPES as readonly string[]).includes(type));
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return ISO_DAY.test(value) ? value : '';
  };
  const page = Number(params.get('page'));
  return {
    values: { search: params.get('search')?.trim() ?? '', types, from: day('from'), to: day('to') },
    pageNumber: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function writeBatchSearch(values: BatchFormValues, pageNumber = 1): URLSearchParams {
  const params = new URLSearchParams();
  if (values.search.trim()) params.set('search', values.search.trim());
  if (values.types.length > 0) params.set('types', values.types.join(','));
  if (values.from) params.set('from', values.from);
  if (values.to) params.set('to', values.to);
  if (pageNumber > 1) params.set('page', String(pageNumber));
  return params;
}

/** The request of a page: the fields that are set, page size 20 (spec 02 §9). */
export function toBatchRequest(values: BatchFormValues, pageNumber: number): BatchListRequest {
  return {
    ...(values.search.trim() ? { search: values.search.trim() } : {}),
    ...(values.types.length > 0 ? { types: values.types } : {}),
    ...(values.from ? { from: values.from } : {}),
    ...(values.to ? { to: values.to } : {}),
    pageNumber,
    pageSize: BATCH_PAGE_SIZE,
  };
}

export function hasBatchFilter(values: BatchFormValues): boolean {
  return Boolean(values.search.trim() || values.types.length > 0 || values.from || values.to);
}
