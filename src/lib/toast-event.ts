/** The event toast() sends when a page needs the toast viewport (see src/scripts/toaster.ts). */
export const TOAST_WANTED = 'haven:toast-wanted';
