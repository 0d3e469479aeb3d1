import { Route, Routes, useLocation } from 'react-router-dom';
import { ApiError } from '@portal/api/errors';
import { bus } from '@portal/events/bus';
import { screen, userEvent, waitFor, within } from '@portal/testing/render';
import type { FileCallOptions } from '@portal/api/client';
import {
  balances,
  methodWith,
  paymentAccount,
  renderTransfers,
} from '../../../shared/testing/render-transfers';
import { GlobalUploadTab } from './global-upload-tab';

const eur = paymentAccount({ accountId: 11, currencyCode: 'EUR' });
const CSV =
  'beneficiaryName,beneficiaryEmail,beneficiaryCountryCode,amount,description\nAna,ana@demo.test,DE,10,May\n';

type UploadAnswer = (fields: Record<string, unknown>) => unknown;

/** The sandbox's side of the upload: balances by call, the batch file by callWithFile (multipart), progress told. */
function uploading(answer: UploadAnswer) {
  const method = methodWith({ balanceInquiry: () => balances(eur) });
  const callWithFile = jest.fn(
    async (_name: string, fields: Record<string, unknown>, _file: File, options: FileCallOptions = {}) => {
      options.onUploadProgress?.({ loaded: 30, total: 60 });
      return answer(fields);
    },
  );
  return { method: Object.assign(method, { callWithFile }), callWithFile };
}

/** What each upload sent: its operation, its fields, the file's name and size. */
const uploads = (callWithFile: jest.Mock) =>
  callWithFile.mock.calls.map(([name, fields, file]) => ({
    name,
    fields,
    file: { name: (file as File).name, size: (file as File).size },
  }));

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderTab(method: ReturnType<typeof uploading>['method']) {
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
  it('sends the name and the only account with the file as the multipart file part; a new batch opens its summary', async () => {
    const { method, callWithFile } = uploading(() => ({
      result: 'created',
      responseCode: '00',
      date: '2030-05-01T10:00:00Z',
      batchId: 31,
    }));
    renderTab(method);
    await fillAndUpload();
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/transfer/external/global-summary?batchId=31'),
    );
    expect(uploads(callWithFile)).toEqual([
      {
        name: 'uploadGlobalPayBatch',
        fields: { accountId: 11, batchName: 'May freelancers' },
        file: { name: 'may.csv', size: CSV.length },
      },
    ]);
    expect(callWithFile.mock.calls[0]?.[3]).toMatchObject({ popup: false, fileName: 'may.csv' });
  });

  it('tells the upload’s progress while the file goes up', async () => {
    let finish: (answer: unknown) => void = () => undefined;
    const { method } = uploading(() => new Promise((resolve) => (finish = resolve)));
    renderTab(method);
    await fillAndUpload();
    expect(await screen.findByText('Uploading the file: 50 %')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Uploading the file…' })).toHaveAttribute('value', '50');
    finish({ result: 'created', responseCode: '00', date: '2030-05-01T10:00:00Z', batchId: 33 });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('batchId=33'));
  });

  it('code 92 asks first, naming the earlier batch’s date; confirming repeats with ignoreIdenticalBatch', async () => {
    const { method, callWithFile } = uploading((fields) =>
      fields.ignoreIdenticalBatch
        ? { result: 'created', responseCode: '00', date: '2030-05-02T10:00:00Z', batchId: 32 }
        : { result: 'identicalBatch', responseCode: '92', date: '2030-04-28T09:30:00Z', batchId: 30 },
    );
    renderTab(method);
    const user = await fillAndUpload();
    const dialog = await screen.findByRole('dialog', { name: 'This batch was uploaded before' });
    expect(dialog).toHaveTextContent('An identical batch was uploaded on April 28, 2030');
    expect(callWithFile).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Upload again' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('batchId=32'));
    expect(uploads(callWithFile)[1]).toEqual({
      name: 'uploadGlobalPayBatch',
      fields: { accountId: 11, batchName: 'May freelancers', ignoreIdenticalBatch: true },
      file: { name: 'may.csv', size: CSV.length },
    });
  });

  it('closing the confirmation sends nothing more; the earlier batch can be opened instead', async () => {
    const { method, callWithFile } = uploading(() => ({
      result: 'identicalBatch',
      responseCode: '92',
      date: '2030-04-28T09:30:00Z',
      batchId: 30,
    }));
    renderTab(method);
    const user = await fillAndUpload();
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Open the earlier batch' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('batchId=30'));
    expect(callWithFile).toHaveBeenCalledTimes(1);
  });

  it('checks the fields before sending, and shows a refusal in place, never in the popup', async () => {
    const popups: unknown[] = [];
    const subscription = bus.on('api.error', (error) => popups.push(error));
    const { method, callWithFile } = uploading(() => {
      throw ApiError.fromBody({ responseCode: 'TA1', responseDescription: 'line 2: amount: not a number' });
    });
    renderTab(method);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    expect(screen.getByLabelText('Batch name', { exact: false })).toHaveAccessibleDescription(
      /Name the batch/,
    );
    expect(screen.getByLabelText(/^File/)).toHaveAccessibleDescription(/Choose a CSV file/);
    expect(callWithFile).not.toHaveBeenCalled();
    await fillAndUpload();
    expect(await screen.findByText('line 2: amount: not a number')).toBeInTheDocument();
    expect(popups).toEqual([]);
    subscription.unsubscribe();
  });
});
