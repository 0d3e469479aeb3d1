import { bus } from '@portal/events/bus';

/**
 * Outside the host app a requested file downloads in the browser: a link to the short-lived file URL, clicked.
 * The server answers it as an attachment, so the page stays where it is (embedded mode hands it to the host
 * instead, embedded.ts). Answers a function that stops listening.
 */
export function startBrowserDownloads(doc: Document = document): () => void {
  const subscription = bus.on('download.requested', ({ url, fileName }) => {
    const link = doc.createElement('a');
    link.href = new URL(url, doc.baseURI).toString();
    link.download = fileName;
    link.rel = 'noopener';
    link.style.display = 'none';
    doc.body.append(link);
    link.click();
    link.remove();
  });
  return () => subscription.unsubscribe();
}
