/** The shell marks the page when it runs in the mobile app's webview (spec 01 §2 embedded mode). */
export const isEmbedded = () => document.documentElement.dataset.embedded === 'true';

/** A device id for the mobile wrapper (spec 01 §2: business registration sends the device when embedded). */
export function embeddedDevice() {
  const key = 'portal.deviceId';
  let deviceId = localStorage.getItem(key);
  if (!deviceId) {
    deviceId = crypto.randomUUID();
    localStorage.setItem(key, deviceId);
  }
  const agent = navigator.userAgent;
  return {
    deviceId,
    platform: /android/i.test(agent) ? 'android' : /iphone|ipad/i.test(agent) ? 'ios' : 'web',
    model: agent.slice(0, 100),
  };
}
