import { createContext, type ReactNode, useContext } from 'react'

const SupportUnreadContext = createContext(0)

/**
 * Given by the shop's frame (which keeps the count live, useLiveSupportUnread) to every badge that shows it
 * below: the account page's chat entry. One subscription for all of them.
 */
export function SupportUnreadProvider({ count, children }: { count: number; children: ReactNode }) {
	return <SupportUnreadContext.Provider value={count}>{children}</SupportUnreadContext.Provider>
}

/** How many support messages the buyer has not read (0 for a visitor). */
export function useSupportUnread(): number {
	return useContext(SupportUnreadContext)
}
