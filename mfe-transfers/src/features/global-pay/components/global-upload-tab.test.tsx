import { Route, Routes, useLocation } from 'react-router-dom';
import { bus } from '@portal/events/bus';
import { screen, userEvent, waitFor, within } from '@portal/testing/render';
import {
  balances,
  callsOf,
  methodWith,
  paymentAccount,
  renderTransfers,
} from '../../../shared/testing/render-transfers';
import { GlobalUploadTab } from './global-upload-tab';

const eur = paymentAccount({ accountId: 11, currencyCode: 'EUR' });
const CSV =
  'beneficiaryName,beneficiaryEmail,beneficiaryCountryCode,amount,description\nAna,ana@demo.test,DE,10,May\n';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderTab(method: ReturnType<typeof methodWith>) {
  return renderTransfers(
    <Routes>
      <Route path="/transfer/mass/global" element={<GlobalUploadTab />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    method,
    '/transfer/mass/global',
  );
}

async function fillAndUpload() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Batch name', { exact: false }), 'May freelancers');
  await user.upload(screen.getByLabelText(/^File/), new File([CSV], 'may.csv', { type: 'text/csv' }));
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  return user;
}

describe('GlobalUploadTab (spec 02 §4 "Global-pay batch (sender side)")', () => {
  it('sends the name, the only account and the file text; a new batch opens its summary', async () => {
    const method = methodWith({
      balanceInquiry: () => balances(eur),
      uploadGlobalPayBatch: () => ({
        result: 'created',
        responseCode: '00',
        date: '2030-05-01T10:00:00Z',
        batchId: 31,
      }),
    });
    renderTab(method);
    await fillAndUpload();
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/transfer/external/global-summary?batchId=31'),
    );
    expect(callsOf(method, 'uploadGlobalPayBatch')).toEqual([
      { attachedFile: CSV, fileName: 'may.csv', accountId: 11, batchName: 'May freelancers' },
    ]);
  });

  it('code 92 asks first, naming the earlier batch’s date; confirming repeats with ignoreIdenticalBatch', async () => {
    const method = methodWith({
      balanceInquiry: () => balances(eur),
      uploadGlobalPayBatch: (request) =>
        request.ignoreIdenticalBatch
          ? { result: 'created', responseCode: '00', date: '2030-05-02T10:00:00Z', batchId: 32 }
          : { result: 'identicalBatch', responseCode: '92', date: '2030-04-28T09:30:00Z', batchId: 30 },
    });
    renderTab(method);
    const user = await fillAndUpload();
    const dialog = await screen.findByRole('dialog', { name: 'This batch was uploaded before' });
    expect(dialog).toHaveTextContent('An identical batch was uploaded on April 28, 2030');
    expect(callsOf(method, 'uploadGlobalPayBatch')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Upload again' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('batchId=32'));
    expect(callsOf(method, 'uploadGlobalPayBatch')[1]).toMatchObject({
      ignoreIdenticalBatch: true,
      attachedFile: CSV,
    });
  });

  it('closing the confirmation sends nothing more; the earlier batch can be opened instead', async () => {
    const method = methodWith({
      balanceInquiry: () => balances(eur),
      uploadGlobalPayBatch: () => ({
        result: 'identicalBatch',
        responseCode: '92',
        date: '2030-04-28T09:30:00Z',
        batchId: 30,
      }),
    });
    renderTab(method);
    const user = await fillAndUpload();
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Open the earlier batch' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('batchId=30'));
    expect(callsOf(method, 'uploadGlobalPayBatch')).toHaveLength(1);
  });

  it('checks the fields before sending, and shows a refusal in place, never in the popup', async () => {
    const popups: unknown[] = [];
    const subscription = bus.on('api.error', (error) => popups.push(error));
    const { ApiError } = await import('@portal/api/errors');
    const method = methodWith({
      balanceInquiry: () => balances(eur),
      uploadGlobalPayBatch: () => {
        throw ApiError.fromBody({ responseCode: 'TA1', responseDescription: 'line 2: amount: not a number' });
      },
    });
    renderTab(method);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    expect(screen.getByLabelText('Batch name', { exact: false })).toHaveAccessibleDescription(
      /Name the batch/,
    );
    expect(screen.getByLabelText(/^File/)).toHaveAccessibleDescription(/Choose a CSV file/);
    expect(callsOf(method, 'uploadGlobalPayBatch')).toHaveLength(0);
    await fillAndUpload();
    expect(await screen.findByText('line 2: amount: not a number')).toBeInTheDocument();
    expect(popups).toEqual([]);
    subscription.unsubscribe();
  });
});
