import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type {
  CreateFundingInvoiceRequest,
  CreateInvoiceRequest,
  Invoice,
  InvoiceListFilter,
  InvoiceListResponse,
  RejectInvoiceRequest,
} from '@portal/api/catalogue';
import { bus } from '@portal/events/bus';
import { useServices, useSubject } from '@portal/session/react';
import { actingCustomerId$ } from '@portal/session/session';

/** The query keys of the invoice lists: any change to an invoice invalidates them all. */
export const INVOICES_QUERY_KEY = ['transfers', 'invoices'] as const;

/** Received: the customer is the payer; sent: the customer is the payee (contract/invoices.ts). */
export type InvoiceTab = 'received' | 'sent';

/** The client reads numeric strings as numbers: amounts come back as text again. */
export function normalizeInvoice(invoice: Invoice): Invoice {
  return {
    ...invoice,
    amount: String(invoice.amount),
    total: String(invoice.total),
    feePayment: String(invoice.feePayment),
    dueDate: String(invoice.dueDate),
    ...(invoice.noteBody !== undefined ? { noteBody: String(invoice.noteBody) } : {}),
    ...(invoice.rejectNote !== undefined ? { rejectNote: String(invoice.rejectNote) } : {}),
  };
}

/** One page (20, spec 02 §9) of received or sent invoices with the status filters (spec 02 §4, §7). */
export function useInvoiceList(tab: InvoiceTab, filters: readonly InvoiceListFilter[], pageNumber: number) {
  const { method } = useServices();
  const customerId = useSubject(actingCustomerId$);
  return useQuery({
    queryKey: [...INVOICES_QUERY_KEY, customerId ?? 'self', tab, filters, pageNumber],
    queryFn: async (): Promise<InvoiceListResponse> => {
      const request = { ...(filters.length > 0 ? { filters: [...filters] } : {}), pageNumber };
      const answer =
        tab === 'received'
          ? await method.call('getReceivedInvoices', request, { popup: false })
          : await method.call('getSentInvoices', request, { popup: false });
      return { invoices: (answer.invoices ?? []).map(normalizeInvoice), total: answer.total ?? 0 };
    },
    placeholderData: keepPreviousData,
  });
}

/** The lists reload when an invoice of the customer's is issued, paid or rejected (live 'invoices.changed'). */
export function useInvoicesLiveRefresh() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const subscription = bus.on('live.invoicesChanged', () => {
      void queryClient.invalidateQueries({ queryKey: INVOICES_QUERY_KEY });
    });
    return () => subscription.unsubscribe();
  }, [queryClient]);
}

function useInvoiceMutation<Request>(call: (request: Request) => Promise<Invoice>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: Request) => normalizeInvoice(await call(request)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVOICES_QUERY_KEY }),
  });
}

/** Create (spec 02 §7 "Invoices": noteBody, toEmail, amount, currency, dueDate); refusals shown in the popup. */
export function useCreateInvoice() {
  const { method } = useServices();
  return useInvoiceMutation((request: CreateInvoiceRequest) =>
    method.call('createInvoice', request, { popup: false }),
  );
}

/** Reject (invoiceId, note). */
export function useRejectInvoice() {
  const { method } = useServices();
  return useInvoiceMutation((request: RejectInvoiceRequest) =>
    method.call('rejectInvoice', request, { popup: false }),
  );
}

/** Create funding invoice (amount); a failure reads 'Failed to generate invoice. Please, try again.' (spec 02 §8). */
export function useCreateFundingInvoice() {
  const { method } = useServices();
  return useInvoiceMutation((request: CreateFundingInvoiceRequest) =>
    method.call('createFundingInvoice', request, { popup: false }),
  );
}
