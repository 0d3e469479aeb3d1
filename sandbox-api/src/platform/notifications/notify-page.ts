import { ALL_NOTIFICATION_TYPES, NOTIFICATION_SEVERITIES, SANDBOX_NOTIFY_PATH } from '@portal/api/catalogue';
import { escapeHtml } from '../lib/html';

/**
 * The `/sandbox/notify` page (issue 31 item 4): a person sends any notification type to a customer by the e-mail of
 * one of its users, as the product's back end would; the portal shows it live (toast, header list).
 */
export function notifyPage(message?: { role: 'status' | 'alert'; text: string }): string {
  const types = ALL_NOTIFICATION_TYPES.map((type) => `<option value="${type}">${type}</option>`).join('\n');
  const severities = ['', ...NOTIFICATION_SEVERITIES]
    .map(
      (severity) => `<option value="${severity}">${severity === '' ? 'as the type says' : severity}</option>`,
    )
    .join('\n');
  const said = message ? `<p role="${message.role}">${escapeHtml(message.text)}</p>\n` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Send a notification · Sandbox</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 40rem; padding: 1rem; color: #1a1a1a; }
.field { margin: 0.75rem 0; }
.field label { display: block; font-weight: 600; }
input, select, textarea, button { font: inherit; padding: 0.25rem; }
input, select, textarea { width: 100%; box-sizing: border-box; }
[role="alert"] { color: #9b0000; font-weight: bold; }
:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>Send a notification</h1>
${said}<form method="post" action="${SANDBOX_NOTIFY_PATH}">
<div class="field"><label for="email">Customer's user e-mail</label>
<input id="email" name="email" type="email" required autocomplete="off"></div>
<div class="field"><label for="type">Type</label>
<select id="type" name="type">
${types}
</select></div>
<div class="field"><label for="severity">Severity</label>
<select id="severity" name="severity">
${severities}
</select></div>
<div class="field"><label for="text">Text (a default per type when empty)</label>
<textarea id="text" name="text" rows="3" maxlength="1000"></textarea></div>
<div class="field"><label for="ticketNumber">Ticket number (support types)</label>
<input id="ticketNumber" name="ticketNumber" maxlength="50" autocomplete="off"></div>
<button type="submit">Send</button>
</form>
</main>
</body>
</html>
`;
}
