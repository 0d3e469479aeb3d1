import { describeLocaleFolders } from '@portal/i18n/testing';

describeLocaleFolders(__dirname);
