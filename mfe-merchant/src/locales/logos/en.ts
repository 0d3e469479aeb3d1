import type { Translation } from '@portal/i18n/i18n';

/** Business logos (spec 03 §3 "Logo: id, name, isDefault, file", §7; issue 33 item 4). */
const en = {
  title: 'Business logos',
  description: 'The logos your payment buttons and pages can show.',
  upload: {
    title: 'Upload a logo',
    name: 'Logo name',
    file: 'Image',
    fileHint: 'PNG, JPG, SVG or WebP, up to 1 MB.',
    isDefault: 'Make it the default logo',
    send: 'Upload',
    progress: 'Upload progress',
    sending: 'Uploading… {{percent}}%',
    sent: 'The logo {{name}} was uploaded.',
  },
  errors: {
    name: 'Enter a name for the logo',
    nameMax: 'At most 100 characters',
    file: 'Choose an image',
    type: 'Choose a PNG, JPG, SVG or WebP image.',
    size: 'The image is larger than 1 MB.',
    empty: 'The image is empty.',
  },
  list: {
    title: 'Your logos',
    loading: 'Loading your logos…',
    failed: 'Your logos could not be loaded.',
    emptyTitle: 'No logos yet',
    emptyText: 'Upload a logo to show it on your buttons.',
    image: 'Image',
    imageOf: 'Logo {{name}}',
    name: 'Name',
    default: 'Default',
    isDefault: 'Default logo',
    size: 'Size',
    kilobytes: '{{size}} KB',
    actions: 'Actions',
    rename: 'Rename',
    renameFor: 'Rename {{name}}',
    makeDefault: 'Make default',
    makeDefaultFor: 'Make default: {{name}}',
    delete: 'Delete',
    deleteFor: 'Delete {{name}}',
    renamed: 'The logo is now called {{name}}.',
    madeDefault: '{{name}} is now the default logo.',
    deleted: 'The logo {{name}} was deleted.',
  },
  rename: { title: 'Rename the logo', cancel: 'Cancel', save: 'Save' },
  delete: {
    title: 'Delete the logo?',
    text: 'The logo {{name}} will no longer show on your buttons.',
    confirm: 'Delete',
  },
};

export type LogosTexts = Translation<typeof en>;
export default en;
