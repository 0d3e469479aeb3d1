/** The "needs a newer portal" panel (issue 13): shown in an area's place when the shell cannot host its release. */
const en = {
  title: 'This area needs a newer portal',
  text: 'This part of the portal was released for another version of the portal than the one open in this window. Reload the page to open the newest portal. The rest of the portal keeps working.',
  detail: 'Needs {{name}} {{required}}; this portal has {{provided}}.',
  reload: 'Reload the page',
};

export type AreaRefusedTexts = typeof en;
export default en;
