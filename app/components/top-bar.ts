/**
 * Marks a page's top bar (back button, title, search box), spread on its element: `<header {...topBarProps}>`.
 * Toasts show below it, never over it (Toaster).
 */
export const TOP_BAR_ATTRIBUTE = 'data-top-bar'
export const topBarProps = { [TOP_BAR_ATTRIBUTE]: '' } as const
