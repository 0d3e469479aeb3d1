// Testing Library for this package's tests, through the shared testing package.
export * from '@portal/testing/render';
